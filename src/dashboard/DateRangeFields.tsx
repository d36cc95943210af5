import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DateRange } from '../../dataProvider/dashboard';
import { DateTextField, useDateCheck } from '../kit/DateTextField';
import { isIsoDate } from '../kit/dateText';

/** As the server: a year of days at most. */
const maxRangeDays = 366;
const dayMs = 24 * 60 * 60 * 1000;
const lengthOf = ({ dateFrom, dateTo }: DateRange) =>
  Math.round((Date.parse(dateTo) - Date.parse(dateFrom)) / dayMs) + 1;

/**
 * The range of order dates the figures cover: two date inputs. A complete, ordered range of a year
 * at most is applied as soon as it is typed; otherwise the inputs say what is wrong, in the seed's
 * words, and the figures stay as they were.
 */
export const DateRangeFields = ({
  range,
  onChange,
  label: rangeLabel,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** What the range is of, where it is not the orders' dates (a report's days). */
  label?: string;
}) => {
  const translate = useTranslate();
  const groupId = useId();
  const [draft, setDraft] = useState(range);
  // A new range from outside (the server's default, the browser's back button) replaces the draft;
  // adjusted while rendering, not in an effect, so the inputs never show the stale one.
  const [shown, setShown] = useState(range);
  if (shown.dateFrom !== range.dateFrom || shown.dateTo !== range.dateTo) {
    setShown(range);
    setDraft(range);
  }
  const complete = isIsoDate(draft.dateFrom) && isIsoDate(draft.dateTo);
  const reversed = complete && draft.dateTo < draft.dateFrom;
  const tooLong = complete && !reversed && lengthOf(draft) > maxRangeDays;
  const change = (field: keyof DateRange, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const valid =
      isIsoDate(next.dateFrom) &&
      isIsoDate(next.dateTo) &&
      next.dateFrom <= next.dateTo &&
      lengthOf(next) <= maxRangeDays;
    if (valid) onChange(next);
  };
  const dateCheck = useDateCheck();
  const label = (field: keyof DateRange) => translate(`kago.dashboard.${field}`);
  // What is wrong with one end: not a date, or (the range's own faults) too long or reversed.
  const problemOf = (field: keyof DateRange) => {
    const notADate = dateCheck(draft[field]);
    if (notADate) return translate(notADate.message, notADate.args);
    if (field === 'dateFrom' && tooLong)
      return translate('kago.dashboard.rangeTooLong', { days: maxRangeDays });
    if (field === 'dateTo' && reversed)
      return translate('kago.validation.greaterOrEqual', {
        field: label('dateTo'),
        otherField: label('dateFrom'),
      });
    return undefined;
  };
  return (
    <Stack
      role="group"
      aria-labelledby={groupId}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={{ sm: 'flex-start' }}
    >
      <span id={groupId} style={{ alignSelf: 'center' }}>
        {rangeLabel ?? translate('kago.dashboard.range')}
      </span>
      {(['dateFrom', 'dateTo'] as const).map((field) => (
        <DateTextField
          key={field}
          size="small"
          label={label(field)}
          value={draft[field]}
          onChange={(value) => change(field, value)}
          error={problemOf(field) !== undefined}
          helperText={problemOf(field)}
        />
      ))}
    </Stack>
  );
};
