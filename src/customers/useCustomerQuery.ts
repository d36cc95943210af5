import { useQuery } from '@tanstack/react-query';

/**
 * A read of one customer's detail, cached under `['customers', ...key]`. react-admin's refresh
 * (after every write) invalidates it with the rest, so the detail reloads what changed.
 */
export const useCustomerQuery = <T>(
  key: readonly unknown[],
  read: (signal: AbortSignal) => Promise<{ data: T }>,
  enabled = true,
) =>
  useQuery({
    queryKey: ['customers', ...key],
    queryFn: async ({ signal }) => (await read(signal)).data,
    enabled,
  });
