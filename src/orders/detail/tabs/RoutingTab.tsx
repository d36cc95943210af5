import { useTranslate } from 'react-admin';
import { listOf } from '../orderRecord';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
import { officeFields, orderRoutingFields } from '../../../../resources/orders/orderFields';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** The offices the order passed through, and the offices (`GetOffice`) they name. */
export const RoutingTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const offices = useOrderRead<unknown>(family, 'GetOffice');
  const routing = listOf(order.routing);
  const named = new Set(routing.flatMap((hop) => [hop.fromOffice, hop.toOffice, order.warehouse]));
  return (
    <>
      <Section titleKey="kago.orderDetail.tabs.routing">
        <RowsTable
          label={translate('kago.orderDetail.tabs.routing')}
          rows={routing}
          columns={orderRoutingFields}
        />
      </Section>
      <Section titleKey="kago.orderDetail.sections.offices">
        <QueryState query={offices}>
          {(data) => (
            <RowsTable
              label={translate('kago.orderDetail.sections.offices')}
              rows={listOf(data).filter((office) => named.has(office.code))}
              columns={officeFields}
            />
          )}
        </QueryState>
      </Section>
    </>
  );
};
