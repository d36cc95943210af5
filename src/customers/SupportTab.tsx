import type { CustomerInfo, SupportChange } from '../../dataProvider/customers';
import { CustomerActions } from './CustomerActions';
import { customerFieldLabel as label } from './labels';
import { Fact, Facts, SectionTitle } from './Facts';
import { useDateTimeFormat } from './formatting';
import { QueryState } from '../kit/QueryState';
import { QueryTableSection } from './SimpleTable';
import { useCustomerWork } from './useCustomerCalls';
import { useCustomerQuery } from './useCustomerQuery';

const supportActions = ['changeSupport'] as const;

/**
 * Support tab: the supporter and care-by employee (`GetEmployeeByAccountId`), changed by the
 * declared `changeSupport` (resources/customers.ts: `UpdateCareBy`, supporters from
 * `GetAllSupporters`, care-by among every employee), and the support history.
 */
export const SupportTab = ({ customer }: { customer: CustomerInfo }) => {
  const { calls } = useCustomerWork();
  const dateTime = useDateTimeFormat();
  const assigned = useCustomerQuery(['employees', customer.accountId], () =>
    calls.getEmployeeByAccountId(customer.accountId),
  );
  const history = useCustomerQuery(['supportHistory', customer.id], () =>
    calls.getSupportHistory(customer.id),
  );

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
        {({ supporter, careBy }) => (
          <>
            <Facts>
              <Fact label={label('supporterId')}>
                <span data-testid="supporter">{supporter?.name}</span>
              </Fact>
              <Fact label={label('careById')}>
                <span data-testid="care-by">{careBy?.name}</span>
              </Fact>
            </Facts>
            <CustomerActions customer={customer} names={supportActions} />
          </>
        )}
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
