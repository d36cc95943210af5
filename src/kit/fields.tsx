import Chip from '@mui/material/Chip';
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { localizedValue } from '../../resources/types';
import { Countdown } from './Countdown';
import { useFormat } from './useFormat';
import { Link } from 'react-router-dom';

/**
 * The app's value fields, formatted by the interface language through src/kit/format.ts (react-admin's
 * DateField and NumberField follow the browser's locale instead). Lists read `source`, `label`,
 * `sortable` and `textAlign` from a field's props, so these take them as react-admin's do.
 */
interface ValueFieldProps {
  source: string;
  label?: string | false;
  sortable?: boolean;
  textAlign?: 'left' | 'right';
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** An amount of money in its currency, on one line: a number split across lines reads as two. */
export const Amount = ({ value, currency }: { value: unknown; currency: string }) => {
  const format = useFormat();
  return <span style={nowrap}>{format.money(value, currency)}</span>;
};

/**
 * A money field: the record's amount in a fixed `currency`, or in the one `currencyOf` finds on the
 * record (an order's marketplace, a row's own currency column).
 */
export const AmountField = ({
  source,
  currency = 'VND',
  currencyOf,
}: ValueFieldProps & { currency?: string; currencyOf?: (record: RaRecord) => string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return <Amount value={record[source]} currency={currencyOf ? currencyOf(record) : currency} />;
};

/**
 * A date field: the date alone, or with its time (`showTime`), in the language's short form where
 * a list has little room (`short`, with the whole moment as its title).
 */
export const DateValueField = ({
  source,
  showTime = false,
  short = false,
}: ValueFieldProps & { showTime?: boolean; short?: boolean }) => {
  const record = useRecordContext();
  const format = useFormat();
  if (!record) return null;
  const value = record[source];
  if (short && showTime)
    return (
      <span style={nowrap} title={format.dateTime(value)}>
        {format.shortDateTime(value)}
      </span>
    );
  return <span style={nowrap}>{showTime ? format.dateTime(value) : format.date(value)}</span>;
};

/**
 * A moment still ahead shown as the time left, counting down live (an auction's end); once past, the
 * moment as ended. Keys `kago.countdown.left` (`%{duration}`, `%{deadline}`) and `.ended`.
 */
export const CountdownField = ({ source }: ValueFieldProps) => {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return (
    <Countdown deadline={new Date(value)} dueKey="kago.countdown.left" overdueKey="kago.countdown.ended" />
  );
};

/** When a duration that runs from `since` runs out: nothing when either is missing or no moment. */
const endOf = (seconds: unknown, since: unknown) => {
  const start = since === null || since === undefined ? Number.NaN : new Date(String(since)).getTime();
  return Number.isFinite(Number(seconds)) && Number.isFinite(start)
    ? new Date(start + Number(seconds) * 1000)
    : null;
};

/** What a duration's countdown says while it runs (`%{duration}`, `%{deadline}`) and once past (label keys). */
export interface DurationCountdown {
  readonly left: string;
  readonly ended: string;
}

/**
 * A duration in seconds as the language writes it; with a `countdown` from the moment `since`, then
 * how it stands: the time left, counting down live, or past.
 */
export const DurationValue = ({
  seconds,
  countdown,
  since,
}: {
  seconds: unknown;
  countdown?: DurationCountdown;
  since?: unknown;
}) => {
  const format = useFormat();
  const end = countdown ? endOf(seconds, since) : null;
  return (
    <>
      {format.duration(Number(seconds))}
      {countdown && end ? (
        <>
          {' · '}
          <Countdown deadline={end} dueKey={countdown.left} overdueKey={countdown.ended} />
        </>
      ) : null}
    </>
  );
};

/** A duration field (`duration`). */
export const DurationField = ({ source }: ValueFieldProps) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (!record || value === null || value === undefined || value === '') return null;
  return <DurationValue seconds={value} />;
};

/** A number field: grouped as the language groups digits. */
export const NumberValueField = ({ source }: ValueFieldProps) => {
  const record = useRecordContext();
  const format = useFormat();
  if (!record) return null;
  return <span style={nowrap}>{format.number(record[source])}</span>;
};

/** Several fields of the record on one line, joined by commas, the empty ones left out (an address). */
export const JoinedField = ({ joins }: ValueFieldProps & { joins: readonly string[] }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {joins
        .map((source) => record[source])
        .filter((value) => value !== null && value !== undefined && value !== '')
        .join(', ')}
    </>
  );
};

/**
 * A localized field (a catalogue record's name) in the interface language, else its Vietnamese text
 * (resources/types.ts `localizedValue`).
 */
export const LocalizedTextField = ({ source }: ValueFieldProps) => {
  const record = useRecordContext();
  const locale = useLocale();
  if (!record) return null;
  const text = localizedValue(record, source, locale);
  return typeof text === 'string' ? <>{text}</> : null;
};

/**
 * A boolean as a chip saying `text` (a label key) while true, and nothing while false (an address's
 * default); `label` stays the column's.
 */
export const TrueChipField = ({ source, text }: ValueFieldProps & { text: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.[source] !== true) return null;
  return <Chip size="small" color="primary" label={translate(text)} />;
};

/**
 * A reference shown as the code staff know it by (a tracking's order, KG0019935), never its id: a
 * link to the referenced record's page, `/<resource>/<id>/show`; the code comes from `codeField`.
 */
export const CodeLinkField = ({
  source,
  codeField,
  resource,
}: ValueFieldProps & { codeField: string; resource: string }) => {
  const record = useRecordContext();
  const id = record?.[source];
  if (id === null || id === undefined || id === '') return null;
  const code = String(record?.[codeField] ?? id);
  return (
    <Link to={`/${resource}/${String(id)}/show`} onClick={(event) => event.stopPropagation()} style={nowrap}>
      {code}
    </Link>
  );
};
