import {
  FilterButton,
  FunctionField,
  List,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { familyActionsAt } from '../../resources/orders/families';
import { isOrderSortKey } from '../../resources/orders/listQuery';
import { orderColumnsOnDemand, orderListColumns } from '../../resources/orders/listColumns';
import { fieldsNamed, orderFields } from '../../resources/orders/orderFields';
import type { FieldDeclaration } from '../../resources/types';
import { DateValueField } from '../kit/fields';
import { fillColumnClass, ListShapeButtons, rowActionsClass, ShapedDatagrid } from '../kit/ShapedDatagrid';
import { ImageThumbnails } from '../generators/ImageThumbnails';
import { splitImageList } from '../generators/imageUrls';
import { ListPagination } from '../generators/ListPagination';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { AddTrackingButton } from './AddTrackingButton';
import { hasBulkActions, OrderBulkActions } from './bulk/OrderBulkActions';
import { ExportOrdersButton } from './files/ExportOrdersButton';
import { ImportTrackingButton } from './files/ImportTrackingButton';
import { OrderValue } from './detail/OrderValue';
import { orderCurrency, OrderCurrencyContext } from './orderCurrency';
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

/** The list's columns: the order's declared fields (resources/orders/orderFields.ts), in their order. */
const orderListFields = fieldsNamed(orderFields, orderListColumns);

/**
 * One cell: the order's value by its declared type, as the detail shows it (src/orders/detail/OrderValue.tsx,
 * amounts in the order's currency), in one line: the code as the way into the order, the first
 * picture, the short moment, and a text whole in its title when its column cuts it.
 */
const OrderCell = ({ field, record }: { field: FieldDeclaration; record: OrderListRecord }) => {
  const value: unknown = record[field.source];
  if (field.source === 'code') return <OrderCodeLink record={record} />;
  switch (field.type) {
    case 'imageList':
      return <ImageThumbnails value={splitImageList(record.image)[0]} alt={record.title} />;
    case 'datetime':
      return <DateValueField source={field.source} showTime short />;
    case 'text':
      return typeof value === 'string' && value ? <span title={value}>{value}</span> : null;
  }
  return (
    <OrderCurrencyContext.Provider value={orderCurrency(record.source)}>
      <OrderValue field={field} value={value} record={record} />
    </OrderCurrencyContext.Provider>
  );
};

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
          {orderListFields.map((field) =>
            field.source === 'source' && family.source !== null ? null : (
              <FunctionField<OrderListRecord>
                key={field.source}
                source={field.source}
                label={`kago.orderList.columns.${field.source}`}
                sortable={isOrderSortKey(field.source)}
                {...(field.type === 'money' ? { textAlign: 'right' as const } : {})}
                {...(field.source === 'title'
                  ? { cellClassName: fillColumnClass, headerClassName: fillColumnClass }
                  : {})}
                render={(record) => <OrderCell field={field} record={record} />}
              />
            ),
          )}
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
