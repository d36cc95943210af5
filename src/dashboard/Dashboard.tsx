import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { resourceDeclarations, resourceLabelKey } from '../../resources';
import { iconFor } from '../icons';
import { groupDeclarations } from '../shell/menuGroups';

const groups = groupDeclarations(resourceDeclarations);

/** The first page after sign-in: who is signed in and the catalogue groups. The full dashboard comes later. */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h5" component="h1">
        {identity?.fullName ?? ''}
      </Typography>
      {groups.map(({ group, titleKey, declarations }) => (
        <Card key={group} component="section" aria-labelledby={`dashboard-${group}`}>
          <CardContent>
            <Typography variant="h6" component="h2" id={`dashboard-${group}`}>
              {translate(titleKey)} ({declarations.length})
            </Typography>
            <Stack
              direction="row"
              flexWrap="wrap"
              useFlexGap
              spacing={1.5}
              component="ul"
              sx={{ p: 0, listStyle: 'none' }}
            >
              {declarations.map((declaration) => {
                const Icon = iconFor(declaration.icon);
                return (
                  <li key={declaration.name}>
                    <Link
                      component={RouterLink}
                      to={`/${declaration.name}`}
                      sx={{ display: 'inline-flex', gap: 0.5 }}
                    >
                      <Icon fontSize="small" aria-hidden />
                      {translate(resourceLabelKey(declaration.name), { smart_count: 2 })}
                    </Link>
                  </li>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

export default Dashboard;
