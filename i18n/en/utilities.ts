/** The utilities' texts (src/operations/Utilities.tsx): the key set vi and ja match. */
export const utilities = {
  title: 'Utilities',
  tabs: { calculator: 'Charge calculator', converter: 'Currency converter' },
  calculate: 'Calculate',
  convert: 'Convert',
  notComputable: 'The charge cannot be computed from these pieces and catalogues',
  notConvertible: 'These currencies have no rate to convert with',
  fields: { amount: 'Amount', fromCurrencyId: 'From currency', toCurrencyId: 'Into currency' },
  results: {
    actualKg: 'Actual weight (kg)',
    divisor: 'Volume divisor of the shipping method (cm³ per kg)',
    volumeKg: 'Volume weight (kg)',
    chargeableKg: 'Chargeable weight (kg)',
    ratePerKg: 'Rate of the charges group per kg',
    minimumFreight: 'Minimum freight of the charges group',
    freight: 'Freight',
    services: 'Added services',
    vat: 'VAT',
    total: 'Total',
    converted: 'Total in the chosen currency',
    amount: 'Amount',
  },
};
