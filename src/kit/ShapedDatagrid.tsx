import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import Box from '@mui/material/Box';
import { Children, isValidElement, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  Button,
  Datagrid,
  DatagridConfigurable,
  SelectColumnsButton,
  useResourceContext,
  useStore,
  useTranslate,
  type DatagridProps,
} from 'react-admin';
import { listDensityKey } from '../../contract/preferences';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { ListKeys, rowCursorSx, type ListKeysProps } from './ListKeys';

export type ListDensity = 'compact' | 'comfortable';

/** One choice for every list, kept in the store and, per user, on the server (contract/preferences.ts). */
export { listDensityKey };

export const useListDensity = () => useStore<ListDensity>(listDensityKey, 'compact');

/** Compact or comfortable rows, for a list's toolbar. */
export const DensityButton = () => {
  const [density, setDensity] = useListDensity();
  const compact = density === 'compact';
  // The label says what a press does; `aria-pressed` says which density is on.
  return (
    <Button
      label={compact ? 'kago.listShape.comfortable' : 'kago.listShape.compact'}
      aria-pressed={compact}
      onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
    >
      {compact ? <DensityMediumIcon /> : <DensitySmallIcon />}
    </Button>
  );
};

/**
 * The toolbar buttons that shape a list (issue 12, point 7): the columns shown and their order
 * (react-admin's `SelectColumnsButton`, over the `DatagridConfigurable` of ShapedDatagrid, both on
 * the resource's preference key) and the row density. A phone has its own reduced columns, so none.
 */
export const ListShapeButtons = () => {
  const isPhone = useIsPhone();
  if (isPhone) return null;
  return (
    <>
      <SelectColumnsButton />
      <DensityButton />
    </>
  );
};

/**
 * The table of every list: the columns the user chose, in their order (a phone gets the columns
 * it is given, without choice), the chosen density, and the list keys with their row cursor
 * (ListKeys.tsx). Children are columns, as for react-admin's Datagrid; a column's place among them
 * is its identity in the stored choice, so a resource's columns must not depend on the window.
 */
export const ShapedDatagrid = ({
  keys,
  sx,
  preferenceKey,
  omit,
  ...props
}: DatagridProps & {
  /**
   * The columns (by source) left out until the user shows them with the columns button: what a
   * 1280 px screen with the menu open has no room for. A phone has its own columns.
   */
  omit?: string[];
  keys: ListKeysProps;
  /**
   * Where the column choice is kept, when several lists of one resource show other columns (the
   * shipping orders' work queues); default the resource's.
   */
  preferenceKey?: string;
}) => {
  const isPhone = useIsPhone();
  const Grid = isPhone ? Datagrid : DatagridConfigurable;
  const shape = useListShape();
  const resource = useResourceContext(props);
  useDefaultColumns(preferenceKey ?? `${resource}.datagrid`, omit, props.children, !isPhone);
  return (
    <>
      <ListKeys {...keys} />
      <ShapedTable>
        <Grid
          size={shape.size}
          sx={[rowCursorSx, ...shape.sx, ...(Array.isArray(sx) ? sx : [sx])]}
          {...(isPhone || !preferenceKey ? {} : { preferenceKey })}
          {...(isPhone || !omit ? {} : { omit })}
          {...props}
        />
      </ShapedTable>
    </>
  );
};

/** A column as react-admin's DatagridConfigurable keeps it among a list's preferences. */
interface KeptColumn {
  index: string;
  source?: string;
  label?: string;
}

/** A column's identity in the store: its place among the table's children, and its source. */
const columnIdentity = ({ index, source }: KeptColumn) => `${index}:${source ?? ''}`;

/**
 * The columns a list shows by default follow its code for a user who never chose any (no
 * `preferences.<key>.columns`): react-admin's DatagridConfigurable writes the left-out columns
 * (`omit`) and the available ones into the store when a list is first shown, and afterwards only
 * when the number of columns changes, so a list whose defaults changed kept its old ones for every
 * user who had opened it. `omit` is no choice of the user's (the column chooser writes `columns`), so
 * it is kept equal to the code's; the available columns are written again, as react-admin writes
 * them, when a column's source changed.
 */
const useDefaultColumns = (key: string, omit: string[] | undefined, children: ReactNode, on: boolean) => {
  const translate = useTranslate();
  const [chosen] = useStore<string[] | undefined>(`preferences.${key}.columns`);
  const [keptOmit, setKeptOmit] = useStore<string[] | undefined>(`preferences.${key}.omit`);
  const [available, setAvailable] = useStore<KeptColumn[]>(`preferences.${key}.availableColumns`, []);
  const columns: KeptColumn[] = Children.toArray(children)
    .filter(isValidElement)
    .map((child, index) => {
      const { source, label } = child.props as { source?: string; label?: unknown };
      return {
        index: String(index),
        source,
        label:
          typeof label === 'string'
            ? label
            : source
              ? undefined
              : translate('ra.configurable.Datagrid.unlabeled', {
                  column: index,
                  _: 'Unlabeled column #%{column}',
                }),
      };
    });
  const identities = (kept: KeptColumn[]) => kept.map(columnIdentity).sort().join(',');
  const wanted = identities(columns);
  const omitted = (omit ?? []).join(',');
  useEffect(() => {
    if (!on || chosen !== undefined || available.length === 0) return;
    if ((keptOmit ?? []).join(',') !== omitted) setKeptOmit(omitted ? omitted.split(',') : []);
    if (identities(available) !== wanted) setAvailable(columns);
    // `columns` is new at each render; `wanted` says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, chosen, available, keptOmit, omitted, wanted]);
};

/**
 * The sources of the columns a desk list shows, in their order, as ShapedDatagrid's
 * `DatagridConfigurable` keeps them (`preferences.<key>.availableColumns`, `omit` and the user's
 * `columns`): what an export writes. Undefined before the table has been drawn on a desk.
 */
export const useShownColumns = (resource: string, preferenceKey = `${resource}.datagrid`) => {
  const [available] = useStore<KeptColumn[]>(`preferences.${preferenceKey}.availableColumns`, []);
  const [omit] = useStore<string[] | undefined>(`preferences.${preferenceKey}.omit`);
  const [chosen] = useStore<string[] | undefined>(`preferences.${preferenceKey}.columns`);
  return useMemo(() => {
    if (available.length === 0) return undefined;
    const indexes =
      chosen ??
      available
        .filter((column) => !column.source || !omit?.includes(column.source))
        .map(({ index }) => index);
    return indexes.flatMap((index) => available.find((column) => column.index === index)?.source ?? []);
  }, [available, omit, chosen]);
};

/**
 * The chosen density as a table's `size` and styles: for the lists that draw their table otherwise
 * (react-admin's DataTable: the customers), as ShapedDatagrid does.
 */
export const useListShape = () => {
  const [density] = useListDensity();
  const compact = density === 'compact';
  return {
    size: compact ? 'small' : 'medium',
    sx: [pinnedActionsSx, compact ? oneLineSx : {}, fillColumnSx],
  } as const;
};

/** Around a list's table: a cut cell shows its whole text on hover. */
export const ShapedTable = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'contents' }} onMouseOver={titleWhenCut}>
    {children}
  </Box>
);

/** The class of a list's row-actions column (its buttons): pinned to the table's right edge. */
export const rowActionsClass = 'kago-rowActions';

/**
 * The class of the column that takes the room the others leave (an order's title): as wide as the
 * table's box allows once the other columns have theirs, its long text cut (compact rows) or
 * wrapped, so that it never makes the table wider than its box. Not below 7rem: a table whose other
 * columns leave less scrolls in its box (src/shell/theme/fitToWindow.ts).
 */
export const fillColumnClass = 'kago-fillColumn';

const fillColumnSx = {
  [`& .MuiTableCell-root.${fillColumnClass}`]: { width: '100%', maxWidth: 0, minWidth: '7rem' },
} as const;

/**
 * The row's actions stay in view however wide the table: a table wider than its box scrolls inside
 * it (src/shell/theme/fitToWindow.ts), and a column at its end would be cut off.
 */
const pinnedActionsSx = {
  [`& .${rowActionsClass}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: 'background.paper',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * Compact rows are one line each: long text is cut with an ellipsis (its whole text is the cell's
 * title on hover, `titleWhenCut`, and in the record's detail), headers too; a date or an amount is
 * never cut (narrower than the cap, and kept on one line); thumbnails shrink to the line.
 */
const oneLineSx = {
  '& .MuiTableCell-body, & .MuiTableCell-head': {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // A phone's few columns and the selection box within a 390 px screen (a catalogue's code and
    // name were 395 to 450 px, scrolled sideways in their box); the row opens the whole text.
    maxWidth: { xs: '10rem', sm: '16rem' },
  },
  // Half MUI's 16 px either side of a cell: 16 px a column less toward a 1280 px desk with the menu
  // open (tests/e2e/fit.test.ts measures each table against its box).
  '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: '8px', paddingRight: '8px' },
  [`& .MuiTableCell-root.${rowActionsClass}`]: {
    maxWidth: 'none',
    overflow: 'visible',
  },
  // A countdown is a time with its deadline (an auction's end): never cut, as a date is not.
  '& .MuiTableCell-body:has([role="timer"])': { maxWidth: 'none' },
  '& .MuiTableCell-body img': { width: 24, height: 24, display: 'block' },
  '& .MuiTableCell-body a:has(> img)': { display: 'block' },
  // Boxes on the text's baseline would make the line taller than the text.
  '& .MuiTableCell-body :has(> a > img), & .MuiTableCell-body svg, & .MuiTableCell-body > *': {
    verticalAlign: 'middle',
  },
  // A row as tall as its text: the selection box and the row's buttons fit the line.
  '& .MuiTableCell-root .MuiCheckbox-root': { padding: '4px' },
  '& .MuiTableCell-body .MuiButton-root': { paddingTop: 0, paddingBottom: 0 },
  // An icon button (a row's actions) as tall as the line of text.
  '& .MuiTableCell-body .MuiIconButton-root': { padding: 0 },
  '& .MuiTableCell-body .MuiIconButton-root .MuiSvgIcon-root': { fontSize: '1.25rem' },
  '& .MuiTableCell-body .MuiChip-root': { height: 22, verticalAlign: 'middle' },
} as const;

/** A cut cell (or header) gets its whole text as its title the first time the pointer is over it. */
const titleWhenCut = (event: MouseEvent<HTMLElement>) => {
  const cell = (event.target as HTMLElement).closest('td, th');
  if (!(cell instanceof HTMLElement) || cell.title || cell.scrollWidth <= cell.clientWidth) return;
  cell.title = cell.innerText.trim();
};
