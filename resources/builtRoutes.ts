import type { AccessArea } from './access';

/** A screen that is not a declared resource (a custom page), once it is built. */
export interface BuiltRoute {
  /** The route key menus name (seed section 2), e.g. `dashboard`, `search-order`. */
  readonly route: string;
  /** Where the app serves it. */
  readonly path: string;
  readonly labelKey: string;
  /** A Material icon name (see src/icons.ts). */
  readonly icon: string;
  /** Whose read right opens it (resources/access.ts). */
  readonly area: AccessArea;
}

/**
 * The custom routes that exist in the app today. A menu leaf whose route is neither a declared
 * resource nor listed here is not built yet, and is served to nobody: the issue that builds the
 * screen adds one row here (or declares the resource) and it appears in the menus of the roles that
 * may read it.
 */
export const builtRoutes: readonly BuiltRoute[] = [
  // react-admin serves the dashboard at `/`; `/dashboard` (the seed's key) redirects there.
  { route: 'dashboard', path: '/', labelKey: 'kago.menu.dashboard', icon: 'Dashboard', area: 'dashboard' },
  {
    route: 'customer-information',
    path: '/customer-information',
    labelKey: 'kago.customers.listLabel',
    icon: 'SupportAgent',
    area: 'customers',
  },
  {
    route: 'access-history',
    path: '/access-history',
    labelKey: 'kago.customers.accessHistoryLabel',
    icon: 'Schedule',
    area: 'customers',
  },
];
