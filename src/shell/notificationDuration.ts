import type { NotificationType } from 'react-admin';

/** The seed's toast durations: errors stay 5 s, everything else 3 s. */
export const notificationDuration = (type: NotificationType | undefined) => (type === 'error' ? 5000 : 3000);
