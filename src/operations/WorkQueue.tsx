import { List, SearchInput, TopToolbar, WrapperField, useTranslate } from 'react-admin';
import { shippingQueueColumns, type ShippingQueue } from '../../resources/shippingOperations';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import { ActionButtons } from '../generators/ActionButton';
import { fieldElement } from '../generators/fieldComponents';
import { ListPagination } from '../generators/ListPagination';
import { listPageSize, listPageSizes, phoneColumnCount } from '../generators/ResourceList';
import { ListShapeButtons, rowActionsClass, ShapedDatagrid } from '../kit/ShapedDatagrid';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { ShippingDocumentButtons } from './ShippingDocumentButtons';

const declaration = shippingOrderDeclaration;

/** The order's number and reference lead every queue: what is typed, scanned and called out. */
const leadingColumns = ['orderNumber', 'referenceNumber'];

const columnsOf = (queue: ShippingQueue) =>
  [...leadingColumns, ...shippingQueueColumns[queue]].map((source) =>
    declaration.fields.find((field) => field.source === source)!,
  );

// Typed or scanned: a scanner types the reference and Enter, and the list narrows to it.
const searchFilters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * One work queue of the operations (resources/shippingOperations.ts): the shipping orders waiting
 * for one step (`queue`, the server's indexed filter), oldest send date first, each row with the
 * buttons of the moves its stage allows and the user's rights permit (the action table's `when` and
 * `area`; the charge is the accountant's). A move's dialog is the generated one; the list refreshes
 * after it, so the order leaves the queue. The same screen serves every queue: the declaration says
 * which columns each shows.
 */
const WorkQueue = ({ queue }: { queue: ShippingQueue }) => {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const columns = columnsOf(queue);
  return (
    <List
      resource={declaration.name}
      storeKey={`workQueue.${queue}`}
      title={translate(`kago.shippingOrders.queues.${queue}`)}
      filter={{ queue }}
      filters={searchFilters}
      sort={{ field: 'sendDate', order: 'ASC' }}
      perPage={listPageSize}
      pagination={<ListPagination rowsPerPageOptions={listPageSizes} />}
      actions={
        <TopToolbar>
          <ListShapeButtons />
        </TopToolbar>
      }
      empty={false}
    >
      <ShapedDatagrid
        keys={{ open: 'show' }}
        rowClick="show"
        bulkActionButtons={false}
        preferenceKey={`workQueue.${queue}.datagrid`}
      >
        {(isPhone ? columns.slice(0, phoneColumnCount) : columns).map((field) =>
          fieldElement(field, declaration.name),
        )}
        <WrapperField
          label="kago.listShape.rowActions"
          sortable={false}
          cellClassName={rowActionsClass}
          headerClassName={rowActionsClass}
        >
          {/* The doc step prints the order's documents before it marks them ready. Icons alone,
              named by their labels, as a generated list's rows (a 1280 px desk fits them). */}
          {queue === 'doc' ? <ShippingDocumentButtons iconOnly /> : null}
          <ActionButtons declaration={declaration} place="row" iconOnly />
        </WrapperField>
      </ShapedDatagrid>
    </List>
  );
};

export default WorkQueue;
