import type { ComponentType } from 'react';
import { EmailTab } from './tabs/EmailTab';
import { EventLogTab, StatusEventsTab } from './tabs/EventLogTabs';
import { CustomerTab, DeliveryTab } from './tabs/FieldsTab';
import { OrderInfoTab } from './tabs/OrderInfoTab';
import { InquiryTab, PackagesTab, PayablesTab, ReceivablesTab } from './tabs/OrderListTabs';
import { PartnersTab } from './tabs/PartnersTab';
import { RoutingTab } from './tabs/RoutingTab';
import { ServiceTab } from './tabs/ServiceTab';
import { ShipmentTab } from './tabs/ShipmentTab';
import type { OrderTabProps } from './tabs/tabProps';

/**
 * The 14 tabs of the order detail (seed 000 section 2), in the seed's order. `key` is the `?tab=`
 * value of the URL; labels are `kago.orderDetail.tabs.<key>`. A tab mounts only when opened, so its
 * own reads are made only then.
 */
export const detailTabs: readonly { key: string; component: ComponentType<OrderTabProps> }[] = [
  { key: 'orderInfo', component: OrderInfoTab },
  { key: 'customer', component: CustomerTab },
  { key: 'delivery', component: DeliveryTab },
  { key: 'service', component: ServiceTab },
  { key: 'shipment', component: ShipmentTab },
  { key: 'packages', component: PackagesTab },
  { key: 'partners', component: PartnersTab },
  { key: 'routing', component: RoutingTab },
  { key: 'statusEvents', component: StatusEventsTab },
  { key: 'email', component: EmailTab },
  { key: 'inquiry', component: InquiryTab },
  { key: 'receivables', component: ReceivablesTab },
  { key: 'payables', component: PayablesTab },
  { key: 'eventLog', component: EventLogTab },
];
