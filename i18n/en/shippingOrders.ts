import { trackingLabels } from './tracking';

/** Labels of shipping orders (resources/shippingOrders.ts): the key set vi and ja match. */
export const shippingOrderLabels = {
  name: 'Shipping order |||| Shipping orders',
  fields: {
    orderNumber: 'Order number',
    stage: 'Stage',
    referenceNumber: 'Reference number',
    cargoShippingMethod: 'Shipping method',
    cargoSPService: 'Shipping service',
    cargoType: 'Cargo type',
    pieces: 'Pieces',
    commodityId: 'Commodity',
    packageTypeId: 'Package type',
    declaredValue: 'Declared value',
    currencyId: 'Currency',
    sendDate: 'Send date',
    postOfficeToSend: 'Post office to send from',
    postOfficeAddress: 'Post office address',
    cargoPickupMethod: 'Pickup method',
    pickupName: 'Pickup contact',
    orderCargoAddServices: 'Added services',
    shipperId: 'Shipper',
    consigneeId: 'Consignee',
    incotermId: 'Incoterm',
    createdBy: 'Created by',
  },
  choices: {
    stage: {
      created: 'Created',
      received: 'Received',
      handled: 'Handled',
      dispatched: 'Dispatched',
      charged: 'Charged',
      documented: 'Documents ready',
      delivering: 'Delivering',
      delivered: 'Delivered',
      deliveryFailed: 'Delivery failed',
    },
    cargoShippingMethod: trackingLabels.choices.cargoShippingMethod,
    cargoSPService: trackingLabels.choices.cargoShippingService,
    cargoType: trackingLabels.choices.cargoType,
    cargoPickupMethod: { dropOff: 'Dropped off at the post office', pickup: 'Picked up from the shipper' },
  },
  actions: {
    offices: { label: 'Post offices', confirm: 'Load the post offices?' },
    postOfficeAddress: { label: 'Post office address', confirm: 'Load the post office address?' },
  },
};

/** The shipping order screens' own texts: the key set vi and ja match. */
export const shippingOrders = {
  createLabel: 'Create shipping order',
  groups: { shipment: 'Shipment', cargo: 'Cargo', sending: 'Sending', parties: 'Shipper and consignee' },
};
