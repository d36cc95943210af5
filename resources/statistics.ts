import { field, oneOf, operation } from './fields';
import { reportArea } from './lateOrderRules';
import { orderSourceKeys } from './orders/index';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/**
 * The second menu's statistics and reports (issue 33): orders and their service fees per day, week or
 * month of their order date, split by source or by stage, drawn as a chart with the table beside it
 * (src/reports/OrderStatistics.tsx). The seed names no call for them: `Statistics/GetOrderStatistics`
 * is ours, summed by the server (server/reports/orderStatistics.ts). `statistics` opens it split by
 * source, the menu's `reports` (a preset route) split by stage. Admin and accounting read it (area
 * `reports`, as the late-order reports).
 */

/** How the order dates are bucketed: calendar days, weeks starting on Monday, or months (UTC). */
export const statisticsPeriods = ['day', 'week', 'month'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

/** What each period's orders are split by. */
export const statisticsGroups = ['source', 'stage'] as const;
export type StatisticsGroup = (typeof statisticsGroups)[number];

/** A year of days at most, as the dashboard's range. */
export const maxStatisticsDays = 366;

/** The query the read takes: the range of order dates (default: the last 30 days), bucket, split. */
export const statisticsInputs: readonly FieldDeclaration[] = [
  field('orderDateFrom', 'date'),
  field('orderDateTo', 'date'),
  oneOf('period', statisticsPeriods, { defaultValue: 'day' }),
  oneOf('groupBy', statisticsGroups, { defaultValue: 'source' }),
  oneOf('source', orderSourceKeys, { choiceLabels: 'kago.orderSource' }),
];

export const statisticsActions = [
  {
    name: 'GetOrderStatistics',
    operation: operation('GetOrderStatistics'),
    // The screen's one read, offered as no button.
    places: [],
    inputs: statisticsInputs,
    scope: 'resource',
    right: 'read',
  },
] as const satisfies readonly ActionDeclaration[];

/** One cell: the orders of a group (a source or a stage) in a period, and their service fees in dong. */
export interface StatisticsCell {
  group: string;
  count: number;
  serviceFee: number;
}

/** What `GetOrderStatistics` answers: every period of the range (empty ones too), and the totals. */
export interface OrderStatistics {
  dateFrom: string;
  dateTo: string;
  period: StatisticsPeriod;
  groupBy: StatisticsGroup;
  /** The groups in their order (the sources' or the stages'). */
  groups: string[];
  /** Each period's first and last day inside the range, its cells and its sums. */
  periods: { dateFrom: string; dateTo: string; cells: StatisticsCell[]; count: number; serviceFee: number }[];
  totals: StatisticsCell[];
  count: number;
  serviceFee: number;
}

export const statisticsDeclaration: ResourceDeclaration = {
  name: 'statistics',
  path: 'Statistics',
  api: 'master',
  computed: true,
  operations: {},
  access: { area: reportArea },
  icon: 'Assessment',
  // The fields name what the screen shows (its filters and its table's columns), for their labels.
  fields: [
    field('orderDate', 'date', { rangeFilter: true, filter: true }),
    oneOf('period', statisticsPeriods, { filter: true }),
    oneOf('groupBy', statisticsGroups, { filter: true }),
    oneOf('source', orderSourceKeys, { choiceLabels: 'kago.orderSource', filter: true }),
    field('count', 'number', { integer: true }),
    field('serviceFee', 'money'),
  ],
  actions: statisticsActions,
  presetRoutes: { reports: { groupBy: 'stage' } },
  ui: { views: { list: 'orderStatistics' } },
};
