import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Label-value pairs as a description list, in columns that fold on a phone. */
export const Facts = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      gap: 2,
      m: 0,
    }}
  >
    {children}
  </Box>
);

export const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
};

/** A tab's section heading. */
export const SectionTitle = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
      {translate(children)}
    </Typography>
  );
};
