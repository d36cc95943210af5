/**
 * The keyboard shortcuts the help overlay (`?`, src/shell/ShortcutsHelp.tsx) documents, by where they
 * work. Labels: `kago.shortcuts.keys.<name>`, groups `kago.shortcuts.groups.<group>`. A screen that
 * registers a key (useShortcut.ts) registers one of these.
 */
export const shortcutKeys = {
  help: '?',
  search: '/',
  down: 'j',
  up: 'k',
  open: 'Enter',
  select: 'x',
  edit: 'e',
  previousOrder: '[',
  nextOrder: ']',
  nextStep: 'a',
  addTracking: 't',
  cancelOrder: 'c',
} as const;

export type ShortcutName = keyof typeof shortcutKeys;

export interface ShortcutGroup {
  readonly group: 'everywhere' | 'lists' | 'order';
  readonly shortcuts: readonly { readonly name: ShortcutName | 'close'; readonly keys: readonly string[] }[];
}

const keysOf = (...names: ShortcutName[]) => names.map((name) => shortcutKeys[name]);

export const shortcutTable: readonly ShortcutGroup[] = [
  {
    group: 'everywhere',
    shortcuts: [
      { name: 'help', keys: keysOf('help') },
      { name: 'close', keys: ['Esc'] },
      { name: 'edit', keys: keysOf('edit') },
    ],
  },
  {
    group: 'lists',
    shortcuts: [
      { name: 'search', keys: keysOf('search') },
      { name: 'down', keys: keysOf('down', 'up') },
      { name: 'open', keys: keysOf('open') },
      { name: 'select', keys: keysOf('select') },
    ],
  },
  {
    group: 'order',
    shortcuts: [
      { name: 'nextOrder', keys: keysOf('previousOrder', 'nextOrder') },
      { name: 'nextStep', keys: keysOf('nextStep') },
      { name: 'addTracking', keys: keysOf('addTracking') },
      { name: 'cancelOrder', keys: keysOf('cancelOrder') },
    ],
  },
];
