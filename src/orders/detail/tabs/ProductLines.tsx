import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OrderActionDialog } from '../actions/OrderActionDialog';
import { keyValuePairs } from '../../../generators/formValues';
import { listOf, type OrderLine } from '../orderRecord';
import { RowsTable } from '../RowsTable';
import { orderLineFields } from '../../../../resources/orders/orderFields';
import type { OrderTabProps } from './tabProps';

/** The order's product lines with their attributes, each editable when the order's stage allows. */
export const ProductLines = ({ family, order, writes, onReload }: OrderTabProps) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState<OrderLine | null>(null);
  const mayEdit = writes.includes('OrderDetailUpdateProAtt');
  const lines = listOf<OrderLine>(order.details);
  return (
    <>
      <RowsTable
        label={translate('kago.orderDetail.sections.lines')}
        rows={lines as unknown as Record<string, unknown>[]}
        columns={orderLineFields}
        rowActions={
          mayEdit
            ? (row) => (
                <Button
                  size="small"
                  onClick={() => setEditing(row as unknown as OrderLine)}
                  aria-label={translate('kago.orderDetail.editAttributesOf', { product: row.productName })}
                >
                  {translate('kago.orderDetail.editAttributes')}
                </Button>
              )
            : undefined
        }
      />
      {editing ? (
        <OrderActionDialog
          family={family}
          order={order}
          action="OrderDetailUpdateProAtt"
          presets={{ productAttributes: keyValuePairs(editing.productAttributes) }}
          fixed={{ orderDetailId: editing.id }}
          onClose={() => setEditing(null)}
          onReload={onReload}
        />
      ) : null}
    </>
  );
};
