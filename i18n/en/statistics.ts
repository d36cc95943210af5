/** Labels of the statistics screen (resources/statistics.ts): the key set vi and ja match. */
export const statisticsLabels = {
  name: 'Statistics |||| Statistics',
  fields: {
    orderDate: 'Order date',
    orderDateFrom: 'Order date from',
    orderDateTo: 'Order date to',
    period: 'Per',
    groupBy: 'Split by',
    source: 'Source',
    count: 'Orders',
    serviceFee: 'Service fees (VND)',
  },
  choices: {
    period: { day: 'Day', week: 'Week', month: 'Month' },
    groupBy: { source: 'Source', stage: 'Stage' },
  },
  actions: { GetOrderStatistics: { label: 'Statistics', confirm: 'Statistics' } },
};

/** The statistics screen's own texts (`kago.statistics`). */
export const statistics = {
  reportsTitle: 'Order reports',
  allSources: 'All sources',
  period: 'Period',
  total: 'Total',
  ordersChart: 'Orders per %{period}',
  feesChart: 'Service fees per %{period} (VND)',
  chartDescription:
    'Stacked by %{groupBy}; the table beside it gives the same figures, each opening its orders.',
  byGroup: 'Per %{groupBy} over the range',
  cellLink: '%{count} orders, %{group}, %{range}: open the list',
  loadFailed: 'The statistics could not be loaded.',
};
