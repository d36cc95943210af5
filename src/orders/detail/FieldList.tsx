import type { FieldDeclaration } from '../../../resources/types';
import { Fact, Facts } from '../../kit/Facts';
import { OrderValue } from './OrderValue';

/** Labelled values of one record (`kago.orders.fields.<source>`), each shown by its declared type. */
export const FieldList = ({
  record,
  fields,
}: {
  record: Record<string, unknown>;
  fields: readonly FieldDeclaration[];
}) => (
  <Facts>
    {fields.map((field) => (
      <Fact key={field.source} label={`kago.orders.fields.${field.source}`}>
        <OrderValue
          field={field}
          value={record[field.source]}
          record={record}
          owner={String(record.code ?? '')}
        />
      </Fact>
    ))}
  </Facts>
);
