import type { MutationMode } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';

/**
 * How a declared resource's delete runs (resources/types.ts `ui.deleteDialog`): undoable, sent only when
 * its toast has gone so that Undo keeps the record, unless the declaration asks first; then it waits
 * for the server's answer, which may be a refusal.
 */
export const deleteMode = (declaration: Pick<ResourceDeclaration, 'ui'>): MutationMode =>
  declaration.ui?.deleteDialog ? 'pessimistic' : 'undoable';
