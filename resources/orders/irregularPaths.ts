/**
 * Where the real API departs from `/api/<Family>/<Action>` (call catalogue 7.12), keyed
 * `<Family>/<Action>`, each value the literal path the API answers on. The client calls these and
 * the reference server serves them.
 * - The domestic-shipping families of Ichiba, Mercari, Jan and Auction double the family name in
 *   the product-attribute update: the action segment is prefixed with the family name again.
 * - The Ichiba delivered family's order-number update lives on the International family's path.
 */
export const irregularPaths: Readonly<Record<string, string>> = {
  'OrderDomesticShippingIchiba/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingIchiba/OrderDomesticShippingIchibaOrderDetailUpdateProAtt',
  'OrderDomesticShippingMercari/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingMercari/OrderDomesticShippingMercariOrderDetailUpdateProAtt',
  'OrderDomesticShippingJan/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingJan/OrderDomesticShippingJanOrderDetailUpdateProAtt',
  'OrderDomesticShippingAuction/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingAuction/OrderDomesticShippingAuctionOrderDetailUpdateProAtt',
  'OrderDeliveryAndDeliveredIchiba/OrderUpdateOrderNumber':
    '/api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
};

/** The path (without base) of a family's action, honouring `irregularPaths`. */
export const familyActionPath = (family: string, action: string) =>
  irregularPaths[`${family}/${action}`] ?? `/api/${family}/${action}`;
