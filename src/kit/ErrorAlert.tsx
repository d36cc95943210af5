import type { ApiError } from '../../dataProvider/errors';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { sanitizeHtml } from '../shell/sanitizeHtml';

/** What a failed call shows: the first detail error code's message (dataProvider/errors.ts), else generic. */
export const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'common.notify.error';

/** Field errors of a failed save, as a form sets them (one message per field, no `root`). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors = (error as Partial<ApiError> | null)?.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/**
 * A failure as the seed shows it: the message, followed by the bullet list of the server's
 * validation errors. The data provider's message is a translation key or the server's own
 * words (HTML: the list), sanitised before it is rendered; `message` replaces the message where the seed names
 * one of its own (a failed notification: 'common.notify.error').
 */
export const ErrorAlert = ({
  error,
  message = failureMessage(error),
}: {
  error: unknown;
  message?: string;
}) => {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, '& ul': { m: 0, pl: 3 } }}>
      {/* Sanitised: only formatting tags survive (src/shell/sanitizeHtml.ts). */}
      <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(translate(message, { _: message })) }} />
    </Alert>
  );
};
