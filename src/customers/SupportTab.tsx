import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, Form, useTranslate } from 'react-admin';
import type { CustomerInfo, Employee, SupportChange } from '../../dataProvider/customers';
import { customerFieldLabel as label } from './customerFormFields';
import { ErrorAlert } from '../kit/ErrorAlert';
import { Fact, Facts, SectionTitle } from './Facts';
import { useDateTimeFormat } from './formatting';
import { QueryState } from '../kit/QueryState';
import { QueryTableSection } from './SimpleTable';
import { useCustomerCalls, useCustomerWork } from './useCustomerCalls';
import { useCustomerLookup } from './useCustomerLookups';
import { useCustomerQuery } from './useCustomerQuery';
import { fieldErrorsOf } from '../kit/ErrorAlert';

/** How many employees the care-by search shows for what is typed (`GetEmployeePaging`). */
const employeeSearchSize = 20;

/** Care-by choices: the employees matching what is typed, plus the current one so it shows. */
const CareByInput = ({ current }: { current: Employee | null }) => {
  const calls = useCustomerCalls();
  const [keyword, setKeyword] = useState('');
  const page = useQuery({
    queryKey: ['customers', 'employeePage', keyword],
    queryFn: async () => (await calls.getEmployeePage({ skip: 0, take: employeeSearchSize, keyword })).data,
  });
  const found = page.data?.items ?? [];
  const choices =
    current && !found.some((employee) => employee.id === current.id) ? [current, ...found] : found;
  return (
    <AutocompleteInput
      source="careById"
      label={label('careById')}
      choices={choices}
      isPending={page.isPending}
      setFilter={setKeyword}
      filterToQuery={(text) => ({ q: text })}
    />
  );
};

/**
 * Support tab: the supporter and care-by employee (`GetEmployeeByAccountId`), changed through
 * `UpdateCareBy` (supporters from `GetAllSupporters`, care-by searched with `GetEmployeePaging`),
 * and the support history.
 */
export const SupportTab = ({ customer }: { customer: CustomerInfo }) => {
  const { calls, canWrite, done } = useCustomerWork();
  const translate = useTranslate();
  const dateTime = useDateTimeFormat();
  const supporters = useCustomerLookup('getSupporters');
  const assigned = useCustomerQuery(['employees', customer.accountId], () =>
    calls.getEmployeeByAccountId(customer.accountId),
  );
  const history = useCustomerQuery(['supportHistory', customer.id], () =>
    calls.getSupportHistory(customer.id),
  );
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      await calls.updateCareBy({
        customerId: customer.id,
        version: customer.version,
        supporterId: values.supporterId == null ? null : Number(values.supporterId),
        careById: values.careById == null ? null : Number(values.careById),
      });
      done('kago.customers.notify.updated');
      return undefined;
    } catch (failure) {
      setError(failure);
      return fieldErrorsOf(failure);
    } finally {
      setSaving(false);
    }
  };

  const historyColumns = [
    { label: label('supporterName'), render: (row: SupportChange) => row.supporterName },
    { label: label('careByName'), render: (row: SupportChange) => row.careByName },
    { label: label('note'), render: (row: SupportChange) => row.note },
    { label: 'kago.customers.support.changedBy', render: (row: SupportChange) => row.changedBy },
    { label: 'kago.customers.support.changedAt', render: (row: SupportChange) => dateTime(row.changedAt) },
  ];

  return (
    <>
      <SectionTitle>kago.customers.support.assignment</SectionTitle>
      <QueryState query={assigned}>
        {({ supporter, careBy }) =>
          canWrite ? (
            <Form
              record={{ id: customer.id, supporterId: supporter?.id ?? null, careById: careBy?.id ?? null }}
              onSubmit={save}
            >
              <ErrorAlert error={error} />
              <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <AutocompleteInput
                  source="supporterId"
                  label={label('supporterId')}
                  choices={supporters.data ?? []}
                  isPending={supporters.isPending}
                />
                <CareByInput current={careBy} />
              </Box>
              <Button type="submit" startIcon={<SaveIcon />} disabled={saving}>
                {translate('kago.customers.support.save')}
              </Button>
            </Form>
          ) : (
            <Facts>
              <Fact label={label('supporterId')}>{supporter?.name}</Fact>
              <Fact label={label('careById')}>{careBy?.name}</Fact>
            </Facts>
          )
        }
      </QueryState>
      <QueryTableSection
        title="kago.customers.support.history"
        query={history}
        columns={historyColumns}
        empty="kago.customers.support.historyEmpty"
      />
    </>
  );
};
