import type { Locale } from '../../i18n/languages';
import { findDeclaration, type ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import type { Row } from './records';
import { Repository } from './repository';

const present = (value: unknown) => value !== null && value !== undefined;

/**
 * What a JSON schema cannot say: one field against another, a unique value against the other
 * records, a reference against its target table. Throws the 400 with every field's messages.
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
      (await (repository ??= new Repository(declaration, db)).taken(field.source, value, exceptId))
    ) {
      errors.add(field.source, 'unique', { value: String(value) });
    }
    const target = field.reference ? findDeclaration(field.reference) : undefined;
    if (target && !(await new Repository(target, db).exists(Number(value)))) {
      errors.add(field.source, 'reference');
    }
  }
  if (!errors.empty) throw invalid(errors.byField);
};
