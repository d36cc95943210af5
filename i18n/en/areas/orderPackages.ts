import type { PackageEventAction } from '../../../resources/orderPackages';

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
    /** Each change by the call that made it (server/orderPackages/rules.ts, server/releaseNotes/rules.ts). */
    actions: {
      UpdateOrdersToOrderPackage: 'Orders changed',
      UpdatePhotos: 'Photos changed',
      UpdateDomesticShippingFee: 'Domestic shipping fee changed',
      UpdateInfoShipment: 'Shipment info changed',
      RepushMergeOrderPackage: 'Merge pushed again',
      CancelMergePackage: 'Merge cancelled',
      ReleaseNote: 'Released on a release note',
    } satisfies Record<PackageEventAction, string>,
    /** Logged values that are not fields of the package. */
    values: { releaseNote: 'Release note' },
    photoCount: '%{smart_count} photo |||| %{smart_count} photos',
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
