import CssBaseline from '@mui/material/CssBaseline';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Resource,
  type AuthProvider,
  type CatchAllComponent,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { resourceShells } from '../../contract/declarationShells';
import { customerResources } from '../customers/customerResources';
import Dashboard from '../dashboard/Dashboard';
import { resourceViews } from '../generators/resourceViews';
import { operationsRoutes } from '../operations/operationsRoutes';
import { orderResources } from '../orders/orderResources';
import { AppLayout } from '../shell/AppLayout';
import { MenuRouteGuard } from '../shell/menu/MenuRouteGuard';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';
import { Notification } from '../shell/Notification';
import { ScreensReady } from '../shell/ScreensReady';
import { baseThemes } from '../shell/theme/ChosenThemeProvider';
import { createQueryClient } from './queryClient';

/** A declaration's other routes (`presetRoutes`): its list with their filter values chosen. */
const presetRoutes = resourceShells.flatMap((declaration) =>
  Object.entries(declaration.presetRoutes ?? {}).map(([route, filter]) => ({
    route,
    to: `/${declaration.name}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`,
  })),
);

export interface KagoAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
  /**
   * The sidebar's menu, when not the server-served one (src/shell/menu/ServerMenu.tsx). Tests of a
   * single screen give an empty one: the sidebar was more than half of such a screen's elements,
   * and a sixth of its test's CPU, in every render and every query; the menu has tests of its own.
   * The route guard still opens only the pages of the served menu.
   */
  menu?: ComponentType;
}

// Built once: the elements are static, and <Resource> props that change identity re-register routes.
const resources = resourceShells.map((shell) => resourceViews(shell));

/** The shell, opening only the pages of the user's server-served menu, with this sidebar menu. */
const guardedLayout = (menu?: ComponentType) => {
  const GuardedLayout = ({ children }: { children: ReactNode }) => (
    <AppLayout menu={menu}>
      <MenuRouteGuard>
        <ChunkErrorBoundary onlyChunkErrors>
          <ScreensReady>{children}</ScreensReady>
        </ChunkErrorBoundary>
      </MenuRouteGuard>
    </AppLayout>
  );
  return GuardedLayout;
};
const defaultLayout = guardedLayout();

/**
 * The signed-in application: one resource per declaration with generated (or named custom) views.
 * The providers come from outside so tests stack the same tree over an in-memory data provider.
 *
 * This is react-admin's `<Admin>` (AdminContext + AdminUI) spelled out: AdminUI's default sign-in
 * page (a react-hook-form form) and Admin's default English translations stay in the bundle as
 * default values even when they are replaced, about 20 kB gzip of first load for nothing.
 */
export const KagoAdmin = ({ menu, ...providers }: KagoAdminProps) => {
  // One per app: its cache is the app's (a test's app starts from an empty one).
  const [queryClient] = useState(createQueryClient);
  // One per app as well: a layout of another identity would mount the whole page again.
  const [layout] = useState(() => (menu ? guardedLayout(menu) : defaultLayout));
  return (
    <AdminContext
      {...providers}
      queryClient={queryClient}
      lightTheme={baseThemes.lightTheme}
      darkTheme={baseThemes.darkTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          requireAuth
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          // AdminUI passes NotFound the same way; its props type is narrower than CoreAdminUI's.
          catchAll={NotFound as CatchAllComponent}
          error={ErrorPage}
          layout={layout}
          loading={LoadingPage}
          loginPage={false}
          dashboard={Dashboard}
        >
          {resources.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          {[...orderResources, ...customerResources].map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes>
            {/* The seed's route key for the dashboard, which react-admin also serves at `/`. */}
            <Route path="/dashboard" element={<Dashboard />} />
            {operationsRoutes}
            {presetRoutes.map(({ route, to }) => (
              <Route key={route} path={`/${route}`} element={<Navigate replace to={to} />} />
            ))}
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
};
