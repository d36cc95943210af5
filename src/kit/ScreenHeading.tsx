import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

/** A screen's title: in react-admin's app bar (`Title`) and as the page's one heading. */
export const ScreenHeading = ({ title }: { title: string }) => (
  <>
    <Title title={title} />
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
  </>
);
