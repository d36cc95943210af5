import { createElement } from 'react';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { iconFor } from '../../icons';
import { sidebarEntries, type SidebarEntry } from './sidebarEntries';
import { useServerMenu } from './useServerMenu';

const dashboardPath = '/';

const SidebarLine = ({ entry, open }: { entry: SidebarEntry; open: boolean }) => {
  if (entry.kind === 'title') {
    // A collapsed sidebar shows icons only: titles would squeeze into it unreadably.
    return open ? (
      <ListSubheader component="div" disableSticky sx={{ lineHeight: 2.5, background: 'transparent' }}>
        {entry.label}
      </ListSubheader>
    ) : null;
  }
  if (entry.path === dashboardPath) return <Menu.DashboardItem primaryText={entry.label} />;
  // The icon components are static imports (src/icons.ts), looked up by the name the server sent.
  return (
    <Menu.Item to={entry.path} primaryText={entry.label} leftIcon={createElement(iconFor(entry.icon))} />
  );
};

/**
 * The sidebar the server serves for the signed-in user (its roles, its language): the cached menus
 * at once, then the server's answer. MUI's menu list takes a flat array (no fragments).
 */
export const ServerMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { menus, status } = useServerMenu();
  return (
    <Menu>
      {sidebarEntries(menus ?? []).map((entry) => (
        <SidebarLine key={entry.key} entry={entry} open={open} />
      ))}
      {status === 'failed' && !menus && open ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 1 }}>
          {translate('kago.menu.loadFailed')}
        </Typography>
      ) : null}
    </Menu>
  );
};
