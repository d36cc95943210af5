import { useQuery } from '@tanstack/react-query';
import { customerDeclaration, type CustomerActionName } from '../../resources/customers';
import { useDeclaredRead } from '../generators/useDeclaredRead';

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

/**
 * A read of the customer's action table (resources/customers.ts) that a screen lists or filters by
 * (the levels, supporters, countries, device types): through the generic provider, shared with the
 * form inputs offering the same read's rows.
 */
export const useCustomerRead = <T>(read: CustomerActionName) =>
  useDeclaredRead<T>(customerDeclaration.name, read);
