import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/languages';
import { findDeclaration, type ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import type { Row } from './records';
import { Repository } from './repository';

const present = (value: unknown) => value !== null && value !== undefined;

/**
 * What a JSON schema cannot say: one field against another, a unique value or set of values
 * (`uniqueTogether`) against the other records, a reference against its target table. Throws the 400
 * with every field's messages. Called inside the write's transaction, whose advisory locks hold a set's
 * values until it ends.
 */
export const checkRecord = async (
  db: Database,
  declaration: ResourceDeclaration,
  locale: Locale,
  record: Row,
  exceptId?: number,
) => {
  const errors = new FieldErrors(locale, declaration);
  // Made only for a unique field: a record on another area's table (a computed declaration) has none.
  let repository: Repository | undefined;
  for (const field of declaration.fields) {
    const value = record[field.source];
    if (!present(value)) continue;
    const other = field.greaterOrEqual;
    if (other && present(record[other]) && (value as number | string) < (record[other] as number | string)) {
      errors.add(field.source, 'greaterOrEqual', { otherField: errors.label(other) });
    }
    if (
      field.unique &&
      (await (repository ??= new Repository(declaration, db)).taken({ [field.source]: value }, exceptId))
    ) {
      errors.add(field.source, 'unique', { value: String(value) });
    }
    const target = field.reference ? findDeclaration(field.reference) : undefined;
    if (target && !(await new Repository(target, db).exists(Number(value)))) {
      errors.add(field.source, 'reference');
    }
  }
  for (const { fields, message } of declaration.uniqueTogether ?? []) {
    const values = Object.fromEntries(fields.map((source) => [source, record[source] ?? null]));
    // Two writes at once of the same values wait for each other here, so the second sees the first.
    const key = `${declaration.name}:${JSON.stringify(Object.values(values))}`;
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    if (await (repository ??= new Repository(declaration, db)).taken(values, exceptId))
      errors.add(fields.at(-1)!, message);
  }
  if (!errors.empty) throw invalid(errors.byField);
};
