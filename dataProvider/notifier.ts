/**
 * The bridge from code outside React (the HTTP client) to the app's toasts. The app registers
 * react-admin's `notify` at start-up; until then, and in plain unit tests, messages go nowhere.
 */
export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export type Notifier = (
  messageKey: string,
  type: NotificationType,
  params?: Record<string, string | number>,
) => void;

let current: Notifier | null = null;

/** Registers the function that shows toasts; returns a function that unregisters it. */
export const setNotifier = (notifier: Notifier | null) => {
  current = notifier;
  return () => {
    if (current === notifier) current = null;
  };
};

export const notify: Notifier = (messageKey, type, params) => current?.(messageKey, type, params);
