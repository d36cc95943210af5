import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useServerKeptPreferences } from '../admin/serverKeptStore';
import { AppBar } from './AppBar';
import { ServerMenu } from './menu/ServerMenu';
import { NamedSidebar } from './NamedSidebar';
import { ShortcutsHelp } from './ShortcutsHelp';
import { ChosenThemeProvider } from './theme/ChosenThemeProvider';
import { useCollapsedSidebarOnNarrowScreens } from './useCollapsedSidebarOnNarrowScreens';
import { useRegisterNotifier } from './useRegisterNotifier';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useCollapsedSidebarOnNarrowScreens();
  useRegisterNotifier();
  useServerKeptPreferences();
  return (
    <ChosenThemeProvider>
      <Layout appBar={AppBar} menu={ServerMenu} sidebar={NamedSidebar}>
        {children}
        <ShortcutsHelp />
      </Layout>
    </ChosenThemeProvider>
  );
};
