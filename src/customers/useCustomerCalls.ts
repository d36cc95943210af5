import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRefresh } from 'react-admin';
import type { CustomerCalls } from '../../dataProvider/customers';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import { hasRight } from '../../contract/access';
import { failureMessage } from '../kit/ErrorAlert';

/**
 * The data provider: the generic one's standard calls (dataProvider/resourceProvider.ts) and the
 * customer calls beside them (dataProvider/customers.ts).
 */
export type CustomerDataProvider = ResourceProvider & CustomerCalls;

export const useCustomerCalls = () => useDataProvider<CustomerDataProvider>();

/**
 * Whether the user may change customers: the `customers` area of the one access table the API
 * enforces (a purchaser writes orders, yet only reads customers), so no button offers a 403.
 */
export const useCanWriteCustomers = () => {
  const { permissions } = usePermissions<unknown>();
  return Array.isArray(permissions) && hasRight(permissions as string[], 'write', 'customers');
};

/**
 * What every customer screen does around a call: `done` says it worked (a message key) and reloads
 * what the page shows; `failed` shows the server's message (which customers are short of cash,
 * which have orders); `run` does one or the other around one call, `busy` while it runs, and
 * answers whether it worked.
 */
export const useCustomerWork = () => {
  const calls = useCustomerCalls();
  const canWrite = useCanWriteCustomers();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const done = (message: string, messageArgs?: Record<string, unknown>) => {
    notify(message, { type: 'success', messageArgs });
    refresh();
  };
  const failed = (error: unknown) => notify(failureMessage(error), { type: 'error' });
  const run = async (
    call: () => Promise<unknown>,
    message: string,
    messageArgs?: Record<string, unknown>,
  ) => {
    setBusy(true);
    try {
      await call();
      done(message, messageArgs);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { calls, canWrite, done, failed, run, busy };
};
