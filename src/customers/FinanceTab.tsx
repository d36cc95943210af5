import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import {
  customerListResources,
  vipHoldAmount,
  type CustomerInfo,
  type CustomerTransaction,
} from '../../dataProvider/customers';
import { CustomerActions } from './CustomerActions';
import { customerFieldLabel as label } from './customerFormFields';
import { Fact, Facts, SectionTitle } from './Facts';
import { useDateTimeFormat, useMoneyFormat } from './formatting';
import { PagedTable } from './PagedTable';
import { useCustomerWork } from './useCustomerCalls';
import { useDialogWorkflow } from './useDialogWorkflow';
import { WorkflowDialog } from './WorkflowDialog';

const financeActions = ['changeMaxBidLink'] as const;

/** What switching VIP bidding does to the balances, said before the user confirms. */
export const vipChange = (customer: Pick<CustomerInfo, 'cashAvailable' | 'cashFrozen'>, enable: boolean) => ({
  frozenAfter: customer.cashFrozen + (enable ? vipHoldAmount : -vipHoldAmount),
  short: enable && customer.cashAvailable < vipHoldAmount,
});

const VipBiddingDialogText = ({ customer, enable }: { customer: CustomerInfo; enable: boolean }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const { frozenAfter, short } = vipChange(customer, enable);
  const amounts = { amount: money(vipHoldAmount), frozenAfter: money(frozenAfter) };
  return (
    <>
      <Typography>
        {translate(
          enable ? 'kago.customers.finance.vipEnableText' : 'kago.customers.finance.vipDisableText',
          amounts,
        )}
      </Typography>
      {short && (
        <Typography color="warning.main" sx={{ mt: 1 }}>
          {translate('kago.customers.finance.vipShort', {
            available: money(customer.cashAvailable),
            amount: money(vipHoldAmount),
          })}
        </Typography>
      )}
    </>
  );
};

/**
 * Finance tab: balances, VIP bidding (enabling holds 2,000,000 of the available cash, disabling
 * returns it; the dialog says what the frozen cash becomes), bid status, transactions activation,
 * maximum auction bid links (the declared `changeMaxBidLink`, resources/customers.ts), and the paged transactions (`GetTransactions`).
 */
export const FinanceTab = ({ customer }: { customer: CustomerInfo }) => {
  const { calls, canWrite, done, run, busy } = useCustomerWork();
  const translate = useTranslate();
  const money = useMoneyFormat();
  const dateTime = useDateTimeFormat();
  const vip = useDialogWorkflow<{ enable: boolean }>();

  /** A one-click change: say it worked and reload, or show the server's message. */
  const change = (call: () => Promise<unknown>) => run(call, 'kago.customers.notify.updated');

  const switchVip = async (_values: unknown, data: { enable: boolean }) =>
    vip.submit(
      () => calls.setCustomerBidActive(customer.id, data.enable),
      () => done('kago.customers.notify.updated'),
    );

  const allowed = customer.bidStatus === 'allowed';
  const switches = [
    {
      key: 'bidActive',
      label: 'kago.customers.finance.vip',
      checked: customer.bidActive,
      onChange: () => void vip.open(async () => ({ enable: !customer.bidActive })),
    },
    {
      key: 'allowBid',
      label: 'kago.customers.finance.allowBid',
      checked: allowed,
      onChange: () => void change(() => calls.changeAllowBid(customer.id, !allowed)),
    },
    {
      key: 'tranActive',
      label: 'kago.customers.finance.tranActive',
      checked: customer.tranActive,
      onChange: () => void change(() => calls.setCustomerTranActive(customer.id, !customer.tranActive)),
    },
  ];

  const Col = DataTable.Col<CustomerTransaction>;
  return (
    <>
      <SectionTitle>kago.customers.finance.balances</SectionTitle>
      <Facts>
        <Fact label={label('cashAvailable')}>
          <span data-testid="cash-available">{money(customer.cashAvailable)}</span>
        </Fact>
        <Fact label={label('cashFrozen')}>
          <span data-testid="cash-frozen">{money(customer.cashFrozen)}</span>
        </Fact>
      </Facts>
      <SectionTitle>kago.customers.finance.bidding</SectionTitle>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {switches.map((item) => (
          <FormControlLabel
            key={item.key}
            control={<Switch checked={item.checked} onChange={item.onChange} disabled={!canWrite || busy} />}
            label={translate(item.label)}
          />
        ))}
      </Stack>
      <Facts>
        <Fact label={label('aucMaxBidLink')}>{customer.aucMaxBidLink}</Fact>
      </Facts>
      <CustomerActions customer={customer} names={financeActions} />
      <SectionTitle>kago.customers.finance.transactions</SectionTitle>
      <PagedTable resource={customerListResources.transactions} filter={{ customerId: customer.id }}>
        <Col
          source="type"
          label="kago.customers.finance.type"
          disableSort
          render={(row) => translate(`kago.customers.transactionTypes.${row.type}`)}
        />
        <Col
          source="amount"
          label="kago.customers.finance.amount"
          align="right"
          disableSort
          render={(row) => money(row.amount)}
        />
        <Col
          source="availableAfter"
          label="kago.customers.finance.availableAfter"
          align="right"
          disableSort
          render={(row) => money(row.availableAfter)}
        />
        <Col
          source="frozenAfter"
          label="kago.customers.finance.frozenAfter"
          align="right"
          disableSort
          render={(row) => money(row.frozenAfter)}
        />
        <Col source="note" label="kago.customers.fields.note" disableSort />
        <Col source="createdBy" label="kago.customers.finance.createdBy" disableSort />
        <Col
          source="createdAt"
          label="kago.customers.finance.createdAt"
          disableSort
          render={(row) => dateTime(row.createdAt)}
        />
      </PagedTable>
      <WorkflowDialog
        workflow={vip}
        title={translate(
          vip.state.data?.enable
            ? 'kago.customers.finance.vipEnableTitle'
            : 'kago.customers.finance.vipDisableTitle',
        )}
        onSubmit={switchVip}
        submitLabel="ra.action.confirm"
        resettable={false}
        maxWidth="sm"
      >
        {(data) => <VipBiddingDialogText customer={customer} enable={data.enable} />}
      </WorkflowDialog>
    </>
  );
};
