/** The package tracking detail's tabs (src/packages/TrackingShow.tsx). */
export const packageTracking = {
  groups: { arrival: 'Tracking and order', package: 'Parcel in the warehouse', shipment: 'Shipment detail' },
  codeInput: { typeCode: 'Type or scan the code' },
  tabs: {
    package: 'Package',
    shipment: 'Shipment detail',
    split: 'Split shipment',
    items: 'Items',
    services: 'Services',
  },
};
