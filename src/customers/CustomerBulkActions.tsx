import DeleteIcon from '@mui/icons-material/Delete';
import GavelIcon from '@mui/icons-material/Gavel';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useListContext, useTranslate } from 'react-admin';
import { customerDeclaration } from '../../resources/customers';
import { useCustomerWork, type CustomerDataProvider } from './useCustomerCalls';

interface BulkCallButtonProps {
  label: string;
  icon: ReactElement;
  /** The call over the selected ids. */
  run: (calls: CustomerDataProvider, ids: number[]) => Promise<unknown>;
  success: string;
  /** Asks first (title, text) when set. */
  confirm?: { title: string; content: string };
}

/** One bulk call over the selected customers: confirm if asked, call, say so, reload the grid. */
const BulkCallButton = ({ label, icon, run: call, success, confirm }: BulkCallButtonProps) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { calls, run, busy } = useCustomerWork();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const count = selectedIds.length;

  const go = async () => {
    setAsking(false);
    if (await run(() => call(calls, selectedIds.map(Number)), success, { smart_count: count }))
      onUnselectItems();
  };

  return (
    <>
      <Button label={label} onClick={() => (confirm ? setAsking(true) : void go())} disabled={busy}>
        {icon}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          title={confirm.title}
          content={translate(confirm.content, { smart_count: count })}
          onConfirm={() => void go()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};

/** The switches of the chosen customers, VIP bidding and transactions: a button on, a button off. */
const switches = [
  {
    on: 'kago.customers.list.bidOn',
    off: 'kago.customers.list.bidOff',
    Icon: GavelIcon,
    set: 'setCustomersBidActive',
  },
  {
    on: 'kago.customers.list.tranOn',
    off: 'kago.customers.list.tranOff',
    Icon: PaymentsIcon,
    set: 'setCustomersTranActive',
  },
] as const;

/** Bulk actions of the customer list: VIP bidding and transactions on or off, delete. */
export const CustomerBulkActions = () => (
  <>
    {switches.flatMap(({ on, off, Icon, set }) =>
      [true, false].map((active) => (
        <BulkCallButton
          key={active ? on : off}
          label={active ? on : off}
          icon={active ? <Icon /> : <Icon color="disabled" />}
          run={(calls, ids) => calls[set](ids, active)}
          success="kago.customers.notify.updated"
        />
      )),
    )}
    <BulkCallButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      run={(calls, ids) => calls.deleteMany(customerDeclaration.name, { ids })}
      success="kago.customers.notify.deleted"
      confirm={{ title: 'kago.customers.list.deleteTitle', content: 'kago.customers.list.deleteConfirm' }}
    />
  </>
);
