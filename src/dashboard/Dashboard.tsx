import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetIdentity } from 'react-admin';
import { iconFor } from '../icons';
import { sidebarEntries, type SidebarEntry } from '../shell/menu/sidebarEntries';
import { useServerMenu } from '../shell/menu/useServerMenu';

type MenuItemEntry = Extract<SidebarEntry, { kind: 'item' }>;

interface Section {
  key: string;
  label: string;
  items: MenuItemEntry[];
}

/** The sidebar's lines as sections: each title with the items under it (the dashboard has none). */
const sectionsOf = (entries: readonly SidebarEntry[]): Section[] =>
  entries.reduce<Section[]>((sections, entry) => {
    if (entry.kind === 'title') return [...sections, { key: entry.key, label: entry.label, items: [] }];
    sections.at(-1)?.items.push(entry);
    return sections;
  }, []);

/**
 * The first page after sign-in: who is signed in, and every group of the menu the server serves
 * this user, so nobody is shown a link they may not open. The figures come with the orders.
 */
const Dashboard = () => {
  const { identity } = useGetIdentity();
  const { menus } = useServerMenu();
  const sections = sectionsOf(sidebarEntries(menus ?? []));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h5" component="h1">
        {identity?.fullName ?? ''}
      </Typography>
      {sections.map(({ key, label, items }) => (
        <Card key={key} component="section" aria-label={label}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {label} ({items.length})
            </Typography>
            <Stack
              direction="row"
              flexWrap="wrap"
              useFlexGap
              spacing={1.5}
              component="ul"
              sx={{ p: 0, listStyle: 'none' }}
            >
              {items.map((item) => {
                const Icon = iconFor(item.icon);
                return (
                  <li key={item.key}>
                    <Link component={RouterLink} to={item.path} sx={{ display: 'inline-flex', gap: 0.5 }}>
                      <Icon fontSize="small" aria-hidden />
                      {item.label}
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
