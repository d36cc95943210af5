import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import Box from '@mui/material/Box';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  Button,
  Datagrid,
  DatagridConfigurable,
  SelectColumnsButton,
  useStore,
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
}

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
  return { size: compact ? 'small' : 'medium', sx: [pinnedActionsSx, compact ? oneLineSx : {}] } as const;
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
