import { useEffect, useRef } from 'react';
import { registerShortcut, type ShortcutHandler } from './shortcuts';

/**
 * Registers a keyboard shortcut while the component is mounted and `enabled` (shortcuts.ts says when
 * one fires). The handler may change on every render; the registration does not.
 */
export const useShortcut = (key: string, handler: ShortcutHandler, enabled = true) => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return registerShortcut(key, (event) => latest.current(event));
  }, [key, enabled]);
};
