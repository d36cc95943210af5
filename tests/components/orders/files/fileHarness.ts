import type { RaRecord } from 'react-admin';
import { vi } from 'vitest';
import type { OrderFileCalls } from '../../../../dataProvider/orderFiles';
import { createMemoryDataProvider, type MemoryTables } from '../../../support/memoryDataProvider';

/** An order as the family lists answer it. */
export const listedOrder = (id: number, overrides: Partial<RaRecord> = {}): RaRecord => ({
  id,
  code: `ORD-${id}`,
  title: `Item ${id}`,
  source: 'ichiba',
  status: 'purchased',
  image: null,
  customerName: `Customer ${id}`,
  orderDate: `2025-03-0${id}T09:00:00Z`,
  price: 1000,
  total: 1200,
  version: 1,
  ...overrides,
});

/**
 * The in-memory provider with the order file calls as mocks (each test gives them their answers),
 * and the one order read the list makes (`GetSupplierActive`, for its supplier filter).
 */
export const fileProvider = (tables: MemoryTables, role: 'admin' | 'viewer' = 'admin') => {
  const provider = createMemoryDataProvider(tables, { role });
  const calls = {
    exportOrderList: vi.fn<OrderFileCalls['exportOrderList']>(),
    importOrderTracking: vi.fn<OrderFileCalls['importOrderTracking']>(),
    downloadOrderTrackingTemplate: vi.fn<OrderFileCalls['downloadOrderTrackingTemplate']>(),
  };
  return Object.assign(provider, calls, {
    orderRead: vi.fn(async () => ({ data: [] })),
  });
};

/**
 * What the browser was asked to save: `saveBlob` clicks a temporary link to an object URL, which
 * jsdom neither creates nor follows.
 */
export const captureSavedFiles = () => {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
};

/** A promise settled from outside: a transfer that is still running while the test looks at it. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

export const abortError = () => new DOMException('The request was aborted', 'AbortError');

// The admin with its full sidebar and a lazy list chunk renders slowly in jsdom.
export const slow = { timeout: 30_000 };
