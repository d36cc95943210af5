/** Labels of the buying settings (resources/buying.ts): the key set vi and ja match. */
export const supplierLabels = {
  name: 'Supplier |||| Suppliers',
};

export const buyerConfigLabels = {
  name: 'Buyer configuration |||| Buyer configuration',
  fields: {
    domain: 'Website domain',
    orderType: 'Order type',
    buyer: 'Buyer',
    bidAccount: 'Bid account',
    taxPercent: 'Tax (%)',
    supplierId: 'Payer',
  },
};

export const eventLogLabels = {
  name: 'Partner event log |||| Partner event log',
  fields: {
    partner: 'Partner',
    eventName: 'Event',
    refCode: 'Ref code',
    requestDate: 'Request date',
    data: 'Data sent',
    responseData: 'Response',
  },
  choices: {
    partner: {
      YAHOO_AUCTION: 'Yahoo! Auctions',
      MERCARI: 'Mercari',
      RAKUTEN: 'Rakuten',
      AMAZON: 'Amazon',
      EFEX: 'EFEX',
      GHN: 'GHN',
      VNPAY: 'VNPAY',
    },
    eventName: {
      PlaceBid: 'Place a bid',
      BidResult: 'Bid result',
      GetAuctionItem: 'Read an auction',
      CreateOffer: 'Make an offer',
      OfferResult: 'Offer result',
      GetItem: 'Read an item',
      PlaceOrder: 'Place an order',
      OrderStatus: 'Order status',
      CreateShipment: 'Create a shipment',
      UpdateShipment: 'Update a shipment',
      CancelShipment: 'Cancel a shipment',
      TrackingWebhook: 'Tracking update',
      CreateDelivery: 'Create a delivery',
      DeliveryWebhook: 'Delivery update',
      CreatePayment: 'Create a payment',
      PaymentResult: 'Payment result',
    },
  },
};
