import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CustomerInfo, CustomerLevel, LevelChange } from '../../dataProvider/customers';
import { CustomerActions } from './CustomerActions';
import { SectionTitle } from './Facts';
import { useChangeColumns } from './changeColumns';
import { useMoneyFormat } from './formatting';
import { QueryState } from '../kit/QueryState';
import { SimpleTable } from '../kit/SimpleTable';
import { QueryTableSection } from './QueryTableSection';
import { useCustomerCall, useCustomerRead } from './useCustomerQuery';

const levelActions = ['changeLevel'] as const;

/**
 * Level tab: the current level and its history (`GetLevelByAccountId`), the level table
 * (`GetAllLevel`), and the declared `changeLevel` action (resources/customers.ts), which writes a
 * history row.
 */
export const LevelTab = ({ customer }: { customer: CustomerInfo }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const levels = useCustomerRead<CustomerLevel[]>('levels');
  const byAccount = useCustomerCall('getLevelByAccountId', customer.accountId);

  const levelColumns = [
    { label: 'kago.customers.level.code', render: (level: CustomerLevel) => level.code },
    { label: 'kago.customers.level.name', render: (level: CustomerLevel) => level.name },
    {
      label: 'kago.customers.level.minSpend',
      render: (level: CustomerLevel) => money(level.minSpend),
      align: 'right' as const,
    },
    {
      label: 'kago.customers.level.discountPercent',
      render: (level: CustomerLevel) => level.discountPercent,
      align: 'right' as const,
    },
  ];
  const change = useChangeColumns((row: LevelChange) => [row.fromLevelName, row.toLevelName]);
  const note = { label: 'kago.customers.fields.note', render: (row: LevelChange) => row.note };
  const historyColumns = [change.from, change.to, note, change.changedBy, change.changedAt];

  return (
    <>
      <SectionTitle>kago.customers.level.current</SectionTitle>
      <QueryState query={byAccount}>
        {({ level, history }) => (
          <>
            <Typography variant="h6" component="p" data-testid="current-level">
              {level?.name ?? translate('kago.customers.level.none')}
            </Typography>
            <CustomerActions customer={customer} names={levelActions} />
            <SectionTitle>kago.customers.level.history</SectionTitle>
            <SimpleTable
              rows={history}
              columns={historyColumns}
              label="kago.customers.level.history"
              empty="kago.customers.level.historyEmpty"
            />
          </>
        )}
      </QueryState>
      <QueryTableSection
        title="kago.customers.level.table"
        query={levels}
        columns={levelColumns}
        empty="kago.customers.level.tableEmpty"
      />
    </>
  );
};
