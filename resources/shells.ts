import {
  localizedSources,
  type ActionDeclaration,
  type ResourceDeclaration,
  type ScreenOptions,
} from './types';

/**
 * What the browser's router, route guard and `canAccess` read of a declaration before any of its
 * screens opens: everything but its fields, its views' details and its actions' inputs. The build
 * computes them from the declarations (vite.config.ts), so that the first load carries these few
 * lines per declaration and the declarations themselves load with the first screen that uses one.
 */
export type DeclarationShell = Pick<
  ResourceDeclaration,
  'name' | 'api' | 'path' | 'operations' | 'access' | 'icon' | 'menu' | 'reachedFrom' | 'presetRoutes'
> & {
  readonly ui?: Pick<ScreenOptions, 'recordRepresentation' | 'views'>;
  readonly actions?: readonly Pick<ActionDeclaration, 'name' | 'right' | 'area'>[];
  /** Its records are named by a localized field (a catalogue's name): each language reads its own. */
  readonly localizedRepresentation?: boolean;
};

export const declarationShell = (declaration: ResourceDeclaration): DeclarationShell => ({
  name: declaration.name,
  api: declaration.api,
  path: declaration.path,
  operations: declaration.operations,
  access: declaration.access,
  icon: declaration.icon,
  menu: declaration.menu,
  reachedFrom: declaration.reachedFrom,
  presetRoutes: declaration.presetRoutes,
  ui: { recordRepresentation: declaration.ui?.recordRepresentation, views: declaration.ui?.views },
  actions: declaration.actions?.map(({ name, right, area }) => ({ name, right, area })),
  ...(localizedSources(declaration).includes(declaration.ui?.recordRepresentation ?? 'name')
    ? { localizedRepresentation: true }
    : {}),
});
