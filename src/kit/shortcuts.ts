/**
 * The one registry of keyboard shortcuts (issue 12, point 6): screens register a handler for a key
 * with `useShortcut` (useShortcut.ts) and one listener on the document dispatches to it. A key
 * belongs to the screen that registered it last (a dialog's list over the page's list), and the
 * keys the help overlay documents are in shortcutTable.ts.
 *
 * A shortcut never fires while the user types (input, textarea, select, contenteditable), with
 * Ctrl, Alt or Meta held (the browser's and the system's own keys), inside an open dialog or menu
 * (its own keys and Esc are MUI's), or when an earlier handler took the key.
 */

/** A handler answers `false` when the key is not its to take now (Enter on a button, say). */
export type ShortcutHandler = (event: KeyboardEvent) => boolean | void;

const typingRoles = ['textbox', 'searchbox', 'combobox', 'spinbutton'];

/** Whether keys pressed with this target in focus are text the user types. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const role = target.getAttribute('role');
  return role !== null && typingRoles.includes(role);
};

/** Ctrl, Alt and Meta combinations are the browser's and the system's; Shift makes `?` and is allowed. */
export const hasCommandModifier = (event: KeyboardEvent): boolean =>
  event.ctrlKey || event.altKey || event.metaKey;

/** Inside a dialog, a menu or a list box, keys are that widget's own. */
const isInsideOverlay = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;

const handlers = new Map<string, ShortcutHandler[]>();

/** Runs the handler of the event's key, if any may take it; true when one did. */
export const dispatchShortcut = (event: KeyboardEvent): boolean => {
  if (event.defaultPrevented || event.isComposing || hasCommandModifier(event)) return false;
  if (isTypingTarget(event.target) || isInsideOverlay(event.target)) return false;
  const stack = handlers.get(event.key);
  const handler = stack?.[stack.length - 1];
  if (!handler || handler(event) === false) return false;
  event.preventDefault();
  return true;
};

const onKeyDown = (event: KeyboardEvent) => {
  dispatchShortcut(event);
};

/**
 * Gives `key` (a `KeyboardEvent.key`: 'j', '/', '?', 'Enter') to `handler` until the returned
 * function is called. The document listener exists while any shortcut is registered.
 */
export const registerShortcut = (key: string, handler: ShortcutHandler): (() => void) => {
  if (handlers.size === 0) document.addEventListener('keydown', onKeyDown);
  handlers.set(key, [...(handlers.get(key) ?? []), handler]);
  return () => {
    const rest = (handlers.get(key) ?? []).filter((candidate) => candidate !== handler);
    if (rest.length > 0) handlers.set(key, rest);
    else handlers.delete(key);
    if (handlers.size === 0) document.removeEventListener('keydown', onKeyDown);
  };
};
