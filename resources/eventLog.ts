import { field, oneOf, operation } from './fields';
import type { ResourceDeclaration } from './types';

/**
 * The partner event log (seed 000 section 3: Partner, EventName, RefCode, Data, RequestDate,
 * ResponseData; call catalogue 7.4 `EventLog/GetEventLogs`): every call exchanged with a partner
 * (marketplaces, carriers, the warehouse), what was sent and what came back, found by the code of
 * the order or package it concerns. Read only: the calls write it, nobody edits it. Its detail
 * shows the two payloads as formatted JSON (the custom view `eventLogShow`); the order's and the
 * package's own event logs link here by ref code. Route `event-log-list` (first menu); the second
 * menu's `log-event` opens the same screen. Read by whoever reads orders.
 */
/**
 * The partners and the calls exchanged with each (ours: the seed names neither). Both are labelled in
 * every interface language (`resources.event-log-list.choices`): the list and its filters name a call
 * by what it does, not by the partner's wire name.
 */
export const partnerCalls = {
  YAHOO_AUCTION: ['PlaceBid', 'BidResult', 'GetAuctionItem'],
  MERCARI: ['CreateOffer', 'OfferResult', 'GetItem'],
  RAKUTEN: ['PlaceOrder', 'OrderStatus'],
  AMAZON: ['PlaceOrder', 'OrderStatus'],
  EFEX: ['CreateShipment', 'UpdateShipment', 'CancelShipment', 'TrackingWebhook'],
  GHN: ['CreateDelivery', 'DeliveryWebhook'],
  VNPAY: ['CreatePayment', 'PaymentResult'],
} as const;
export type EventPartner = keyof typeof partnerCalls;
export type PartnerEventName = (typeof partnerCalls)[EventPartner][number];
export const eventPartners = Object.keys(partnerCalls) as EventPartner[];
export const partnerEventNames = [...new Set(Object.values(partnerCalls).flat())] as PartnerEventName[];

export const eventLogDeclaration: ResourceDeclaration = {
  name: 'event-log-list',
  path: 'EventLog',
  table: 'event_logs',
  api: 'master',
  operations: { list: operation('GetEventLogs') },
  access: { area: 'orders' },
  icon: 'EventRepeat',
  keywordFields: ['refCode', 'eventName'],
  fields: [
    oneOf('partner', eventPartners, { required: true, maxLength: 50, filter: true }),
    oneOf('eventName', partnerEventNames, { required: true, maxLength: 100, filter: true }),
    field('refCode', 'text', { maxLength: 64, filter: true }),
    field('requestDate', 'datetime', { required: true, rangeFilter: true }),
    field('data', 'textarea', { list: false, sortable: false }),
    field('responseData', 'textarea', { list: false, sortable: false }),
  ],
  sort: { field: 'requestDate', order: 'DESC' },
  ui: {
    // The code it concerns: the event's name is the partner's wire name, labelled only as a field.
    recordRepresentation: 'refCode',
    views: { show: 'eventLogShow' },
  },
};

/** The event log list filtered to one ref code: where an order's or a package's event log links. */
export const eventLogPathOf = (refCode: string) =>
  `/${eventLogDeclaration.name}?${new URLSearchParams({ filter: JSON.stringify({ refCode }) }).toString()}`;
