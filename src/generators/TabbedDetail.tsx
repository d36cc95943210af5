import type { ReactNode } from 'react';
import { EditButton, Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { ActionButtons } from './ActionButton';

/**
 * A record's detail in tabs (a custom `views.show`): the actions of its action table offered in the
 * detail above them, and its edit button where the resource has an edit page.
 */
export const TabbedDetail = ({
  declaration,
  editable = false,
  children,
}: {
  declaration: ResourceDeclaration;
  editable?: boolean;
  children: ReactNode;
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
    <TabbedShowLayout>{children}</TabbedShowLayout>
  </Show>
);
