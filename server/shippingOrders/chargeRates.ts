import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/languages';
import { chargeRateActions, chargeRateDeclaration, chargeRateParentField } from '../../resources/chargeRates';
import { nameIn } from '../db/columns';
import type { Database } from '../db/database';
import { resourceTables } from '../db/tables';
import { invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import type { Row } from '../resources/records';
import { rulesFor, type ActionHandler, type WriteContext } from '../resources/rules';

/**
 * The rules of a charges group's rates by delivery time (resources/chargeRates.ts), and the read of
 * the delivery times that the rates and the shipping orders offer (`get-delivery-times`): a rate names
 * an active delivery time, a group has one rate per delivery time, and a rate stays with the group it
 * was added to. Each refusal is a translated message on its input, and changes nothing.
 */

const deliveryTimes = () => resourceTables.get('delivery-time')!;
const rates = () => resourceTables.get(chargeRateDeclaration.name)!;

/** The active delivery times, in their catalogue's order, named in the interface language. */
export const activeDeliveryTimes = (db: Pick<Database, 'select'>, locale: Locale) => {
  const table = deliveryTimes();
  return db
    .select({
      id: table.id,
      code: table.code,
      name: nameIn({ name: table.name, nameEn: table.nameEn, nameJa: table.nameJa }, locale),
      minValue: table.minValue,
      maxValue: table.maxValue,
      timeUnit: table.timeUnit,
    })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.displayOrder), asc(table.id));
};

/** `get-delivery-times`: the options of a delivery time input. */
export const deliveryTimeOptions: ActionHandler = ({ tx, request }) =>
  activeDeliveryTimes(tx, localeOf(request));

/** The active delivery time with this id, or undefined. */
export const activeDeliveryTime = async (
  db: Pick<Database, 'select'>,
  id: unknown,
): Promise<Row | undefined> => {
  const table = deliveryTimes();
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, Number(id)), eq(table.active, true)))
    .limit(1);
  return row as Row | undefined;
};

/** The group's rate for the delivery time, if it gives one (the unique index's lookup). */
export const rateOf = async (db: Pick<Database, 'select'>, groupId: number, deliveryTimeId: number) => {
  const table = rates();
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table[chargeRateParentField], groupId), eq(table.deliveryTimeId, deliveryTimeId)))
    .limit(1);
  return row as Row | undefined;
};

const refuse = (request: FastifyRequest, source: string, key: string) => {
  const errors = new FieldErrors(localeOf(request), chargeRateDeclaration);
  errors.add(source, `kago.shippingOrderServer.${key}`);
  return invalid(errors.byField);
};

/** A rate names an active delivery time (the declaration's \`uniqueTogether\` keeps it one per group). */
const checkDeliveryTime = async ({ request, tx }: WriteContext, values: Row) => {
  if (!(await activeDeliveryTime(tx, values.deliveryTimeId)))
    throw refuse(request, 'deliveryTimeId', 'unknownReference');
};

/** The group a rate is added to exists (a refusal on it, not the database's "in use"). */
const checkGroup = async ({ request, tx }: WriteContext, values: Row) => {
  const table = resourceTables.get('charges-group')!;
  const [group] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, Number(values[chargeRateParentField])))
    .limit(1);
  if (!group) throw refuse(request, chargeRateParentField, 'unknownReference');
};

export const chargeRateRules = rulesFor(chargeRateActions, {
  create: {
    before: async (context) => {
      await checkGroup(context, context.values);
      await checkDeliveryTime(context, context.values);
      return context.values;
    },
  },
  update: {
    before: async (context) => {
      // A rate stays with its group: an edit cannot move it to another.
      const values = { ...context.values, [chargeRateParentField]: context.stored![chargeRateParentField] };
      await checkDeliveryTime(context, values);
      return values;
    },
  },
  actions: { deliveryTimes: deliveryTimeOptions },
});
