import { useRecordContext } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { useDeclaredRead } from './useDeclaredRead';

type OptionsFrom = NonNullable<FieldDeclaration['optionsFrom']>;

/**
 * A value chosen among a read's rows (`optionsFrom`) shown as the form shows it, by its label (a
 * package's warehouse by its name, not its code): the read is the form's own, cached, so a list
 * asks it once for all its rows. A value the read does not name shows as it is.
 */
export const OptionLabelField = ({
  resource,
  source,
  optionsFrom,
}: {
  resource: string;
  source: string;
  optionsFrom: OptionsFrom;
  sortable?: boolean;
  label?: string;
}) => {
  const record = useRecordContext();
  const options = useDeclaredRead<Record<string, unknown>[]>(
    optionsFrom.resource ?? resource,
    optionsFrom.read,
  );
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  const option = options.data?.find((candidate) => candidate[optionsFrom.value ?? 'id'] === value);
  return <span>{String(option?.[optionsFrom.label ?? 'name'] ?? value)}</span>;
};
