import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A failed read's message with a button that reads it again (`retry`, its label `retryLabel`). */
export const RetryAlert = ({
  retry,
  retryLabel,
  children,
}: {
  retry: () => unknown;
  retryLabel: string;
  children: ReactNode;
}) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={() => void retry()}>
        {retryLabel}
      </Button>
    }
  >
    {children}
  </Alert>
);
