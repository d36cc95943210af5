import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import { vipHoldAmount, type CustomerInfo } from '../../dataProvider/customers';
import { useMoneyFormat } from './formatting';

type Balances = Pick<CustomerInfo, 'bidActive' | 'cashAvailable' | 'cashFrozen'>;

/** What switching VIP bidding does to the balances, said before the user confirms. */
export const vipChange = (customer: Balances) => {
  const enable = !customer.bidActive;
  return {
    enable,
    frozenAfter: customer.cashFrozen + (enable ? vipHoldAmount : -vipHoldAmount),
    short: enable && customer.cashAvailable < vipHoldAmount,
  };
};

const VipBiddingText = ({ record }: { readonly record: RaRecord }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const customer = record as RaRecord & Balances;
  const { enable, frozenAfter, short } = vipChange(customer);
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
 * The confirmation of the customer's `switchVipBidding` (resources/customers.ts): enabling holds
 * 2,000,000 of the available cash and disabling returns it, so it says what the frozen cash becomes
 * and warns when the available cash is short (the server then refuses, and says so in the dialog).
 */
export const vipBiddingConfirmation = {
  title: (record: RaRecord) => ({
    key: vipChange(record as RaRecord & Balances).enable
      ? 'kago.customers.finance.vipEnableTitle'
      : 'kago.customers.finance.vipDisableTitle',
  }),
  Text: VipBiddingText,
};
