import type { ReactNode } from 'react';
import { EditButton, Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { ActionButtons } from './ActionButton';
import { fieldElement } from './fieldComponents';
import { showFields } from './formFields';

/** What a view shows on the declared tabs that are not fields, by tab key. */
export type TabContent = Readonly<Record<string, ReactNode>>;

/**
 * The declared tabs of a detail (resources/types.ts `tabs`), in order, each with its declared label
 * and address (the first has none of its own): a field tab shows the shown fields whose `tab` names
 * it (a field that names none is on the first), unless the view gives what a tab shows (`tabContent`).
 */
const declaredTabs = (declaration: ResourceDeclaration, content: TabContent) => {
  const declared = declaration.tabs ?? [];
  return declared.map((tab, index) => (
    <TabbedShowLayout.Tab key={tab.key} label={tab.label} path={index === 0 ? undefined : tab.key}>
      {tab.key in content
        ? content[tab.key]
        : showFields(declaration)
            .filter((field) => (field.tab ?? declared[0]!.key) === tab.key)
            .map((field) => fieldElement(field, declaration.name))}
    </TabbedShowLayout.Tab>
  ));
};

/**
 * A record's detail in tabs (a custom `ui.views.show`): the declaration's tabs, those the view fills
 * with its `tabContent`, then the tabs the view adds (`children`); above them the actions of its
 * action table offered in the detail, its edit button where the resource has an edit page, and the
 * view's own buttons (`toolbar`: a print).
 */
export const TabbedDetail = ({
  declaration,
  editable = false,
  tabContent = {},
  toolbar,
  children,
}: {
  declaration: ResourceDeclaration;
  editable?: boolean;
  tabContent?: TabContent;
  toolbar?: ReactNode;
  children?: ReactNode;
}) => (
  <Show
    resource={declaration.name}
    actions={
      <TopToolbar>
        {editable ? <EditButton /> : null}
        <ActionButtons declaration={declaration} place="detail" />
        {toolbar}
      </TopToolbar>
    }
  >
    <TabbedShowLayout>
      {declaredTabs(declaration, tabContent)}
      {children}
    </TabbedShowLayout>
  </Show>
);
