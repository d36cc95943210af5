import { useQuery } from '@tanstack/react-query';
import type { CustomerCalls } from '../../dataProvider/customers';
import { useCustomerCalls } from './useCustomerCalls';

/** Lists that change rarely (levels, employees, countries, device types): fetched once per session. */
const lookupStaleTime = 5 * 60_000;

type LookupName =
  'getCustomerLevels' | 'getSupporters' | 'getAllEmployees' | 'getCustomerCountries' | 'getDeviceTypes';

type LookupData<Name extends LookupName> = Awaited<ReturnType<CustomerCalls[Name]>>['data'];

/** One lookup list of the customer calls, cached under its call's name. */
export const useCustomerLookup = <Name extends LookupName>(name: Name) => {
  const calls = useCustomerCalls();
  return useQuery({
    queryKey: ['customers', 'lookup', name],
    queryFn: async (): Promise<LookupData<Name>> => (await calls[name]()).data as LookupData<Name>,
    staleTime: lookupStaleTime,
  });
};
