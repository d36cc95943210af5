import { useState, type ComponentType } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { genericMessageKeys } from '../../../contract/errorCodes';
import { familyActionsAt, type DeclaredOrderWrite, type OrderFamily } from '../../../resources/orders/index';
import { CreatePackageButton } from '../CreatePackageButton';
import { ExportOrdersButton } from '../files/ExportOrdersButton';
import { useOrderFamily } from '../useOrderFamily';
import { movesFrom } from '../detail/actions/availableActions';
import { BulkWriteDialog } from './BulkWriteDialog';

/** Writes on several orders that the server makes in one call (scope `records`): their own button. */
const batchButtons: Partial<Record<DeclaredOrderWrite, ComponentType>> = {
  AddOrderPackageFromMultiOrder: CreatePackageButton,
};

/** An order write of the table on the chosen rows: its dialog, asked once, applied to each order. */
const BulkWriteButton = ({ action }: { action: DeclaredOrderWrite }) => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        label={`kago.orders.actions.${action}`}
        onClick={() =>
          selectedIds.length ? setOpen(true) : notify(genericMessageKeys.noItemsSelected, { type: 'warning' })
        }
      />
      {open ? <BulkWriteDialog action={action} onClose={() => setOpen(false)} /> : null}
    </>
  );
};

/**
 * The writes a family's list offers on chosen rows: those the table places at 'bulk' for it, a
 * status change only where its orders have a move to make (a cancelled order has none).
 */
const bulkWritesOf = (family: OrderFamily) =>
  familyActionsAt(family, 'bulk').filter(
    (action) => action !== 'OrderUpdateStatus' || movesFrom(family.statuses).length > 0,
  );

/** Whether a family's list has a bulk bar: a write on chosen rows, or its export. */
export const hasBulkActions = (family: OrderFamily) =>
  bulkWritesOf(family).length > 0 || family.actions.includes('ExportExcel');

/**
 * The bulk bar of an order list: every write the action table places at 'bulk' that the family
 * offers (familyActionsAt: a stage's list offers what its stage allows), and the Excel export of the
 * chosen rows. Only writers of the family's area get it (src/orders/OrderList.tsx).
 */
export const OrderBulkActions = () => {
  const family = useOrderFamily();
  return (
    <>
      {bulkWritesOf(family).map((action) => {
        const Batch = batchButtons[action];
        return Batch ? <Batch key={action} /> : <BulkWriteButton key={action} action={action} />;
      })}
      {family.actions.includes('ExportExcel') ? <ExportOrdersButton selected /> : null}
    </>
  );
};
