import { Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { fieldLabelKey } from '../../resources';
import { fieldElement } from '../generators/fieldComponents';
import { DateValueField } from '../kit/fields';
import { JsonBlock } from '../kit/JsonBlock';

/** The two payloads of an event, each as formatted JSON. */
const Payloads = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {(['data', 'responseData'] as const).map((source) => (
        <JsonBlock
          key={source}
          label={translate(fieldLabelKey(resource, source))}
          value={record[source] as string | null}
        />
      ))}
    </>
  );
};

/**
 * One partner event (resources/eventLog.ts `ui.views.show`): who, what, about which code and when,
 * then what was sent and what came back as formatted JSON (src/kit/JsonBlock.tsx).
 */
const EventLogShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show resource={declaration.name}>
    <SimpleShowLayout>
      {/* A partner and a call by their labels, as the list shows them. */}
      {declaration.fields
        .filter((field) => field.source === 'partner' || field.source === 'eventName')
        .map((field) => fieldElement(field, declaration.name))}
      <TextField source="refCode" />
      {/* In the interface language's format, as lists show it (react-admin's DateField took the browser's). */}
      <DateValueField source="requestDate" showTime />
      <Payloads resource={declaration.name} />
    </SimpleShowLayout>
  </Show>
);

export default EventLogShow;
