import { useTranslate } from 'react-admin';
import type { CustomerInfo, CustomerNotification } from '../../dataProvider/customers';
import { customerFieldLabel as label } from './labels';
import { CustomerActions } from './CustomerActions';
import { useDateTimeFormat } from './formatting';
import { QueryTableSection } from './QueryTableSection';
import { useCustomerCall } from './useCustomerQuery';

const notifyActions = ['sendWebNotify', 'sendMail'] as const;

/**
 * Notifications tab: web and e-mail notifications of the customer's account (`GetWebNotify`,
 * `GetEmailNotify`), and the declared actions that send them (resources/customers.ts: `AddWebNotify`,
 * `SendMail` as multipart with attachments).
 */
export const NotificationsTab = ({ customer }: { customer: CustomerInfo }) => {
  const translate = useTranslate();
  const dateTime = useDateTimeFormat();
  const web = useCustomerCall('getWebNotifications', customer.accountId);
  const email = useCustomerCall('getEmailNotifications', customer.accountId);
  const columns = (subject: 'title' | 'subject') => [
    { label: label(subject), render: (row: CustomerNotification) => row[subject] },
    {
      label: 'kago.customers.notifications.channel',
      render: (row: CustomerNotification) => translate(`kago.customers.channels.${row.type}`),
    },
    {
      label: 'kago.customers.notifications.status',
      render: (row: CustomerNotification) => translate(`kago.customers.notificationStatuses.${row.status}`),
    },
    ...(subject === 'subject'
      ? [
          { label: label('cc'), render: (row: CustomerNotification) => row.cc },
          {
            label: label('attachments'),
            render: (row: CustomerNotification) => row.attachments.map((file) => file.name).join(', '),
          },
        ]
      : [{ label: label('link'), render: (row: CustomerNotification) => row.link }]),
    { label: 'kago.customers.finance.createdBy', render: (row: CustomerNotification) => row.createdBy },
    {
      label: 'kago.customers.notifications.createdAt',
      render: (row: CustomerNotification) => dateTime(row.createdAt),
    },
  ];

  return (
    <>
      <CustomerActions customer={customer} names={notifyActions} />
      <QueryTableSection
        title="kago.customers.notifications.web"
        query={web}
        columns={columns('title')}
        empty="kago.customers.notifications.empty"
      />
      <QueryTableSection
        title="kago.customers.notifications.email"
        query={email}
        columns={columns('subject')}
        empty="kago.customers.notifications.empty"
      />
    </>
  );
};
