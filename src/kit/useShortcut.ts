import { useLayoutEffect, useRef } from 'react';
import { registerShortcut, type ShortcutHandler } from './shortcuts';

/**
 * Registers a keyboard shortcut while the component is mounted and `enabled` (shortcuts.ts says when
 * one fires). The handler may change on every render; the registration does not.
 *
 * Registered in the commit that shows the component (a layout effect), not after the browser paints:
 * a passive effect can run after a key already typed on the screen that has just appeared (seen on a
 * loaded machine: `]` on an order's page, pressed as soon as its list position showed, was lost).
 */
export const useShortcut = (key: string, handler: ShortcutHandler, enabled = true) => {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    return registerShortcut(key, (event) => latest.current(event));
  }, [key, enabled]);
};
