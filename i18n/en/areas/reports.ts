/** Messages of the report screens and the dashboard's late-order alerts, under `kago.reports`. */
export const reports = {
  backToReport: 'Back to %{report}',
  lateOrders: 'Late orders',
  lateOrdersHint: 'Orders breaking a rule of the business today, whatever the range: each opens its report.',
  lateBySourceAndStage: 'Late orders by source and stage',
  lateChartDescription: 'Late orders per source, one bar for each stage, stacked.',
  lateSince: '%{count} since %{date}',
  lateTrend: 'Late orders day by day',
  lateTrendDescription: 'For each day of the range, how many of the orders late today were already late.',
  noLateOrders: 'No order is late.',
  loadFailed: 'The late orders could not be counted.',
  totals: {
    totals: 'Totals',
    orders: 'Orders',
    totalVnd: 'Total (VND)',
    serviceFee: 'Service fees (VND)',
  },
};
