import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { useFilterContext, useListContext, useTranslate } from 'react-admin';

/** From this window width on, a list's filters are always shown; below it they fold away. */
export const filterBarOpenWidth = 900;

/** Fewer filters than this (the search and one more) never fold: a toggle would save no room. */
const foldsFrom = 3;

const isSet = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  (typeof value !== 'object' || Object.values(value).some(isSet));

/** How many filters the user has set, the keyword search aside (it stays in view). */
export const countSetFilters = (values: Record<string, unknown>) =>
  Object.entries(values).filter(([source, value]) => source !== 'q' && isSet(value)).length;

/** The sources of the filters shown, in one string, to notice one added by "Add filter". */
const shownSources = (displayed: Record<string, boolean>) =>
  Object.keys(displayed)
    .filter((source) => displayed[source])
    .sort()
    .join(' ');

// react-admin's own filter form styles (ra-ui-materialui list/filter/FilterForm), which this form
// replaces (errors aside), plus the folding: the search first, then the toggle, then the other filters.
const Form = styled('form', { name: 'RaFilterForm', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flex: '0 1 auto',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    pointerEvents: 'none',
    padding: `0 0 ${theme.spacing(0.5)} 0`,
    [theme.breakpoints.down('sm')]: { width: '100%' },
    [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
    [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
    // A filter's error stays: a date input names the pattern it expects (src/kit/DateTextInput.tsx).
    '& .MuiFormHelperText-root:not(.Mui-error)': { display: 'none' },
    '& .RaFilterForm-filterFormInput .MuiFormControl-root': { marginTop: theme.spacing(1) },
    '& > .filter-field[data-source="q"]': { order: -2 },
    '& > .kago-filter-toggle': { order: -1, pointerEvents: 'auto', margin: theme.spacing(1, 0, 0.5) },
    '&[data-folded] > .filter-field:not([data-source="q"])': { display: 'none' },
  }),
);

/** Room a filled input keeps beside its label (12 px each side), and a select's arrow besides. */
const labelPadding = 24;
const selectArrow = 24;

/**
 * Widens each filter whose label does not fit it (react-admin's select is 160 px wide whatever its
 * label: "Tài khoản đấu giá" was cut to "Tài khoản đấu ..." at 1280 px), measured after each render, so
 * it holds in every language and for a filter added later. A label is absolutely placed, so CSS
 * alone cannot size its input by it.
 */
const useLabelsFit = (form: RefObject<HTMLFormElement | null>) => {
  useLayoutEffect(() => {
    for (const label of form.current?.querySelectorAll<HTMLElement>('.MuiInputLabel-root') ?? []) {
      const control = label.closest<HTMLElement>('.MuiFormControl-root');
      // A folded filter is not drawn: it is measured once shown.
      if (!control || label.scrollWidth === 0) continue;
      const arrow = control.querySelector('.MuiSelect-icon, .MuiAutocomplete-endAdornment') ? selectArrow : 0;
      const needed = Math.ceil(label.scrollWidth) + labelPadding + arrow;
      if (control.getBoundingClientRect().width < needed) control.style.minWidth = `${needed}px`;
    }
  });
};

/**
 * The form of every list's filter bar, in place of react-admin's (the theme gives it to
 * react-admin's FilterForm as `formComponent`, src/shell/theme/themes.ts, so every list gets it
 * without a change of its own). Below 900 px a bar of more than two filters folds away behind a
 * "Filters (n)" toggle saying how many are set, so a phone's first screen shows rows; the keyword
 * search stays in view, and a filter added by "Add filter" opens the bar. From 900 px on, the bar
 * is always open and there is no toggle.
 */
export const FilterBarForm = ({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const id = useId();
  // Read at once, not after a first render: a wide window must never see the bar fold and open.
  const narrow = useMediaQuery(`(max-width: ${filterBarOpenWidth - 0.05}px)`, { noSsr: true });
  const filters = useFilterContext();
  const { filterValues, displayedFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const shown = shownSources(displayedFilters ?? {});
  const [seenShown, setSeenShown] = useState(shown);
  if (shown !== seenShown) {
    setSeenShown(shown);
    if (shown.split(' ').some((source) => source && !seenShown.split(' ').includes(source))) setOpen(true);
  }
  const folds = narrow && (filters?.length ?? 0) >= foldsFrom;
  const form = useRef<HTMLFormElement>(null);
  useLabelsFit(form);
  return (
    <Form ref={form} id={id} onSubmit={onSubmit} data-folded={folds && !open ? '' : undefined}>
      {children}
      {folds ? (
        <Button
          type="button"
          className="kago-filter-toggle"
          size="small"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {translate('kago.filters.toggle', { count: countSetFilters(filterValues ?? {}) })}
        </Button>
      ) : null}
    </Form>
  );
};
