import { useTranslate } from 'react-admin';
import { officeFields, orderRoutingFields } from '../../../../resources/orders/orderFields';
import { listOf } from '../orderRecord';
import { ReadRowsTable, RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
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
        <ReadRowsTable
          read={offices}
          labelKey="kago.orderDetail.sections.offices"
          columns={officeFields}
          rowsOf={(rows) => rows.filter((office) => named.has(office.code))}
        />
      </Section>
    </>
  );
};
