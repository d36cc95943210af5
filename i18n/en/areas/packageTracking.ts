/** The package tracking detail's tabs (src/packages/TrackingShow.tsx). */
export const packageTracking = {
  tabs: {
    package: 'Package',
    shipment: 'Shipment detail',
    split: 'Split shipment',
    items: 'Items',
    services: 'Services',
  },
};
