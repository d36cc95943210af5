import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { RetryAlert } from './RetryAlert';

/** What a read looks like to this renderer: react-query's result, or anything shaped like it. */
export interface ReadResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The server's own reason, when it gave one (a translated envelope message). */
const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/**
 * The one loading and failure renderer of the screens (seed 000 section 2): a spinner while a read
 * comes, its content once it has, and when it fails 'Loading failed! Please reload.' with the
 * server's reason and a reload of that read alone, in place of the content (the rest of the page
 * keeps working).
 */
export const QueryState = <T,>({
  query,
  children,
}: {
  query: ReadResult<T>;
  children: (data: T) => ReactNode;
}) => {
  const translate = useTranslate();
  if (query.isPending && !query.isError)
    return <CircularProgress size={24} aria-label={translate('kago.pages.loading')} />;
  if (query.isError || query.data === undefined) {
    const reason = reasonOf(query.error);
    return (
      <RetryAlert retry={query.refetch} retryLabel={translate('kago.pages.reload')}>
        <AlertTitle>{translate('kago.pages.loadingFailed')}</AlertTitle>
        {reason && translate(reason, { _: reason })}
      </RetryAlert>
    );
  }
  return <>{children(query.data)}</>;
};
