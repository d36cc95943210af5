import { lazy, type ComponentType, type ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { localizedValue, type CustomViews } from '../../resources/types';
import { readLanguageId } from '../../authProvider/session';
import { findLanguage } from '../../i18n/languages';
import type { DeclarationShell } from '../../resources/shells';
import { loadDeclaration } from '../../contract/declarationShells';
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
const viewComponent = (declaration: DeclarationShell, kind: keyof CustomViews): ComponentType<ViewProps> => {
  const customName = declaration.ui?.views?.[kind];
  if (customName === undefined) return generatedViews[kind];
  const custom = customViews[customName];
  if (!custom)
    throw new Error(`${declaration.name}: no custom view named ${customName} in src/customViews.ts`);
  return custom;
};

/**
 * The view with its declaration, which loads with the view's chunk (contract/declarationShells.ts):
 * the first load knows only the declaration's shell.
 */
const viewElement = (shell: DeclarationShell, kind: keyof CustomViews): ReactElement => {
  const View = viewComponent(shell, kind);
  const DeclaredView = lazy(async () => {
    const declaration = await loadDeclaration(shell.name);
    return {
      default: function WithDeclaration() {
        return <View declaration={declaration} />;
      },
    };
  });
  return (
    <LazyBoundary onlyChunkErrors>
      <DeclaredView />
    </LazyBoundary>
  );
};

/**
 * A record named by a localized field, in the interface language of the moment (the language the
 * data provider sends as `LanguageId`): react-admin calls it on every render of a reference or an
 * autocomplete's option, and the language switch renders them all again.
 */
const localizedRepresentation = (source: string) => (record: Record<string, unknown>) =>
  String(localizedValue(record, source, findLanguage(readLanguageId()).locale) ?? '');

/**
 * Everything `<Resource>` needs for a declaration: name, icon, record representation, and a view for
 * each page the resource offers: no create page without a create call, no edit page without an update
 * call (react-admin then shows no button for them either).
 */
export const resourceViews = (declaration: DeclarationShell): ResourceProps => ({
  name: declaration.name,
  icon: iconFor(declaration.icon),
  recordRepresentation: declaration.localizedRepresentation
    ? localizedRepresentation(declaration.ui?.recordRepresentation ?? 'name')
    : (declaration.ui?.recordRepresentation ?? 'name'),
  list: viewElement(declaration, 'list'),
  ...(offersAction(declaration, 'create') ? { create: viewElement(declaration, 'create') } : {}),
  ...(offersAction(declaration, 'edit') ? { edit: viewElement(declaration, 'edit') } : {}),
  show: viewElement(declaration, 'show'),
});
