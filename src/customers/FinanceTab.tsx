import { DataTable, useTranslate } from 'react-admin';
import {
  customerListResources,
  type CustomerInfo,
  type CustomerTransaction,
} from '../../dataProvider/customers';
import { choiceLabelKey } from '../../resources/types';
import { CustomerActions } from './CustomerActions';
import { customerFieldLabel as label } from './labels';
import { Fact, Facts, SectionTitle } from './Facts';
import { useDateTimeFormat, useMoneyFormat } from './formatting';
import { PagedTable } from './PagedTable';

const switches = ['switchVipBidding', 'changeAllowBid', 'switchTransactions'] as const;
const financeActions = ['changeMaxBidLink'] as const;
/** A move's amount and the balances it left, in dong. */
const moneyColumns = ['amount', 'availableAfter', 'frozenAfter'] as const;

/**
 * Finance tab: balances; the switches of VIP bidding (enabling holds 2,000,000 of the available cash,
 * disabling returns it; its confirmation says what the frozen cash becomes), bid status and
 * transactions, and the maximum auction bid links, all declared actions (resources/customers.ts); and
 * the paged transactions (`GetTransactions`).
 */
export const FinanceTab = ({ customer }: { customer: CustomerInfo }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const dateTime = useDateTimeFormat();

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
      <CustomerActions customer={customer} names={switches} />
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
          source="status"
          label="resources.transactions.fields.status"
          disableSort
          render={(row) => translate(choiceLabelKey('transactions', 'status', row.status))}
        />
        {moneyColumns.map((source) => (
          <Col
            key={source}
            source={source}
            label={`kago.customers.finance.${source}`}
            align="right"
            disableSort
            render={(row) => money(row[source])}
          />
        ))}
        <Col source="note" label="kago.customers.fields.note" disableSort />
        <Col source="createdBy" label="kago.customers.finance.createdBy" disableSort />
        <Col
          source="createdAt"
          label="kago.customers.finance.createdAt"
          disableSort
          render={(row) => dateTime(row.createdAt)}
        />
      </PagedTable>
    </>
  );
};
