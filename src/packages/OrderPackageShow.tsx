import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { declaredFieldLabelKey, fieldChoiceLabelKey, type ResourceDeclaration } from '../../resources';
import { PartnerEventsLink } from '../eventLog/PartnerEventsLink';
import { TabbedDetail } from '../generators/TabbedDetail';
import { ImageThumbnails } from '../generators/ImageThumbnails';
import { useRecordRead } from '../generators/useRecordRead';
import { useFormat } from '../kit/useFormat';

/**
 * The order package detail (resources/orderPackages.ts `views.show`): the tabs its declaration
 * names, of which this view fills the ones that are not fields (`byView`): the orders it holds
 * (`GetOrdersByCode`), its photos and its event log (`GetEventLogs`).
 * The actions of its action table (fee, photos, shipment, orders, merge) are the generated buttons
 * and dialogs (src/generators/ActionButton.tsx, InputsDialog.tsx).
 */
type PackageOrder = { id: number; code: string; title: string; status: string };
type PackageEvent = {
  id: number;
  at: string;
  action: string;
  actor: string;
  actorName: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

const Empty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Typography sx={{ py: 2 }}>{translate(message)}</Typography>;
};

const PackageOrders = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const { data } = useRecordRead<PackageOrder[]>(declaration, 'orders', (record) => ({ code: record.code }));
  if (!data) return null;
  if (data.length === 0) return <Empty message="kago.orderPackages.orders.empty" />;
  return (
    <Table size="small" aria-label={translate('kago.orderPackages.tabs.orders')}>
      <TableHead>
        <TableRow>
          {(['code', 'title', 'status'] as const).map((column) => (
            <TableCell key={column}>{translate(`kago.orderPackages.orders.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((order) => (
          <TableRow key={order.id}>
            <TableCell>{order.code}</TableCell>
            <TableCell>{order.title}</TableCell>
            <TableCell>{translate(`kago.orders.statuses.${order.status}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * A logged value as the package's screens write it: a choice by its label, money in dong, a date in
 * the interface language, photos counted; a value that is no field of the package by its own label
 * (`kago.orderPackages.events.values`).
 */
const useChangeText = (declaration: ResourceDeclaration) => {
  const translate = useTranslate();
  const format = useFormat();
  return (source: string, value: unknown): { label: string; text: string } => {
    const field = declaration.fields.find((candidate) => candidate.source === source);
    const label = field
      ? translate(declaredFieldLabelKey(declaration, source))
      : translate(`kago.orderPackages.events.values.${source}`, { _: source });
    if (value === null || value === undefined || value === '') return { label, text: '—' };
    const raw = String(value);
    const text = !field
      ? raw
      : field.choices
        ? translate(fieldChoiceLabelKey(declaration.name, field, raw), { _: raw })
        : field.type === 'money'
          ? format.money(value, field.currency ?? 'VND')
          : field.type === 'date'
            ? format.date(value)
            : field.type === 'datetime'
              ? format.dateTime(value)
              : field.type === 'imageList'
                ? translate('kago.orderPackages.events.photoCount', {
                    smart_count: raw.split(';').filter(Boolean).length,
                  })
                : raw;
    return { label, text };
  };
};

/** A change's values, each labelled by its field's label and written as the package's screens write it. */
const Values = ({
  declaration,
  values,
}: {
  declaration: ResourceDeclaration;
  values: Record<string, unknown>;
}) => {
  const changeText = useChangeText(declaration);
  return (
    <>
      {Object.entries(values).map(([source, value]) => {
        const { label, text } = changeText(source, value);
        return (
          <div key={source}>
            {label}: {text}
          </div>
        );
      })}
    </>
  );
};

const PackageEvents = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  // In the interface language's format (react-admin's DateField took the browser's).
  const format = useFormat();
  const record = useRecordContext();
  const { data } = useRecordRead<PackageEvent[]>(declaration, 'eventLogs');
  if (!data) return null;
  const partnerEvents = record ? <PartnerEventsLink code={String(record.code)} /> : null;
  if (data.length === 0)
    return (
      <>
        {partnerEvents}
        <Empty message="kago.orderPackages.events.empty" />
      </>
    );
  const columns = ['at', 'action', 'actor', 'before', 'after'] as const;
  return (
    <>
      {partnerEvents}
      <Table size="small" aria-label={translate('kago.orderPackages.tabs.events')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(`kago.orderPackages.events.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((event) => (
            <TableRow key={event.id}>
              <TableCell>{format.dateTime(event.at)}</TableCell>
              <TableCell>
                {translate(`kago.orderPackages.events.actions.${event.action}`, { _: event.action })}
              </TableCell>
              <TableCell>{event.actorName ?? event.actor}</TableCell>
              <TableCell>
                <Values declaration={declaration} values={event.before} />
              </TableCell>
              <TableCell>
                <Values declaration={declaration} values={event.after} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

const PackagePhotos = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.photos) return <Empty message="kago.orderPackages.photosEmpty" />;
  return (
    <ImageThumbnails
      value={record.photos as string}
      alt={`${translate(`resources.${resource}.fields.photos`)} ${String(record.code)}`}
    />
  );
};

const OrderPackageShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail
    declaration={declaration}
    tabContent={{
      orders: <PackageOrders declaration={declaration} />,
      photos: <PackagePhotos resource={declaration.name} />,
      events: <PackageEvents declaration={declaration} />,
    }}
  />
);

export default OrderPackageShow;
