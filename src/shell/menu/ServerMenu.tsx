import { createElement, useId, useMemo, useState, type KeyboardEvent } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { iconFor } from '../../icons';
import { visuallyHidden } from '../../kit/visuallyHidden';
import { FilledTextField } from '../../kit/FilledTextField';
import {
  filterSections,
  groupKeyOf,
  groupOfLocation,
  sectionLinks,
  sidebarSections,
  type SidebarLink,
  type SidebarSection,
} from './sidebarSections';
import { useMenuBadges } from './useMenuBadges';
import { useServerMenu } from './useServerMenu';
import { useFormat } from '../../kit/useFormat';

const dashboardPath = '/';

/** Where react-admin's store (localStorage) keeps which groups the user opened or closed. */
export const openGroupsStoreKey = 'kago.menu.openGroups';

/**
 * A label that wraps instead of being cut: "Purchased — Mercari" and "Purchased — Mercari Ichiba"
 * must not both read "Purchased — Me…". react-admin's item text does not wrap, its child may.
 */
const FullLabel = ({ label }: { label: string }) => (
  <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.3 }}>
    {label}
  </Box>
);

const SidebarItem = ({ link, open, inGroup }: { link: SidebarLink; open: boolean; inGroup: boolean }) => {
  // Whole on hover as well; a closed sidebar's icons get react-admin's tooltip instead.
  const title = open ? link.label : undefined;
  const sx = inGroup && open ? { pl: 3 } : undefined;
  if (link.path === dashboardPath) {
    return <Menu.DashboardItem primaryText={link.label} title={title} sx={sx} />;
  }
  // The icon components are static imports (src/icons.ts), looked up by the name the server sent.
  return (
    <Menu.Item
      to={link.path}
      primaryText={link.label}
      leftIcon={createElement(iconFor(link.icon))}
      title={title}
      sx={sx}
    >
      <FullLabel label={link.label} />
    </Menu.Item>
  );
};

interface GroupHeaderProps {
  section: Extract<SidebarSection, { kind: 'group' }>;
  expanded: boolean;
  open: boolean;
  badge: number | undefined;
  onToggle: () => void;
}

/** A group's title: opens and closes the group (aria-expanded), with its badge of waiting orders. */
const GroupHeader = ({ section, expanded, open, badge, onToggle }: GroupHeaderProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const action = translate(expanded ? 'kago.navigation.menu.collapse' : 'kago.navigation.menu.expand', {
    group: section.label,
  });
  const header = (
    <MenuItem
      onClick={onToggle}
      aria-expanded={expanded}
      title={open ? action : undefined}
      sx={{ fontWeight: 600, py: 1 }}
    >
      <ListItemIcon>{createElement(iconFor(section.icon))}</ListItemIcon>
      {open ? (
        <Typography variant="inherit" sx={{ flexGrow: 1, whiteSpace: 'normal', fontWeight: 600 }}>
          {section.label}
        </Typography>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {section.label}
        </Box>
      )}
      {badge !== undefined && badge > 0 ? (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{
              ml: open ? 1 : 0,
              px: 0.75,
              borderRadius: 2,
              fontSize: '0.75rem',
              lineHeight: 1.6,
              // The theme's text on its paper, reversed: readable (4.5:1) in every theme the user picks.
              bgcolor: 'text.primary',
              color: 'background.paper',
              ...(open ? {} : { position: 'absolute', top: 2, right: 2, fontSize: '0.625rem' }),
            }}
          >
            {format.number(badge, 0)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {translate('kago.navigation.menu.badge', { smart_count: badge })}
          </Box>
        </>
      ) : null}
      {open ? expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" /> : null}
    </MenuItem>
  );
  // A closed sidebar shows the group's icon alone: its name on hover. The tooltip describes the
  // header rather than naming it: as a name it would replace the header's own, and drop the count
  // of waiting orders a screen reader hears (axe: label-content-name-mismatch).
  return open ? (
    header
  ) : (
    <Tooltip title={section.label} placement="right" describeChild>
      {header}
    </Tooltip>
  );
};

interface MenuSearchProps {
  query: string;
  onQuery: (query: string) => void;
  firstMatch: SidebarLink | undefined;
  matchCount: number;
}

/** Filters the menu as the user types; Enter opens the first screen found, Escape clears. */
const MenuSearch = ({ query, onQuery, firstMatch, matchCount }: MenuSearchProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [, setSidebarOpen] = useSidebarState();
  // react-admin's own rule for a sidebar that covers the page (MenuItemLink): close it after a choice.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const hintId = useId();
  const searching = query.trim() !== '';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      onQuery('');
    }
    if (event.key === 'Enter' && firstMatch) {
      event.preventDefault();
      onQuery('');
      navigate(firstMatch.path);
      if (isSmall) setSidebarOpen(false);
    }
  };
  return (
    <Box sx={{ px: 1.5, pt: 1.5, pb: 0.5 }}>
      <FilledTextField
        type="search"
        size="small"
        fullWidth
        label={translate('kago.navigation.menu.searchLabel')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: { 'aria-describedby': hintId, autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box id={hintId} component="span" sx={visuallyHidden}>
        {translate('kago.navigation.menu.searchHint')}
      </Box>
      <Box role="status" sx={searching && matchCount === 0 ? { pt: 1 } : visuallyHidden}>
        {searching
          ? matchCount === 0
            ? translate('kago.navigation.menu.noMatch', { query: query.trim() })
            : translate('kago.navigation.menu.matches', { smart_count: matchCount })
          : ''}
      </Box>
    </Box>
  );
};

/**
 * The sidebar the server serves for the signed-in user (its roles, its language): the cached menus
 * at once, then the server's answer. Groups open and close (remembered in react-admin's store; the
 * group of the page on screen opens by itself until the user closes it), a search field filters
 * the screens, and the order groups show how many orders wait. MUI's menu list takes a flat array
 * (no fragments), and answers letter keys by moving focus: the search field stays outside it.
 */
export const ServerMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { menus, status } = useServerMenu();
  const badges = useMenuBadges();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useStore<Record<string, boolean>>(openGroupsStoreKey, {});
  const [query, setQuery] = useState('');
  const sections = useMemo(() => sidebarSections(menus ?? []), [menus]);
  const searching = open && query.trim() !== '';
  const shown = searching ? filterSections(sections, query) : sections;
  const matches = sectionLinks(shown);
  const here = groupOfLocation(sections, pathname);
  const isExpanded = (key: string) => searching || (chosen[key] ?? key === here);
  const lines = shown.flatMap((section) => {
    if (section.kind === 'link') {
      return [<SidebarItem key={section.link.key} link={section.link} open={open} inGroup={false} />];
    }
    const expanded = isExpanded(section.key);
    return [
      <GroupHeader
        key={section.key}
        section={section}
        expanded={expanded}
        open={open}
        badge={badges[groupKeyOf(section.key)]}
        onToggle={() => setChosen({ ...chosen, [section.key]: !expanded })}
      />,
      ...(expanded
        ? section.links.map((link) => <SidebarItem key={link.key} link={link} open={open} inGroup />)
        : []),
    ];
  });
  return (
    <Box sx={{ pb: 2 }}>
      {open && sections.length > 0 ? (
        <MenuSearch query={query} onQuery={setQuery} firstMatch={matches[0]} matchCount={matches.length} />
      ) : null}
      <Menu sx={{ mt: open ? 0 : undefined }}>
        {lines}
        {status === 'failed' && !menus && open ? (
          <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 1 }}>
            {translate('kago.menu.loadFailed')}
          </Typography>
        ) : null}
      </Menu>
    </Box>
  );
};
