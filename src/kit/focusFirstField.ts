/**
 * For a dialog's `TransitionProps.onEntered`: the focus goes to its first text field, or, when it
 * has none (a preset status, a confirmation), to its submit button, so that a dialog opened by a
 * shortcut is filled and sent from the keyboard (MUI leaves the focus on the dialog itself).
 */
export const focusFirstField = (dialog: HTMLElement) => {
  // Someone quicker than the transition already chose a field: leave it there.
  const active = document.activeElement;
  if (active && dialog.contains(active) && active.matches('input, textarea, button, [role="combobox"]'))
    return;
  const target =
    dialog.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="file"]):not([disabled]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"])',
    ) ?? dialog.querySelector<HTMLElement>('button[type="submit"]');
  target?.focus();
};
