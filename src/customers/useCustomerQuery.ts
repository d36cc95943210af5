import { useQuery } from '@tanstack/react-query';
import type { CustomerCalls } from '../../dataProvider/customers';
import { customerDeclaration, type CustomerActionName } from '../../resources/customers';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { useCustomerCalls } from './useCustomerCalls';

/** A call that reads by one id, answering `T`. */
type ReadById<T = unknown> = (id: number, signal?: AbortSignal) => Promise<{ data: T }>;

/** The customer calls that read by one id (the customer's or its account's). */
type DetailCall = {
  [K in keyof CustomerCalls]: CustomerCalls[K] extends ReadById ? K : never;
}[keyof CustomerCalls];

/**
 * A read of one customer's detail by one of the customer calls (dataProvider/customers.ts), cached
 * under `['customers', call, id]`. react-admin's refresh (after every write) invalidates it with the
 * rest, so the detail reloads what changed.
 */
export const useCustomerCall = <K extends DetailCall>(call: K, id: number) => {
  const read = useCustomerCalls()[call] as ReadById<Awaited<ReturnType<CustomerCalls[K]>>['data']>;
  return useQuery({
    queryKey: ['customers', call, id],
    queryFn: async ({ signal }) => (await read(id, signal)).data,
  });
};

/**
 * A read of the customer's action table (resources/customers.ts) that a screen lists or filters by
 * (the levels, supporters, countries, device types): through the generic provider, shared with the
 * form inputs offering the same read's rows.
 */
export const useCustomerRead = <T>(read: CustomerActionName) =>
  useDeclaredRead<T>(customerDeclaration.name, read);
