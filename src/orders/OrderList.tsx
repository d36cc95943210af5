import {
  FilterButton,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { familyActionsAt } from '../../resources/orders/families';
import { orderColumnsOnDemand } from '../../resources/orders/listColumns';
import { AmountField, DateValueField } from '../kit/fields';
import { fillColumnClass, ListShapeButtons, rowActionsClass, ShapedDatagrid } from '../kit/ShapedDatagrid';
import { ImageThumbnails } from '../generators/ImageThumbnails';
import { splitImageList } from '../generators/imageUrls';
import { ListPagination } from '../generators/ListPagination';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { AddTrackingButton } from './AddTrackingButton';
import { hasBulkActions, OrderBulkActions } from './bulk/OrderBulkActions';
import { ExportOrdersButton } from './files/ExportOrdersButton';
import { ImportTrackingButton } from './files/ImportTrackingButton';
import { orderCurrency } from './orderCurrency';
import { orderFilters } from './orderFilters';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderStatusChip } from './OrderStatusChip';
import { useAreaRight } from './useAreaRight';
import { useOrderFamily } from './useOrderFamily';
import { useSupplierChoices } from './useSupplierChoices';

/** One order as a list shows it (server/orders/queries.ts: a row of `orders`). */
export interface OrderListRecord extends RaRecord {
  code: string;
  title: string;
  source: string;
  status: string;
  image: string | null;
}

const column = (name: string) => `kago.orderList.columns.${name}`;

/** An order's amounts are in its marketplace's currency. */
const currencyOfOrder = (record: RaRecord) => orderCurrency(record.source);

/**
 * The columns whose text varies most, cut (one line, src/kit/ShapedDatagrid.tsx) past 10rem: a long
 * customer name or status (English's "Advance payment awaited") would otherwise take the title's
 * room. Both are whole in the cell's title and in the order's detail.
 */
const orderColumnsSx = {
  '& .MuiTableCell-root.column-customerName, & .MuiTableCell-root.column-status': { maxWidth: '10rem' },
} as const;

// As the catalogue lists: the server caps a page at 500, staff rarely want more than 100.
const orderPageSize = 25;
const orderPageSizes = [10, 25, 50, 100];

/** The code, as a link to the order's detail: the keyboard's way into an order. */
const OrderCodeLink = ({ record }: { record: OrderListRecord }) => {
  const createPath = useCreatePath();
  const family = useOrderFamily();
  return (
    <Link
      to={createPath({ resource: family.route, id: record.id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
    >
      {record.code}
    </Link>
  );
};

/** The first picture of the order, with the CDN rule; the detail shows them all. */
const firstImage = (record: OrderListRecord) => splitImageList(record.image)[0];

/**
 * The toolbar of an order list: the filter button, the Excel export of the filtered list where the
 * family offers it, and the tracking import (which shows itself only where it applies).
 */
const OrderListActions = () => {
  const family = useOrderFamily();
  return (
    <TopToolbar>
      <FilterButton />
      {family.actions.includes('ExportExcel') ? <ExportOrdersButton /> : null}
      {familyActionsAt(family, 'toolbar').includes('ImportTracking') ? <ImportTrackingButton /> : null}
      <ListShapeButtons />
    </TopToolbar>
  );
};

/**
 * The list of one order family (every order screen is this component; the family comes from the
 * resource, i.e. the route): server paging, sort, keyword and filters, which react-admin's list
 * store keeps across a visit to an order. Writers of the family's area select rows for the bulk
 * actions the family offers (src/orders/bulk/OrderBulkActions.tsx); readers get no selection. Phones get one line per order.
 */
const OrderList = () => {
  const family = useOrderFamily();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const suppliers = useSupplierChoices();
  const canWrite = useAreaRight(family.area, 'write');
  const bulkActions = canWrite && hasBulkActions(family);
  const refresh = useRefresh();
  const addsTracking = familyActionsAt(family, 'row').includes('AddPackageTracking');
  return (
    <List
      title={orderFamilyLabelKey(family.route)}
      filters={orderFilters(family, suppliers, translate('kago.orderList.filters.search'))}
      sort={{ field: 'orderDate', order: 'DESC' }}
      perPage={orderPageSize}
      pagination={<ListPagination rowsPerPageOptions={orderPageSizes} />}
      actions={<OrderListActions />}
      empty={<OrderListEmpty />}
    >
      {isPhone ? (
        <SimpleList<OrderListRecord>
          primaryText={(record) => record.code}
          secondaryText={(record) => record.title}
          tertiaryText={(record) => <OrderStatusChip status={record.status} />}
          linkType="show"
        />
      ) : (
        <ShapedDatagrid
          keys={{ open: 'show', trail: true }}
          rowClick="show"
          bulkActionButtons={bulkActions ? <OrderBulkActions /> : false}
          empty={<OrderListEmpty filtered />}
          omit={orderColumnsOnDemand(family)}
          sx={orderColumnsSx}
        >
          <FunctionField<OrderListRecord>
            source="code"
            label={column('code')}
            render={(record) => <OrderCodeLink record={record} />}
          />
          <FunctionField<OrderListRecord>
            source="image"
            label={column('image')}
            sortable={false}
            render={(record) => <ImageThumbnails value={firstImage(record)} alt={record.title} />}
          />
          <FunctionField<OrderListRecord>
            source="title"
            label={column('title')}
            sortable={false}
            cellClassName={fillColumnClass}
            headerClassName={fillColumnClass}
            render={(record) => <span title={record.title}>{record.title}</span>}
          />
          {family.source === null ? (
            <FunctionField<OrderListRecord>
              source="source"
              label={column('source')}
              render={(record) => translate(`kago.orderSource.${record.source}`, { _: record.source })}
            />
          ) : null}
          <FunctionField<OrderListRecord>
            source="status"
            label={column('status')}
            render={(record) => <OrderStatusChip status={record.status} />}
          />
          <TextField source="customerName" label={column('customer')} />
          <DateValueField source="orderDate" label={column('orderDate')} showTime short />
          <AmountField
            source="price"
            label={column('price')}
            currencyOf={currencyOfOrder}
            textAlign="right"
          />
          <AmountField
            source="total"
            label={column('total')}
            currencyOf={currencyOfOrder}
            textAlign="right"
          />
          <TextField source="purchaser" label={column('purchaser')} sortable={false} />
          <TextField source="tracking" label={column('tracking')} sortable={false} />
          <TextField source="orderNumber" label={column('orderNumber')} sortable={false} />
          {addsTracking ? (
            <FunctionField<OrderListRecord>
              label="kago.listShape.rowActions"
              sortable={false}
              cellClassName={rowActionsClass}
              headerClassName={rowActionsClass}
              render={(record) => <AddTrackingButton order={record} onAdded={refresh} />}
            />
          ) : null}
        </ShapedDatagrid>
      )}
    </List>
  );
};

export default OrderList;
