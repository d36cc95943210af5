import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
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
export const ShapedDatagrid = ({ keys, sx, ...props }: DatagridProps & { keys: ListKeysProps }) => {
  const isPhone = useIsPhone();
  const [density] = useListDensity();
  const Grid = isPhone ? Datagrid : DatagridConfigurable;
  return (
    <>
      <ListKeys {...keys} />
      <Grid
        size={density === 'compact' ? 'small' : 'medium'}
        sx={[rowCursorSx, ...(Array.isArray(sx) ? sx : [sx])]}
        {...props}
      />
    </>
  );
};
