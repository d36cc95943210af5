import EmailIcon from '@mui/icons-material/Email';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FileField, FileInput, TextInput, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import type { CustomerInfo, CustomerNotification } from '../../dataProvider/customers';
import {
  customerDeclaration,
  mailNotificationFields,
  webNotificationFields,
} from '../../resources/customers';
import type { FieldDeclaration } from '../../resources/types';
import { customerFieldLabel as label } from './customerFormFields';
import { useDateTimeFormat } from './formatting';
import { QueryTableSection } from './SimpleTable';
import { useCustomerWork } from './useCustomerCalls';
import { useCustomerQuery } from './useCustomerQuery';
import { useFieldValidators } from '../generators/useFieldValidators';
import { useDialogWorkflow } from './useDialogWorkflow';
import { WorkflowDialog } from './WorkflowDialog';
import { mailAttachmentLimits } from '../../contract/mail';

/** Each attachment at most what any e-mail may carry (contract/mail.ts). */
export const attachmentMaxBytes = mailAttachmentLimits.maxBytes;

type Kind = 'web' | 'email';

/** A text input of a notification form with its generated validators. */
const NotifyText = ({ declaration, multiline }: { declaration: FieldDeclaration; multiline?: boolean }) => {
  const validate = useFieldValidators(customerDeclaration.name, declaration);
  return (
    <TextInput
      source={declaration.source}
      label={label(declaration.source)}
      validate={validate}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      fullWidth
    />
  );
};

/** The forms' fields, with the rules the server applies (resources/customers.ts). */
const byName = (fields: readonly FieldDeclaration[]) =>
  Object.fromEntries(fields.map((each) => [each.source, each])) as Record<string, FieldDeclaration>;
const webFields = byName(webNotificationFields);
const emailFields = byName(mailNotificationFields);

interface AttachmentValue {
  rawFile: File;
  title?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The seed: a failed e-mail or web notification post shows 'common.notify.error'. Field errors
 * still land on their fields.
 */
const asNotifyError = (error: unknown) =>
  new HttpError('common.notify.error', error instanceof HttpError ? error.status : 400, {
    errors: error instanceof HttpError ? ((error.body as { errors?: object } | undefined)?.errors ?? {}) : {},
  });

/**
 * Notifications tab: web and e-mail notifications of the customer's account (`GetWebNotify`,
 * `GetEmailNotify`), and the dialogs that send them (`AddWebNotify` with `CustomerId`, `SendMail`
 * as multipart with attachments).
 */
export const NotificationsTab = ({ customer }: { customer: CustomerInfo }) => {
  const { calls, canWrite, done } = useCustomerWork();
  const translate = useTranslate();
  const dateTime = useDateTimeFormat();
  const web = useCustomerQuery(['webNotify', customer.accountId], () =>
    calls.getWebNotifications(customer.accountId),
  );
  const email = useCustomerQuery(['emailNotify', customer.accountId], () =>
    calls.getEmailNotifications(customer.accountId),
  );
  const workflow = useDialogWorkflow<{ kind: Kind }>();
  const kind = workflow.state.data?.kind ?? 'web';

  const send = (values: Record<string, unknown>, data: { kind: Kind }) =>
    workflow.submit(
      async () => {
        try {
          if (data.kind === 'web') {
            return await calls.addWebNotification({
              CustomerId: customer.id,
              title: String(values.title ?? ''),
              link: text(values.link),
              body: String(values.body ?? ''),
            });
          }
          const files = (values.attachments as AttachmentValue[] | undefined) ?? [];
          return await calls.sendMailNotification({
            CustomerId: customer.id,
            subject: String(values.subject ?? ''),
            cc: text(values.cc),
            bcc: text(values.bcc),
            body: String(values.body ?? ''),
            attachments: files.map((file) => file.rawFile),
          });
        } catch (error) {
          throw asNotifyError(error);
        }
      },
      () => done('kago.customers.notify.sent'),
    );

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
      {canWrite && (
        <Stack direction="row" spacing={1}>
          <Button startIcon={<SendIcon />} onClick={() => void workflow.open(async () => ({ kind: 'web' }))}>
            {translate('kago.customers.notifications.sendWeb')}
          </Button>
          <Button
            startIcon={<EmailIcon />}
            onClick={() => void workflow.open(async () => ({ kind: 'email' }))}
          >
            {translate('kago.customers.notifications.sendEmail')}
          </Button>
        </Stack>
      )}
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
      <WorkflowDialog
        workflow={workflow}
        title={translate(
          kind === 'web'
            ? 'kago.customers.notifications.sendWebTitle'
            : 'kago.customers.notifications.sendEmailTitle',
          { code: customer.customerCode },
        )}
        onSubmit={send}
        submitLabel="kago.customers.notifications.send"
      >
        {(data) =>
          data.kind === 'web' ? (
            <>
              <NotifyText declaration={webFields.title} />
              <NotifyText declaration={webFields.link} />
              <NotifyText declaration={webFields.body} multiline />
            </>
          ) : (
            <>
              <NotifyText declaration={emailFields.subject} />
              <NotifyText declaration={emailFields.cc} />
              <NotifyText declaration={emailFields.bcc} />
              <NotifyText declaration={emailFields.body} multiline />
              <FileInput
                source="attachments"
                label={label('attachments')}
                multiple
                maxSize={attachmentMaxBytes}
                placeholder={translate('kago.customers.notifications.attachFiles')}
              >
                <FileField source="src" title="title" />
              </FileInput>
            </>
          )
        }
      </WorkflowDialog>
    </>
  );
};
