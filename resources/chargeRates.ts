import { field, operation, readAction, ref } from './fields';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/**
 * A charges group's rates by delivery time (issue 30's charge step: "the rate of the charges group
 * and delivery time"). Ours, the seed names neither: a group prices each delivery time at a rate of
 * its own (express costs more than economy), a child record of the group listed and edited on its
 * detail's rates tab (src/operations/ChargesGroupShow.tsx); its own `ratePerKg` and `minimumFreight`
 * (resources/catalogues.ts) stay its standard rate, for the delivery times it gives none
 * (contract/charges.ts `rateForDeliveryTime`). One rate per group and delivery time: the server refuses
 * a second with a translated message (server/shippingOrders/chargeRates.ts), the table's unique index
 * holds it against a race.
 */

/** The charges group a rate belongs to: set by the detail it is added from, never typed. */
export const chargeRateParentField = 'chargesGroupId';

/**
 * The active delivery times as options (`GET <path>/get-delivery-times`: id, code, name in the
 * interface language, the time span): the delivery-time catalogue is a setting most roles may not
 * read (resources/access.ts), yet whoever reads a rate, creates a shipping order or charges one must
 * see and choose them. The rates and the shipping orders each offer this read of their own.
 */
export const deliveryTimeOptionsAction = readAction('deliveryTimes', { call: 'get-delivery-times' });

/** A delivery time input, offered from that read of the form's own resource. */
export const deliveryTimeInput = (options: Partial<FieldDeclaration> = {}): FieldDeclaration =>
  ref('deliveryTimeId', 'delivery-time', {
    filter: false,
    optionsFrom: { read: deliveryTimeOptionsAction.name },
    ...options,
  });

export const chargeRateActions = [deliveryTimeOptionsAction] as const satisfies readonly ActionDeclaration[];

export const chargeRateDeclaration: ResourceDeclaration = {
  name: 'charges-group-rate',
  path: 'charges-group-rate',
  api: 'master',
  operations: {
    list: operation('get'),
    create: operation('create', 'POST'),
    read: operation('edit'),
    update: operation('edit', 'POST'),
    deletes: operation('deletes', 'POST'),
  },
  // Read and written as its charges group is (resources/catalogues.ts).
  access: { area: 'catalogue' },
  icon: 'Schedule',
  partOf: 'charges-group',
  fields: [
    // The rates of one group are listed by it: its filter index leads with it.
    ref(chargeRateParentField, 'charges-group', { required: true, list: false, form: false }),
    deliveryTimeInput({ required: true }),
    // In dong, as the group's own; a rate of nothing is no rate (the group's standard covers that).
    field('ratePerKg', 'money', { required: true, min: 1, max: 100_000_000 }),
    field('minimumFreight', 'money', { min: 0, max: 1_000_000_000 }),
  ],
  uniqueTogether: [
    {
      fields: [chargeRateParentField, 'deliveryTimeId'],
      message: 'kago.shippingOrderServer.deliveryTimeRateTaken',
    },
  ],
  actions: chargeRateActions,
  // In the delivery-time catalogue's order of creation (express, standard, economy...), as seeded.
  sort: { field: 'deliveryTimeId', order: 'ASC' },
  ui: { empty: 'kago.chargeRates.empty' },
};
