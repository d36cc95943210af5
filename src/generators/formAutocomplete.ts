/**
 * What every form's autocomplete takes: its list opens when it is clicked, typed in or arrowed down,
 * not when the focus arrives (react-admin opens it on focus). A dialog puts the focus on its first
 * field (src/kit/focusFirstField.ts): an autocomplete there opened its list over the fields below it,
 * and the user's click on it, meant to open it, closed it.
 */
export const formAutocomplete = { openOnFocus: false } as const;
