import { vi } from 'vitest';
import { transactionTypes } from '../../../dataProvider/customers';
import type {
  DashboardFigures,
  DashboardSupplier,
  DashboardTransaction,
  DateRange,
  TransactionQuery,
  TransactionTotals,
} from '../../../dataProvider/dashboard';
import { orderSources, orderStages } from '../../../resources/orders/index';
import type { LateReportCounts } from '../../../contract/reports';
import { lateOrderRules, lateReportKeys } from '../../../resources/lateOrderRules';
import { catalogueTables } from '../../support/catalogueFixtures';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';

export const december: DateRange = { dateFrom: '2025-12-01', dateTo: '2025-12-31' };

/** Figures whose every count is different, so a wrong cell cannot pass for a right one. */
export const figuresOf = (range: DateRange = december): DashboardFigures => {
  const byStageAndSource = orderStages.flatMap((stage, stageIndex) =>
    orderSources.map((source, sourceIndex) => ({
      stage: stage.key,
      source: source.key,
      count: 100 * (stageIndex + 1) + sourceIndex,
    })),
  );
  const sum = (cells: typeof byStageAndSource) => cells.reduce((total, { count }) => total + count, 0);
  return {
    ...range,
    byStage: orderStages.map(({ key }) => ({
      stage: key,
      count: sum(byStageAndSource.filter((cell) => cell.stage === key)),
    })),
    bySource: orderSources.map(({ key }) => ({
      source: key,
      count: sum(byStageAndSource.filter((cell) => cell.source === key)),
    })),
    byStageAndSource,
    todayPurchases: { date: range.dateTo, count: 7, amount: 12_345_678 },
    purchasesByDay: [
      { date: range.dateFrom, count: 3, amount: 1_000_000 },
      { date: range.dateTo, count: 7, amount: 12_345_678 },
    ],
  };
};

export const suppliers: DashboardSupplier[] = [
  { id: 1, code: 'KAGO-CARD-01', name: 'Kago company card (Mitsui)', active: true, orderCount: 42 },
  { id: 10, code: 'KAGO-OLD-CARD', name: 'Retired company card', active: false, orderCount: 3 },
];

/** Totals whose every figure is different; the range is the one asked for, else the fixtures' month. */
export const totalsOf = (range: DateRange = december): TransactionTotals => ({
  ...range,
  byType: transactionTypes.map((type, index) => ({
    type,
    count: 10 + index,
    amount: 1_000_000 * (index + 1),
  })),
  moneyIn: 5_000_000,
  moneyOut: 5_000_000,
  net: 0,
  cashAvailable: 987_654_321,
  cashFrozen: 24_000_000,
});

/** 23 moves, newest first, alternating deposits and payments of two customers. */
export const transactions: DashboardTransaction[] = Array.from({ length: 23 }, (_, index) => ({
  id: 100 - index,
  customerId: index % 2 === 0 ? 7 : 8,
  customerCode: index % 2 === 0 ? 'C000007' : 'C000008',
  customerName: index % 2 === 0 ? 'Nguyen An' : 'Tran Binh',
  type: index % 2 === 0 ? 'deposit' : 'payment',
  status: 'success',
  amount: 100_000 * (index + 1),
  availableAfter: 5_000_000,
  frozenAfter: 0,
  note: `Move ${index + 1}`,
  createdBy: 'accountant',
  createdAt: new Date(Date.UTC(2025, 11, 31, 12) - index * 3_600_000).toISOString(),
}));

/** Each report's count different (11, 12, 13, 14); the late orders in two sources and two stages. */
export const lateCounts: LateReportCounts = {
  reports: lateReportKeys.map((key, index) => ({
    report: key,
    name: lateOrderRules[key].name,
    total: 11 + index,
    bySource: [],
    byStatus: [],
    // Late before the range for half of them, the rest on its last days.
    byLateDay: [
      { lateDay: '2025-11-01', count: 5 + index },
      { lateDay: '2025-12-30', count: 6 },
    ],
  })),
  lateOrders: [
    { source: 'ichiba', status: 'purchased', count: 5 },
    { source: 'mercari', status: 'inStorage', count: 9 },
  ],
};

const rangeOrDecember = (range: Partial<DateRange>): DateRange =>
  range.dateFrom && range.dateTo ? { dateFrom: range.dateFrom, dateTo: range.dateTo } : december;

/** The in-memory provider plus the dashboard calls, each a `vi.fn` the tests read. */
export const dashboardDataProvider = (role: 'admin' | 'viewer' = 'admin') =>
  Object.assign(createMemoryDataProvider(catalogueTables(), { role }), {
    getDashboardFigures: vi.fn(async (range: Partial<DateRange>) => ({
      data: figuresOf(range.dateFrom && range.dateTo ? (range as DateRange) : december),
    })),
    getSuppliersByAccount: vi.fn(async () => ({ data: suppliers })),
    getSuppliersByKeyword: vi.fn(async (keyword: string) => ({
      data: suppliers.filter((supplier) => supplier.code.toLowerCase().includes(keyword.toLowerCase())),
    })),
    getAllSuppliers: vi.fn(async () => ({ data: suppliers })),
    // The late-order reports' counts (GetCountAllReportTracking).
    getLateOrderCounts: vi.fn(async () => ({ data: lateCounts })),
    getTransactionTotals: vi.fn(async (range: Partial<DateRange>) => ({
      data: totalsOf(rangeOrDecember(range)),
    })),
    getDashboardTransactions: vi.fn(async ({ skip = 0, take = 25, type, ...range }: TransactionQuery) => {
      const matching = transactions.filter((each) => !type || each.type === type);
      return {
        data: {
          ...rangeOrDecember(range),
          items: matching.slice(skip, skip + take),
          total: matching.length,
          totalIsEstimate: false,
        },
      };
    }),
  });
