import { deliveryTimeInput, deliveryTimeOptionsAction } from './chargeRates';
import {
  catalogueOperations,
  field,
  oneOf,
  readAction,
  ref,
  sections,
  selectPostOfficeFirst,
} from './fields';
import { cargoShippingMethods, cargoShippingServices } from './tracking';
import {
  manifestAction,
  shippingDocumentPath,
  shippingDocuments,
  shippingMoves,
  shippingOperationFields,
  shippingOrderStages,
  timelineAction,
  traceAction,
  type ShippingOrderStage,
} from './shippingOperations';
import type { ActionDeclaration, ResourceDeclaration } from './types';

/**
 * Shipping orders (seed 000 sections 2 and 3, the second menu's order group; call catalogue 7.11:
 * the op base's `/sp-order/get`, `/create`, `/edit`, `/deletes`, `/get-postoffice-address`): what a
 * customer sends through Kago's post offices, from its creation (`create-order`) through the
 * operations' stages. The seed shows the screens' labels only; the stages, bounds and rules are ours
 * (README, "Shipping orders"), checked by server/shippingOrders/rules.ts.
 */

export { shippingOrderStages, type ShippingOrderStage } from './shippingOperations';

/** The stages before the goods are received: the only ones an order may still be deleted in. */
export const deletableShippingOrderStages = ['created'] as const satisfies readonly ShippingOrderStage[];

export const shippingCargoTypes = ['general', 'fragile', 'liquid', 'battery', 'oversized'] as const;
export const cargoPickupMethods = ['dropOff', 'pickup'] as const;

/** A post office chosen from those `GetOffice` answers (package tracking's read), by code. */
const offices = { read: 'offices', value: 'code', label: 'name' } as const;

export const shippingOrderActions = [
  // The post offices an order may be sent from: the options of its `postOfficeToSend`.
  readAction('offices', { call: 'get-offices' }),
  // The currencies an order's declared value may be in (ours): the currency catalogue is a setting
  // only admin and the accountant read (resources/access.ts), and the operators who create the
  // orders, and everyone who reads them, must see its codes (the catalogue's `get-all` refused
  // them, and the form, list and detail answered /AccessDeny).
  readAction('currencies', { call: 'get-currencies' }),
  // The delivery times an order is sent at and charged by, for the roles that may not read the
  // delivery-time setting (resources/chargeRates.ts).
  deliveryTimeOptionsAction,
  // The chosen post office's address (seed 7.11): asked only once a post office is chosen.
  readAction('postOfficeAddress', {
    call: 'get-postoffice-address',
    inputs: [field('postOfficeToSend', 'text', { required: true, maxLength: 50 })],
  }),
  // One of an order's documents printed as a PDF in the interface language
  // (server/shippingOrders/documents.ts): the doc step's print buttons
  // (dataProvider/shippingDocuments.ts). A file, not the envelope. Ours: the seed names no print call.
  readAction('printDocument', {
    call: shippingDocumentPath,
    inputs: [
      field('id', 'number', { required: true, integer: true, min: 1 }),
      oneOf('document', shippingDocuments, { required: true }),
    ],
  }),
  // The operations' moves, the trace, an order's timeline and the manifest
  // (resources/shippingOperations.ts).
  ...shippingMoves,
  traceAction,
  timelineAction,
  manifestAction,
] as const satisfies readonly ActionDeclaration[];

export const shippingOrderDeclaration: ResourceDeclaration = {
  name: 'management-order',
  path: 'sp-order',
  table: 'shipping_orders',
  api: 'op',
  // The catalogue pattern on the op base, deletes included and no activates.
  operations: catalogueOperations(false),
  access: { area: 'operations' },
  icon: 'Receipt',
  // The reference number is the shipper's: no other order of the same shipper has it.
  uniqueTogether: [
    { fields: ['shipperId', 'referenceNumber'], message: 'kago.shippingOrderServer.referenceTaken' },
  ],
  keywordFields: ['orderNumber', 'referenceNumber', 'pickupName', 'trackingNumber', 'masterWaybill'],
  fields: [
    field('orderNumber', 'text', { maxLength: 20, unique: true, form: false, group: 'shipment' }),
    oneOf('stage', shippingOrderStages, { filter: true, form: false, defaultValue: 'created' }),
    field('referenceNumber', 'text', { required: true, maxLength: 50, group: 'shipment' }),
    oneOf('cargoShippingMethod', cargoShippingMethods, { required: true, filter: true, group: 'shipment' }),
    oneOf('cargoSPService', cargoShippingServices, { required: true, list: false, group: 'shipment' }),
    // How fast it goes (the delivery-time setting, offered by the order's own read): the charge step
    // starts from it and prices it at the charges group's rate for it (resources/chargeRates.ts).
    deliveryTimeInput({ list: false, group: 'shipment' }),
    // The list shows what an operator finds and follows an order by (numbers, stage, method, pieces,
    // send date, post office); the cargo type, pick-up contact and shipper wait in the columns
    // button (a 1280 px desk), and are in the detail.
    oneOf('cargoType', shippingCargoTypes, {
      required: true,
      defaultValue: 'general',
      group: 'cargo',
      list: 'onDemand',
    }),
    field('pieces', 'number', { required: true, integer: true, min: 1, max: 9_999, group: 'cargo' }),
    ref('commodityId', 'commodity', { list: false, group: 'cargo' }),
    ref('packageTypeId', 'package-type', { list: false, group: 'cargo' }),
    field('declaredValue', 'money', {
      min: 0,
      max: 10_000_000_000,
      list: false,
      group: 'cargo',
      currencyField: 'currencyCode',
    }),
    ref('currencyId', 'currency', {
      optionsFrom: { read: 'currencies', label: 'currencyCode' },
      filter: false,
      list: false,
      group: 'cargo',
    }),
    // The chosen currency's code, kept by the server's rules (server/shippingOrders/rules.ts): the
    // order's money is written in it wherever the order is shown, without a read of the currency
    // catalogue, which most roles may not read.
    field('currencyCode', 'text', { maxLength: 3, form: false, list: false, show: false }),
    field('sendDate', 'date', { required: true, rangeFilter: true, group: 'sending' }),
    field('postOfficeToSend', 'text', {
      maxLength: 50,
      filter: true,
      optionsFrom: offices,
      neededFirst: selectPostOfficeFirst,
      group: 'sending',
    }),
    field('postOfficeAddress', 'text', {
      maxLength: 500,
      list: false,
      optionsFrom: {
        read: 'postOfficeAddress',
        value: 'address',
        label: 'address',
        parent: 'postOfficeToSend',
      },
      group: 'sending',
    }),
    oneOf('cargoPickupMethod', cargoPickupMethods, {
      required: true,
      defaultValue: 'dropOff',
      list: false,
      group: 'sending',
    }),
    field('pickupName', 'text', { maxLength: 255, group: 'sending', list: 'onDemand' }),
    field('orderCargoAddServices', 'text', { maxLength: 200, list: false, group: 'sending' }),
    ref('shipperId', 'shipper', { filter: true, group: 'parties', list: 'onDemand' }),
    ref('consigneeId', 'consignee', { list: false, group: 'parties' }),
    ref('incotermId', 'incoterm', { list: false, group: 'parties' }),
    field('createdBy', 'text', { maxLength: 100, form: false, list: false }),
    ...shippingOperationFields,
  ],
  actions: shippingOrderActions,
  sort: { field: 'sendDate', order: 'DESC' },
  // Its detail: the order, then its timeline across every stage (src/operations/ShippingOrderShow.tsx,
  // which also prints its documents).
  tabs: sections('kago.shippingOrders.tabs', ['order', 'timeline']),
  ui: {
    // Refused once the goods are received (server/shippingOrders/rules.ts).
    deleteDialog: 'standard',
    recordRepresentation: 'orderNumber',
    views: { show: 'shippingOrderShow' },
    formGroups: sections('kago.shippingOrders.groups', ['shipment', 'cargo', 'sending', 'parties']),
  },
};
