import { lazy, type ComponentType, type ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { CustomViews, ResourceDeclaration } from '../../resources';
import { offersAction } from '../../contract/access';
import { customViews, type LazyView, type ViewProps } from '../customViews';
import { iconFor } from '../icons';
import { LazyBoundary } from '../shell/LazyBoundary';

/** The generated views, each its own chunk, loaded the first time a page of that kind opens. */
const generatedViews: Record<keyof CustomViews, LazyView> = {
  list: lazy(() => import('./ResourceList')),
  create: lazy(() => import('./ResourceCreate')),
  edit: lazy(() => import('./ResourceEdit')),
  show: lazy(() => import('./ResourceShow')),
};

/** The view of one kind: the custom component the declaration names, else the generated one. */
const viewComponent = (
  declaration: ResourceDeclaration,
  kind: keyof CustomViews,
): ComponentType<ViewProps> => {
  const customName = declaration.views?.[kind];
  if (customName === undefined) return generatedViews[kind];
  const custom = customViews[customName];
  if (!custom)
    throw new Error(`${declaration.name}: no custom view named ${customName} in src/customViews.ts`);
  return custom;
};

const viewElement = (declaration: ResourceDeclaration, kind: keyof CustomViews): ReactElement => {
  const View = viewComponent(declaration, kind);
  return (
    <LazyBoundary onlyChunkErrors>
      <View declaration={declaration} />
    </LazyBoundary>
  );
};

/**
 * Everything `<Resource>` needs for a declaration: name, icon, record representation, and a view for
 * each page the resource offers: no create page without a create call, no edit page without an update
 * call (react-admin then shows no button for them either).
 */
export const resourceViews = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.name,
  icon: iconFor(declaration.icon),
  recordRepresentation: declaration.recordRepresentation ?? 'name',
  list: viewElement(declaration, 'list'),
  ...(offersAction(declaration, 'create') ? { create: viewElement(declaration, 'create') } : {}),
  ...(offersAction(declaration, 'edit') ? { edit: viewElement(declaration, 'edit') } : {}),
  show: viewElement(declaration, 'show'),
});
