import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AppsIcon from '@mui/icons-material/Apps';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { Logout, UserMenuContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { onDemandDialog } from '../onDemandDialog';
import { useIsPhone } from '../theme/useIsPhone';

// Opened from this menu only: each loads the first time it opens (src/shell/onDemandDialog.tsx).
const ProfileDialog = onDemandDialog(async () => (await import('./ProfileDialog')).ProfileDialog);
const ThemeSettingsDialog = onDemandDialog(
  async () => (await import('../theme/ThemeSettingsDialog')).ThemeSettingsDialog,
);

type OpenDialog = 'profile' | 'settings' | null;

/**
 * The top bar's user menu (the seed: profile, settings, view all, logout). The button shows the
 * signed-in user's name, or only an icon on a phone; the menu starts with the name and e-mail.
 * "View all" opens the dashboard, which lists every screen the user may open.
 */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const isPhone = useIsPhone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setAnchor(null), []);
  const menuContext = useMemo(() => ({ onClose: closeMenu }), [closeMenu]);
  const openDialog = (which: OpenDialog) => () => {
    closeMenu();
    setDialog(which);
  };
  const closeDialog = () => setDialog(null);

  const name = identity?.fullName ?? '';
  const email = typeof identity?.email === 'string' ? identity.email : undefined;
  const buttonProps = {
    color: 'inherit' as const,
    'aria-label': name ? `${translate('kago.profile.menu')}: ${name}` : translate('kago.profile.menu'),
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {isPhone || !name ? (
        <IconButton {...buttonProps}>
          <AccountCircleIcon />
        </IconButton>
      ) : (
        <Button {...buttonProps} startIcon={<AccountCircleIcon />} sx={{ textTransform: 'none' }}>
          {name}
        </Button>
      )}
      <UserMenuContextProvider value={menuContext}>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={closeMenu}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem onClick={openDialog('profile')}>
            <ListItemIcon>
              <AccountCircleIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={name} secondary={email} />
          </MenuItem>
          <MenuItem onClick={openDialog('settings')}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('kago.actions.settings')}</ListItemText>
          </MenuItem>
          {/* `divider` rather than a Divider element: one component less on the first load. */}
          <MenuItem component={RouterLink} to="/" onClick={closeMenu} divider>
            <ListItemIcon>
              <AppsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('kago.actions.viewAll')}</ListItemText>
          </MenuItem>
          <Logout />
        </Menu>
      </UserMenuContextProvider>
      <ProfileDialog open={dialog === 'profile'} onClose={closeDialog} />
      <ThemeSettingsDialog open={dialog === 'settings'} onClose={closeDialog} />
    </>
  );
};
