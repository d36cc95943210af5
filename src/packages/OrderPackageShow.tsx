import { useRecordContext, useTranslate } from 'react-admin';
import { declaredFieldLabelKey, fieldChoiceLabelKey, type ResourceDeclaration } from '../../resources';
import { PartnerEventsLink } from '../eventLog/PartnerEventsLink';
import { RecordReadTable } from '../generators/RecordReadTable';
import { TabbedDetail } from '../generators/TabbedDetail';
import { useRecordRead } from '../generators/useRecordRead';
import { useFormat } from '../kit/useFormat';
import { RecordPhotos } from './RecordPhotos';
import { SimpleTable } from '../kit/SimpleTable';

/**
 * The order package detail (resources/orderPackages.ts `ui.views.show`): the tabs its declaration
 * names, of which this view fills the ones that are not fields: the orders it holds
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

const PackageOrders = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <RecordReadTable<PackageOrder>
    declaration={declaration}
    action="orders"
    inputsOf={(record) => ({ code: record.code })}
    labels="kago.orderPackages"
    columns={{
      code: (order) => order.code,
      title: (order) => order.title,
      status: (order, translate) => translate(`kago.orders.statuses.${order.status}`),
    }}
  />
);

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
  return (
    <>
      {record && <PartnerEventsLink code={String(record.code)} />}
      <SimpleTable
        label="kago.orderPackages.tabs.events"
        empty="kago.orderPackages.events.empty"
        rows={data}
        columns={[
          { label: 'kago.orderPackages.events.at', render: (event) => format.dateTime(event.at) },
          {
            label: 'kago.orderPackages.events.action',
            render: (event) =>
              translate(`kago.orderPackages.events.actions.${event.action}`, { _: event.action }),
          },
          { label: 'kago.orderPackages.events.actor', render: (event) => event.actorName ?? event.actor },
          {
            label: 'kago.orderPackages.events.before',
            render: (event) => <Values declaration={declaration} values={event.before} />,
          },
          {
            label: 'kago.orderPackages.events.after',
            render: (event) => <Values declaration={declaration} values={event.after} />,
          },
        ]}
      />
    </>
  );
};

const OrderPackageShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail
    declaration={declaration}
    tabContent={{
      orders: <PackageOrders declaration={declaration} />,
      photos: <RecordPhotos resource={declaration.name} empty="kago.orderPackages.photosEmpty" />,
      events: <PackageEvents declaration={declaration} />,
    }}
  />
);

export default OrderPackageShow;
