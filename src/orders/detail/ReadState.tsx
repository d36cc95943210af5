import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface ReadStateProps<T> {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'kago.errors.generic.loadError';

/**
 * A tab's own read: a spinner while it comes, its content once it has, and when it fails a message
 * with a retry in place of the content (the rest of the page keeps working).
 */
export const ReadState = <T,>({ query, children }: ReadStateProps<T>) => {
  const translate = useTranslate();
  if (query.isPending && !query.isError)
    return <CircularProgress size={24} aria-label={translate('kago.pages.loading')} />;
  if (query.isError || query.data === undefined)
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('kago.orderDetail.retry')}
          </Button>
        }
      >
        {translate(messageOf(query.error), { _: messageOf(query.error) })}
      </Alert>
    );
  return <>{children(query.data)}</>;
};
