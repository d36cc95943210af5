/** Labels of auction bid tracking (resources/bidTracking.ts): the key set vi and ja match. */
const auctionFields = {
  productId: 'Product ID',
  title: 'Title',
  image: 'Image',
  currentPrice: 'Current price',
  status: 'Status',
  endTime: 'Ends',
  bidTime: 'Bid time',
  account: 'Bid account',
  customerId: 'Customer',
  customerCode: 'Customer code',
  bidPrice: 'Bid price',
  shippingFeeJp: 'Shipping fee in Japan',
  tax: 'Tax (%)',
  rate: 'Exchange rate',
};

export const trackedBidLabels = {
  name: 'Bid tracking |||| Bid tracking',
  fields: auctionFields,
  choices: {
    status: {
      bidding: 'Bidding',
      highest: 'Highest bidder',
      outbid: 'Outbid',
      won: 'Won',
      lost: 'Lost',
      cancelled: 'Cancelled',
    },
  },
};

export const successfulBidLabels = {
  name: 'Successful bid |||| Successful bids',
  fields: { ...auctionFields, orderId: 'Order', orderCode: 'Order code', note: 'Note' },
};

export const bargainLabels = {
  name: 'Bargain |||| Bargains',
  fields: {
    productId: auctionFields.productId,
    title: auctionFields.title,
    image: auctionFields.image,
    currentPrice: 'Listed price',
    offerPrice: 'Offered price',
    status: 'Status',
    account: auctionFields.account,
    customerId: auctionFields.customerId,
    customerCode: auctionFields.customerCode,
    requestDate: 'Offered at',
  },
  choices: {
    status: {
      pending: 'Waiting for the seller',
      accepted: 'Accepted',
      rejected: 'Rejected',
      expired: 'Expired',
    },
  },
};

/** The bid tracking screens (src/bidTracking/) and the live countdown of a moment (src/kit/fields.tsx). */
export const bidTracking = {
  lastBidTime: 'Last bid placed',
  noBidYet: 'No bid placed yet',
  /** A product id linked to its page on the marketplace (src/generators/PageLinkField.tsx). */
  openItemPage: 'Open %{id} on %{domain} (new tab)',
};
export const countdown = {
  left: '%{duration} left (%{deadline})',
  ended: 'Ended %{deadline}',
};
