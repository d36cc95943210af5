import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OrderActionDialog } from '../actions/OrderActionDialog';
import { listOf } from '../orderRecord';
import { RowsTable } from '../RowsTable';
import { useReadAboutOrder } from '../useOrderRead';
import { orderEmailFields } from '../../../../resources/orders/orderFields';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

interface EmailTemplate {
  to?: string;
  subject?: string;
  body?: string;
}

/** The dialog of the purchase e-mail, opened once the order's template (`GetTemplateEmail`) is read. */
const SendEmail = ({ family, order, onReload, onClose }: OrderTabProps & { onClose: () => void }) => {
  const template = useReadAboutOrder<EmailTemplate>(family, order.id, 'GetTemplateEmail');
  // Without a template (none, or it could not be read) the user writes the e-mail from scratch.
  if (template.isPending && !template.isError) return null;
  const { to, subject, body } = template.data ?? {};
  return (
    <OrderActionDialog
      family={family}
      order={order}
      action="SendEmailOrderPurchase"
      presets={{ to: to ?? null, subject: subject ?? null, body: body ?? null }}
      onClose={onClose}
      onReload={onReload}
    />
  );
};

/** The e-mails sent about the order, and sending the purchase e-mail (multipart, with attachments). */
export const EmailTab = (props: OrderTabProps) => {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const rows = listOf(props.order.emails).map((email) => ({
    ...email,
    attachments: listOf<{ name: string }>(email.attachments)
      .map((file) => file.name)
      .join(', '),
  }));
  return (
    <Section
      titleKey="kago.orderDetail.tabs.email"
      actions={
        props.writes.includes('SendEmailOrderPurchase') ? (
          <Button variant="outlined" onClick={() => setSending(true)}>
            {translate('kago.orders.actions.SendEmailOrderPurchase')}
          </Button>
        ) : null
      }
    >
      <RowsTable label={translate('kago.orderDetail.tabs.email')} rows={rows} columns={orderEmailFields} />
      {sending ? <SendEmail {...props} onClose={() => setSending(false)} /> : null}
    </Section>
  );
};
