/**
 * What the reference server says about goods release notes (server/releaseNotes/rules.ts) and what
 * their printed note reads (server/releaseNotes/pdf.ts): the key set vi and ja match.
 */
export const releaseNoteServer = {
  noPackages: 'Name at least one package to release',
  noNewPackages: 'Name the packages to add to this note',
  tooManyPackages: 'At most %{max} packages on one note',
  packagesNotFound: 'No package has the code %{codes}',
  packagesNotInStorage: 'Not in storage, so not released: %{codes}',
  packagesOfSeveralCustomers: 'The packages belong to several customers: one note is for one customer',
  packagesOfAnotherCustomer: 'Not customer %{customer}’s packages: %{codes}',
  packagesStayReleased: 'A released package stays on its note: %{codes}',
  carrierRequired: 'A note to a carrier names the carrier',
  pdf: {
    title: 'Goods release note',
    orders: 'Orders',
    total: 'Packages released: %{count}',
    warehouseSignature: 'Released by (warehouse)',
    receiverSignature: 'Received by',
  },
};
