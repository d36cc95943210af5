import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useServerKeptPreferences } from '../admin/serverKeptStore';
import { AppBar } from './AppBar';
import { ServerMenu } from './menu/ServerMenu';
import { NamedSidebar } from './NamedSidebar';
import { NavigationPending } from './NavigationPending';
import { ShortcutsHelp } from './ShortcutsHelp';
import { ChosenThemeProvider } from './theme/ChosenThemeProvider';
import { useCollapsedSidebarOnNarrowScreens } from './useCollapsedSidebarOnNarrowScreens';
import { useRegisterNotifier } from './useRegisterNotifier';

interface AppLayoutProps {
  children: ReactNode;
  /** The sidebar's menu: the one the server serves the user unless given (KagoAdmin says when). */
  menu?: ComponentType;
}

export const AppLayout = ({ children, menu = ServerMenu }: AppLayoutProps) => {
  useCollapsedSidebarOnNarrowScreens();
  useRegisterNotifier();
  useServerKeptPreferences();
  return (
    <ChosenThemeProvider>
      <Layout appBar={AppBar} menu={menu} sidebar={NamedSidebar}>
        <NavigationPending />
        {children}
        <ShortcutsHelp />
      </Layout>
    </ChosenThemeProvider>
  );
};
