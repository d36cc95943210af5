// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { ok, recordingAdapter, useTestConfig } from './recordingAdapter';
import { signIn } from './session';

const totals = { dateFrom: '2025-12-01', dateTo: '2025-12-31', byType: [], moneyIn: 0, moneyOut: 0, net: 0 };

describe('dashboard money calls: the paths and query names of 7.10', () => {
  beforeEach(() => {
    localStorage.clear();
    useTestConfig();
    signIn('token');
  });

  it('GetListTransaction sends the page, the range and the filters given, nothing else', async () => {
    const page = { dateFrom: '2025-12-01', dateTo: '2025-12-31', items: [], total: 0 };
    const { adapter, requests } = recordingAdapter(() => ok(page));
    const provider = createDataProvider(undefined, createHttpClient({ adapter }));
    expect(
      await provider.getDashboardTransactions({
        skip: 20,
        take: 10,
        dateFrom: '2025-12-01',
        dateTo: '2025-12-31',
        type: 'vipHold',
        customerId: 7,
      }),
    ).toEqual({ data: page });
    await provider.getDashboardTransactions({ skip: 0, take: 10 });
    expect(requests.map((request) => request.line)).toEqual([
      'GET /api/Dashboard/GetListTransaction?skip=20&take=10&dateFrom=2025-12-01&dateTo=2025-12-31&type=vipHold&customerId=7',
      'GET /api/Dashboard/GetListTransaction?skip=0&take=10',
    ]);
  });

  it('GetTotalAmount sends the range', async () => {
    const { adapter, requests } = recordingAdapter(() => ok(totals));
    const provider = createDataProvider(undefined, createHttpClient({ adapter }));
    expect(await provider.getTransactionTotals({ dateFrom: '2025-12-01', dateTo: '2025-12-31' })).toEqual({
      data: totals,
    });
    expect(requests.map((request) => request.line)).toEqual([
      'GET /api/Dashboard/GetTotalAmount?dateFrom=2025-12-01&dateTo=2025-12-31',
    ]);
  });
});
