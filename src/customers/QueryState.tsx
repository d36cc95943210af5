import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A read's spinner while it loads, 'Loading failed! Please reload.' with a retry when it fails. */
export const QueryState = <T,>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) => {
  const translate = useTranslate();
  if (query.isPending) return <CircularProgress size={24} aria-label={translate('kago.pages.loading')} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('kago.pages.reload')}
          </Button>
        }
      >
        {translate('kago.pages.loadingFailed')}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
};
