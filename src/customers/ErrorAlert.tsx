import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { sanitizeHtml } from '../shell/sanitizeHtml';

/**
 * A failure as the seed shows it: the message, followed by the bullet list of the server's
 * validation errors. The data provider's message is a translation key or the server's own
 * words (HTML: the list), sanitised before it is rendered.
 */
export const ErrorAlert = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : 'common.notify.error';
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, '& ul': { m: 0, pl: 3 } }}>
      {/* Sanitised: only formatting tags survive (src/shell/sanitizeHtml.ts). */}
      <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(translate(message, { _: message })) }} />
    </Alert>
  );
};
