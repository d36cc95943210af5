import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
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
 * Every group of the menu the server serves this user, as shortcuts: nobody is shown a link they
 * may not open, and a role without order figures still finds its screens here.
 */
export const MenuSections = () => {
  const { menus } = useServerMenu();
  const sections = sectionsOf(sidebarEntries(menus ?? [])).filter(({ items }) => items.length > 0);
  return (
    <>
      {sections.map(({ key, label, items }) => (
        <Card key={key} component="section" aria-label={label} variant="outlined">
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
    </>
  );
};
