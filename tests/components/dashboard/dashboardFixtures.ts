import { vi } from 'vitest';
import type { DashboardFigures, DashboardSupplier, DateRange } from '../../../dataProvider/dashboard';
import { orderSources, orderStages } from '../../../resources/orders/index';
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
  });
