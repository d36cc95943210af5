import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';

/**
 * The notes the system writes on a customer's money moves: a key of `kago.customerServer.notes`
 * stored beside the move (`note_key`), with its one value (an order's code) in `note`, so that each
 * interface language reads the note in its own words. A note a person typed has no key.
 */
export const systemNotes = [
  'orderPayment',
  'orderRefund',
  'bankDeposit',
  'bankWithdrawal',
  'vipHold',
  'vipRelease',
] as const;
export type SystemNote = (typeof systemNotes)[number];

/** The columns of a move's system note. */
export const systemNote = (key: SystemNote, value: string | null = null) => ({ noteKey: key, note: value });

/** A move's note as `locale` reads it: its label with its value, or the text a person typed. */
export const noteText = (locale: Locale, row: { note: string | null; noteKey: string | null }) =>
  row.noteKey && (systemNotes as readonly string[]).includes(row.noteKey)
    ? translate(locale, `kago.customerServer.notes.${row.noteKey}`, { value: row.note ?? '' })
    : row.note;

/** Rows read with their note key, answered with the note in `locale` and without the key. */
export const withNoteText = <Row extends { note: string | null; noteKey: string | null }>(
  locale: Locale,
  rows: readonly Row[],
): (Omit<Row, 'noteKey'> & { note: string | null })[] =>
  rows.map(({ noteKey, ...row }) => ({ ...row, note: noteText(locale, { note: row.note, noteKey }) }));
