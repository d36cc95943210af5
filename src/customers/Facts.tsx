import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export { Fact, Facts } from '../kit/Facts';

/** A tab's section heading. */
export const SectionTitle = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
      {translate(children)}
    </Typography>
  );
};
