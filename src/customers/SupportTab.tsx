import { useTranslate } from 'react-admin';
import type { CustomerInfo, SupportChange } from '../../dataProvider/customers';
import { CustomerActions } from './CustomerActions';
import { customerFieldLabel as label } from './labels';
import { Fact, Facts, SectionTitle } from './Facts';
import { useChangeColumns } from './changeColumns';
import { QueryState } from '../kit/QueryState';
import { QueryTableSection } from './QueryTableSection';
import { useCustomerCall } from './useCustomerQuery';

const supportActions = ['changeSupport'] as const;

/** A history row's role, named as the assignment above names it. */
const roleLabels = { supporter: label('supporterId'), careBy: label('careById') } as const;

/**
 * Support tab: the supporter and care-by employee (`GetEmployeeByAccountId`), changed by the
 * declared `changeSupport` (resources/customers.ts: `UpdateCareBy`, supporters from
 * `GetAllSupporters`, care-by among every employee), and the support history.
 */
export const SupportTab = ({ customer }: { customer: CustomerInfo }) => {
  const translate = useTranslate();
  const assigned = useCustomerCall('getEmployeeByAccountId', customer.accountId);
  const history = useCustomerCall('getSupportHistory', customer.id);

  // Each row is one role's change from one employee to another (server/customers/support.ts); an
  // empty side is nobody assigned.
  const change = useChangeColumns((row: SupportChange) => [row.fromEmployeeName, row.toEmployeeName]);
  const role = {
    label: 'kago.customers.support.role',
    render: (row: SupportChange) => translate(roleLabels[row.role]),
  };
  const historyColumns = [role, change.from, change.to, change.changedBy, change.changedAt];

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
