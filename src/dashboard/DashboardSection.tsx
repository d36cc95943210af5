import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled part of the dashboard: a region named by its heading, so it can be found and skipped to. */
export const DashboardSection = ({
  title,
  action,
  children,
}: {
  title: string;
  /** Beside the heading (a link to the whole list, for instance). */
  action?: ReactNode;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
};
