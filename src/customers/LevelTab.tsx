import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import type { CustomerInfo, CustomerLevel, LevelChange } from '../../dataProvider/customers';
import { customerDeclaration, customerField } from '../../resources/customers';
import { customerFieldLabel } from './customerFormFields';
import { SectionTitle } from './Facts';
import { useDateTimeFormat, useMoneyFormat } from './formatting';
import { QueryState } from '../kit/QueryState';
import { QueryTableSection, SimpleTable } from './SimpleTable';
import { useCustomerWork } from './useCustomerCalls';
import { useCustomerLookup } from './useCustomerLookups';
import { useCustomerQuery } from './useCustomerQuery';
import { useFieldValidators } from '../generators/useFieldValidators';
import { useDialogWorkflow } from './useDialogWorkflow';
import { WorkflowDialog } from './WorkflowDialog';

const levelField = customerField('levelId', { required: true });

interface LevelChoice {
  levelId: number | null;
  note?: string;
}

/**
 * Level tab: the current level and its history (`GetLevelByAccountId`), the level table
 * (`GetAllLevel`), and the change-level dialog (`UpdateLevelCustomer`, which writes a history row).
 */
export const LevelTab = ({ customer }: { customer: CustomerInfo }) => {
  const { calls, canWrite, done } = useCustomerWork();
  const translate = useTranslate();
  const money = useMoneyFormat();
  const dateTime = useDateTimeFormat();
  const levels = useCustomerLookup('getCustomerLevels');
  const byAccount = useCustomerQuery(['level', customer.accountId], () =>
    calls.getLevelByAccountId(customer.accountId),
  );
  const workflow = useDialogWorkflow<LevelChoice>();
  const levelValidate = useFieldValidators(customerDeclaration.name, levelField);

  const save = (values: Record<string, unknown>) =>
    workflow.submit(
      () =>
        calls.updateCustomerLevel({
          customerId: customer.id,
          version: customer.version,
          levelId: Number(values.levelId),
          note: typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined,
        }),
      () => done('kago.customers.notify.levelChanged'),
    );

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
  const historyColumns = [
    { label: 'kago.customers.level.from', render: (change: LevelChange) => change.fromLevelName ?? '—' },
    { label: 'kago.customers.level.to', render: (change: LevelChange) => change.toLevelName },
    { label: 'kago.customers.fields.note', render: (change: LevelChange) => change.note },
    { label: 'kago.customers.level.changedBy', render: (change: LevelChange) => change.changedBy },
    { label: 'kago.customers.level.changedAt', render: (change: LevelChange) => dateTime(change.changedAt) },
  ];

  return (
    <>
      <SectionTitle>kago.customers.level.current</SectionTitle>
      <QueryState query={byAccount}>
        {({ level, history }) => (
          <>
            <Typography variant="h6" component="p" data-testid="current-level">
              {level?.name ?? translate('kago.customers.level.none')}
            </Typography>
            {canWrite && (
              <Button
                startIcon={<TrendingUpIcon />}
                onClick={() => void workflow.open(async () => ({ levelId: level?.id ?? customer.levelId }))}
              >
                {translate('kago.customers.level.change')}
              </Button>
            )}
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
      <WorkflowDialog
        workflow={workflow}
        title={translate('kago.customers.level.changeTitle', { code: customer.customerCode })}
        onSubmit={save}
        maxWidth="xs"
      >
        {() => (
          <>
            <SelectInput
              source="levelId"
              label={customerFieldLabel('levelId')}
              choices={levels.data ?? []}
              validate={levelValidate}
              fullWidth
            />
            <TextInput source="note" label={customerFieldLabel('note')} multiline fullWidth />
          </>
        )}
      </WorkflowDialog>
    </>
  );
};
