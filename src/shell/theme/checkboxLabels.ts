import type { ComponentsTheme } from 'react-admin';

interface CheckboxOwnerState {
  'aria-label'?: string;
  inputProps?: Record<string, unknown>;
}

/**
 * react-admin labels each list row's selection checkbox with `aria-label` on the checkbox itself,
 * which MUI puts on its outer `<span>` (no role: a label axe calls prohibited) and not on the
 * `<input>` (then unlabelled: a critical finding). As a theme default, every checkbox's label moves
 * to its input; a label given through `inputProps` (react-admin's "select all") is kept.
 */
export const checkboxLabelsOnInputs: ComponentsTheme = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: (ownerState: CheckboxOwnerState) => ({
          ...ownerState.inputProps,
          'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'],
        }),
      },
    },
  },
};
