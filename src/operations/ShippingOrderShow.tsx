import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { TabbedDetail } from '../generators/TabbedDetail';
import { useRecordRead } from '../generators/useRecordRead';
import { ShippingDocumentButtons } from './ShippingDocumentButtons';
import { Timeline, type TimelineEvent } from './Timeline';

/** The order's timeline tab: every move across every stage, who made it and when (`timeline`). */
const OrderTimeline = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  // Read again after a move made from this detail (the record's version changes).
  const { data } = useRecordRead<TimelineEvent[]>(declaration, 'timeline');
  if (!data) return null;
  if (data.length === 0)
    return <Typography sx={{ py: 2 }}>{translate('kago.shippingOrders.timelineEmpty')}</Typography>;
  return <Timeline events={data} />;
};

/**
 * A shipping order's detail (resources/shippingOrders.ts `ui.views.show`): its fields, then its timeline;
 * the moves its stage allows (the generated buttons of its action table), its edit, and the print
 * buttons of the documents its stage can print.
 */
const ShippingOrderShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail
    declaration={declaration}
    editable
    toolbar={<ShippingDocumentButtons />}
    tabContent={{ timeline: <OrderTimeline declaration={declaration} /> }}
  />
);

export default ShippingOrderShow;
