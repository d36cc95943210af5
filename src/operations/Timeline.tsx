import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { actionLabelKey, choiceLabelKey } from '../../resources';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import { useFormat } from '../kit/useFormat';
import { byId, useDeliveryTimes } from './chargeLines';

const resource = shippingOrderDeclaration.name;

/** One move of a shipping order as its timeline records it (server/shippingOrders/moves.ts). */
export interface TimelineEvent {
  id: number;
  action: string;
  stageFrom: string | null;
  stageTo: string;
  details: Record<string, unknown>;
  actor: string;
  at: string;
}

/** The details of a move a timeline shows (server/shippingOrders/moves.ts), each with its label. */
const shownDetails = [
  'counted',
  'weightGrams',
  'short',
  'boxes',
  'masterWaybill',
  'carrier',
  'airline',
  'departureDate',
  'originPort',
  'destinationPort',
  'deliveryTime',
  'chargeableKg',
  'rateSource',
  'ratePerKg',
  'converted',
  'trackingNumber',
  'receiverName',
  'reason',
] as const;

/**
 * A timeline detail's value as text: numbers and dates by the interface language, yes or no; the
 * charge in the currency it was charged in (the move's `currency`), the group's rate in dong (the
 * catalogue's currency), each with its symbol and VND and JPY without fractions.
 */
const useDetailText = () => {
  const format = useFormat();
  const translate = useTranslate();
  const deliveryTimes = useDeliveryTimes();
  return (key: string, value: unknown, details: Record<string, unknown>): string => {
    if (value === null || value === undefined || value === '') return '';
    if (key === 'converted') return format.money(value, String(details.currency || 'VND'));
    if (key === 'ratePerKg') return format.money(value, 'VND');
    // The delivery time charged, named in the interface language while it is offered.
    if (key === 'deliveryTime')
      return String(byId(deliveryTimes.data, details.deliveryTimeId)?.name ?? value);
    // Whose rate priced the charge: the delivery time's own or the charges group's standard.
    if (key === 'rateSource') return translate(`kago.chargeRates.rateSources.${String(value)}`);
    if (typeof value === 'number') return format.number(value);
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (key === 'departureDate') return format.date(value);
    return String(value);
  };
};

/**
 * A shipping order's timeline, oldest first: each move with the stage it led to, when, who, and what
 * it recorded; shown by trace and on the order's detail.
 */
export const Timeline = ({ events }: { events: readonly TimelineEvent[] }) => {
  const translate = useTranslate();
  const format = useFormat();
  const detailText = useDetailText();
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {events.map((event) => (
        <Box component="li" key={event.id} sx={{ mb: 1 }}>
          <Typography variant="body2" component="div">
            <strong>{translate(actionLabelKey(resource, event.action))}</strong>
            {' → '}
            {translate(choiceLabelKey(resource, 'stage', event.stageTo))}
            {' · '}
            {format.dateTime(event.at)}
            {' · '}
            {event.actor}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {shownDetails
              .map((key) => [key, detailText(key, event.details[key], event.details)])
              .filter(([, text]) => text !== '')
              .map(([key, text]) => `${translate(`kago.shippingOrders.trace.details.${key}`)}: ${text}`)
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
