/** Labels of goods release notes (resources/releaseNotes.ts): the key set vi and ja match. */
export const releaseNoteLabels = {
  name: 'Release note |||| Release notes',
  fields: {
    code: 'Note number',
    recipientType: 'Released to',
    customerCode: 'Customer',
    receiverName: 'Taken by',
    receiverPhone: 'Phone of the person taking them',
    packageCodes: 'Packages',
    orderCodes: 'Orders',
    packageCount: 'Packages',
    domesticShippingFee: 'Fee',
    shipmentCode: 'Shipment code',
    domesticCarrier: 'Carrier',
    deliveryDate: 'Delivery date',
    deliveryAddress: 'Delivery address',
    shipmentNote: 'Shipment note',
    photos: 'Photos of the signed note',
    releasedBy: 'Released by',
    releasedAt: 'Released on',
  },
  choices: {
    recipientType: { customer: 'Customer (collects them)', carrier: 'Carrier (takes them on)' },
  },
  actions: {
    packages: { label: 'Packages on the note', confirm: 'Load the packages of this note?' },
    updateOrders: {
      label: 'Add packages',
      confirm:
        'Release the new packages on this note? They leave storage and their orders go out for delivery.',
    },
    updateDomesticShippingFee: { label: 'Fee', confirm: 'Save the fee?' },
    updatePhotos: { label: 'Photos of the signed note', confirm: 'Save the photos?' },
    updateShipment: { label: 'Receiver and shipment', confirm: 'Save the receiver and shipment?' },
  },
};

/** The release note detail's own texts (src/packages/ReleaseNoteShow.tsx): the key set vi and ja match. */
export const releaseNotes = {
  tabs: { summary: 'Release note', packages: 'Packages', shipment: 'Shipment', photos: 'Photos' },
  packages: {
    code: 'Package code',
    status: 'Package status',
    weight: 'Weight (g)',
    orders: 'Orders',
    empty: 'No packages on this note.',
  },
  print: 'Print (PDF)',
  printing: 'Preparing the PDF…',
  photosEmpty: 'No photos of the signed note yet.',
};
