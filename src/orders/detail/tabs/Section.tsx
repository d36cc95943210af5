import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled part of a tab (a tab may show several lists). */
export const Section = ({
  titleKey,
  titleArgs,
  actions,
  children,
}: {
  titleKey: string;
  titleArgs?: Record<string, unknown>;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {translate(titleKey, titleArgs)}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
};
