import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { buyerConfigActions, buyerConfigDeclaration } from '../../resources/buying';
import type { Database } from '../db/database';
import { bidConfigs, suppliers } from '../db/orderTables';
import { invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { withErrorCode } from '../orders/failures';
import type { Row } from '../resources/records';
import { rulesFor, type WriteContext } from '../resources/rules';

const supplierColumns = {
  id: suppliers.id,
  code: suppliers.code,
  name: suppliers.name,
  active: suppliers.active,
};

/** Every supplier (payer), active or not, by name: what a buyer configuration may name. */
export const allSuppliers = (db: Database) =>
  db.select(supplierColumns).from(suppliers).orderBy(asc(suppliers.name));

/** The whole buyer configuration, by domain and order type (every `GetAllBidConfig` of the catalogue). */
export const allBidConfigs = (db: Database) =>
  db.select().from(bidConfigs).orderBy(asc(bidConfigs.domain), asc(bidConfigs.orderType));

/**
 * The buyer configured for a marketplace domain and an order type, if any: where an order's
 * purchase dialog starts (server/orders/orderDetail.ts).
 */
export const configuredBuyer = async (db: Database, domain: string, orderType: string | null) => {
  if (!orderType) return undefined;
  const [found] = await db
    .select({ buyer: bidConfigs.buyer, bidAccount: bidConfigs.bidAccount })
    .from(bidConfigs)
    .where(and(eq(bidConfigs.domain, domain), eq(bidConfigs.orderType, orderType)));
  return found as { buyer: string; bidAccount: string } | undefined;
};

/**
 * A buyer configuration's rules beyond its schema: the payer it names exists (`SUPPLIER_NOT_FOUND`),
 * and a domain and order type have one buyer (the domain compared in any case, as hosts are).
 */
const checkConfiguration = async ({ request, tx, values, stored }: WriteContext): Promise<Row> => {
  const domain = String(values.domain).toLowerCase();
  if (values.supplierId !== null && values.supplierId !== undefined) {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, Number(values.supplierId)));
    if (!supplier) throw withErrorCode(request as FastifyRequest, 400, 'SUPPLIER_NOT_FOUND');
  }
  const [taken] = await tx
    .select({ id: bidConfigs.id })
    .from(bidConfigs)
    .where(
      and(
        sql`lower(${bidConfigs.domain}) = ${domain}`,
        eq(bidConfigs.orderType, String(values.orderType)),
        ...(stored ? [ne(bidConfigs.id, Number(stored.id))] : []),
      ),
    )
    .for('update');
  if (taken) {
    const errors = new FieldErrors(localeOf(request), buyerConfigDeclaration);
    errors.add('orderType', 'kago.buyingServer.oneBuyerPerDomainAndType', { domain });
    throw invalid(errors.byField);
  }
  return { ...values, domain };
};

export const buyerConfigRules = rulesFor(buyerConfigActions, {
  create: { before: checkConfiguration },
  update: { before: checkConfiguration },
  actions: {
    GetAllSuppliers: ({ tx }) => allSuppliers(tx),
    GetAllBidConfig: ({ tx }) => allBidConfigs(tx),
    commonBidConfig: ({ tx }) => allBidConfigs(tx),
  },
});
