import type { ReactNode } from 'react';
import { EditButton, Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { ActionButtons } from './ActionButton';
import { fieldElement } from './fieldComponents';
import { showFields } from './formFields';

/**
 * The declared tabs of a detail (resources/types.ts `tabs`), each with the shown fields whose `tab`
 * names it; a field that names none is on the first tab, which has no address of its own.
 */
const fieldTabs = (declaration: ResourceDeclaration) =>
  (declaration.tabs ?? []).map((tab, index) => (
    <TabbedShowLayout.Tab key={tab.key} label={tab.label} path={index === 0 ? undefined : tab.key}>
      {showFields(declaration)
        .filter((field) => (field.tab ?? declaration.tabs![0].key) === tab.key)
        .map((field) => fieldElement(field, declaration.name))}
    </TabbedShowLayout.Tab>
  ));

/**
 * A record's detail in tabs (a custom `views.show`): the declaration's field tabs, then the tabs the
 * view adds (`children`); the actions of its action table offered in the detail above them, and its
 * edit button where the resource has an edit page.
 */
export const TabbedDetail = ({
  declaration,
  editable = false,
  children,
}: {
  declaration: ResourceDeclaration;
  editable?: boolean;
  children?: ReactNode;
}) => (
  <Show
    resource={declaration.name}
    actions={
      <TopToolbar>
        {editable ? <EditButton /> : null}
        <ActionButtons declaration={declaration} place="detail" />
      </TopToolbar>
    }
  >
    <TabbedShowLayout>
      {fieldTabs(declaration)}
      {children}
    </TabbedShowLayout>
  </Show>
);
