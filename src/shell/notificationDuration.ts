import type { NotificationType } from 'react-admin';

/**
 * The seed's toast durations: errors stay 5 s, everything else 3 s; an undoable change's toast 5 s
 * too, the time its Undo is offered (its change is sent when the toast goes).
 */
export const notificationDuration = (type: NotificationType | undefined, undoable = false) =>
  type === 'error' || undoable ? 5000 : 3000;
