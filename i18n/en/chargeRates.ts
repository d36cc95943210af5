/** Labels of a charges group's rates by delivery time (resources/chargeRates.ts): vi and ja match. */
export const chargeRateLabels = {
  name: 'Rate by delivery time |||| Rates by delivery time',
  fields: {
    chargesGroupId: 'Charges group',
    deliveryTimeId: 'Delivery time',
    ratePerKg: 'Rate per chargeable kg (VND)',
    minimumFreight: 'Minimum freight (VND)',
  },
  actions: {
    deliveryTimes: { label: 'Delivery times', confirm: 'Load the delivery times?' },
  },
};

/** The texts of the charges group's detail and of the rate a charge applies: vi and ja match. */
export const chargeRates = {
  tabs: { group: 'Charges group', rates: 'Rates by delivery time' },
  empty:
    'No rate of its own for any delivery time: every delivery time is charged at the standard rate of this group.',
  source: {
    deliveryTime: 'The rate of this group for %{name}',
    standard: 'The standard rate of this group (none of its own for this delivery time)',
  },
  rateSources: { deliveryTime: 'Rate of the delivery time', standard: 'Standard rate of the group' },
};
