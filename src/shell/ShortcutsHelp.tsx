import { useState } from 'react';
import { shortcutKeys } from '../kit/shortcutTable';
import { useShortcut } from '../kit/useShortcut';
import { onDemandDialog } from './onDemandDialog';

const ShortcutsDialog = onDemandDialog(async () => (await import('./ShortcutsDialog')).ShortcutsDialog);

/**
 * `?` on every screen opens the keyboard shortcuts' help (src/shell/ShortcutsDialog.tsx), whose code
 * loads the first time it is asked for.
 */
export const ShortcutsHelp = () => {
  const [open, setOpen] = useState(false);
  useShortcut(shortcutKeys.help, () => setOpen(true));
  return <ShortcutsDialog open={open} onClose={() => setOpen(false)} />;
};
