import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { resourceDeclarations } from '../../resources';
import { customerResources } from '../customers/customerResources';
import Dashboard from '../dashboard/Dashboard';
import { resourceViews } from '../generators/resourceViews';
import { orderResources } from '../orders/orderResources';
import { AppLayout } from '../shell/AppLayout';
import { MenuRouteGuard } from '../shell/menu/MenuRouteGuard';
import { Notification } from '../shell/Notification';
import { baseThemes } from '../shell/theme/ChosenThemeProvider';

export interface KagoAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
}

// Built once: the elements are static, and <Resource> props that change identity re-register routes.
const resources = resourceDeclarations.map((declaration) => resourceViews(declaration));

/** The shell, opening only the pages of the user's server-served menu. */
const GuardedLayout = ({ children }: { children: ReactNode }) => (
  <AppLayout>
    <MenuRouteGuard>{children}</MenuRouteGuard>
  </AppLayout>
);

/**
 * The signed-in application: one resource per declaration with generated (or named custom) views.
 * The providers come from outside so tests stack the same tree over an in-memory data provider.
 */
export const KagoAdmin = ({ dataProvider, authProvider, i18nProvider, store }: KagoAdminProps) => (
  <Admin
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={baseThemes.lightTheme}
    darkTheme={baseThemes.darkTheme}
    layout={GuardedLayout}
    notification={Notification}
    dashboard={Dashboard}
    loginPage={false}
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
    </CustomRoutes>
  </Admin>
);
