import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import { customerLevels, customers, employees } from '../db/customerTables';
import type { Database } from '../db/database';
import { resourceTables, type ResourceTable } from '../db/tables';
import type { DetailError } from '../http/envelope';
import { localeOf } from '../http/locale';
import { CustomerFieldErrors } from './fields';

/** A catalogue's table, by resource name (country, state-province, district, ward). */
export const catalogueTable = (resource: string): ResourceTable => {
  const table = resourceTables.get(resource);
  if (!table) throw new Error(`No catalogue table ${resource}`);
  return table;
};

const countryCodeInvalid = 'CUSTOMER_COUNTRY_CODE_IS_NOT_VALID';

/** The seed's error code for a country code the catalogue does not know (section 8). */
const countryCodeError = (request: FastifyRequest): DetailError => ({
  ErrorCode: countryCodeInvalid,
  ErrorMessage: translate(localeOf(request), `kago.errors.codes.${countryCodeInvalid}`),
});

export const levelExists = async (db: Database, id: number) =>
  (await db.select({ id: customerLevels.id }).from(customerLevels).where(eq(customerLevels.id, id))).length >
  0;

/** An active employee (a supporter, when `supporter` is asked for). */
export const employeeExists = async (db: Database, id: number, supporter = false) =>
  (
    await db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.id, id),
          eq(employees.active, true),
          supporter ? eq(employees.isSupporter, true) : undefined,
        ),
      )
  ).length > 0;

/** Checks employee assignments into `errors`: a supporter must be one, care-by any active employee. */
export const checkEmployees = async (
  db: Database,
  errors: CustomerFieldErrors,
  values: { supporterId?: number | null; careById?: number | null },
) => {
  if (values.supporterId != null && !(await employeeExists(db, values.supporterId, true)))
    errors.add('supporterId', 'reference');
  if (values.careById != null && !(await employeeExists(db, values.careById)))
    errors.add('careById', 'reference');
};

export interface CustomerInput {
  username?: string;
  countryCode?: string;
  levelId?: number | null;
  supporterId?: number | null;
  careById?: number | null;
}

/**
 * What a schema cannot say about a customer: the username is free (case aside), the country is one
 * of the catalogue's, the level and employees exist. Throws one 400 with every field's message; a
 * bad country also names the seed's code in DetailErrors.
 */
export const checkCustomer = async (
  db: Database,
  request: FastifyRequest,
  input: CustomerInput,
  ownId?: number,
) => {
  const errors = new CustomerFieldErrors(request);
  const detailErrors: DetailError[] = [];
  if (input.username !== undefined) {
    const [clash] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          sql`lower(${customers.username}) = lower(${input.username.trim()})`,
          ownId !== undefined ? ne(customers.id, ownId) : undefined,
        ),
      );
    if (clash) errors.add('username', 'unique', { value: input.username.trim() });
  }
  if (input.countryCode !== undefined) {
    const country = catalogueTable('country');
    const [known] = await db
      .select({ id: country.id })
      .from(country)
      .where(eq(country.code, input.countryCode.trim().toUpperCase()));
    if (!known) {
      detailErrors.push(countryCodeError(request));
      errors.add('countryCode', `kago.errors.codes.${countryCodeInvalid}`);
    }
  }
  if (input.levelId != null && !(await levelExists(db, input.levelId))) errors.add('levelId', 'reference');
  await checkEmployees(db, errors, input);
  errors.throwIfAny(detailErrors);
};
