/** The order package detail's own texts (src/packages/OrderPackageShow.tsx): the key set vi and ja match. */
export const orderPackages = {
  tabs: { summary: 'Package', orders: 'Orders', shipment: 'Shipment', photos: 'Photos', events: 'Event log' },
  orders: {
    code: 'Order code',
    title: 'Product',
    status: 'Order status',
    empty: 'The package holds no orders.',
  },
  events: {
    at: 'When',
    action: 'What',
    actor: 'Who',
    before: 'Before',
    after: 'After',
    empty: 'Nothing has been changed on this package yet.',
  },
  photosEmpty: 'No photos yet.',
  lookup: {
    codeLabel: 'Package code',
    hint: 'Type or scan a package code, then press Enter',
    open: 'Open the package',
    notFound: 'No package has the code %{code}.',
    failed: 'The package could not be looked up. Please try again.',
  },
};
