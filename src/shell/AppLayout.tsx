import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { GroupedMenu } from './GroupedMenu';
import { useCollapsedSidebarOnNarrowScreens } from './useCollapsedSidebarOnNarrowScreens';
import { useRegisterNotifier } from './useRegisterNotifier';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useCollapsedSidebarOnNarrowScreens();
  useRegisterNotifier();
  return (
    <Layout appBar={AppBar} menu={GroupedMenu}>
      {children}
    </Layout>
  );
};
