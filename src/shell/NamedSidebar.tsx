import { Sidebar, useTranslate, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar with a name: on a phone it is a drawer that opens over the page as a dialog,
 * and a dialog without a name is announced as nothing but "dialog" (axe: aria-dialog-name).
 */
export const NamedSidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  return (
    <Sidebar {...props} slotProps={{ paper: { 'aria-label': translate('kago.navigation.menu.label') } }} />
  );
};
