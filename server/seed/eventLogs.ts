import { count } from 'drizzle-orm';
import { eventLogDeclaration, eventPartners, partnerCalls } from '../../resources/eventLog';
import type { Database } from '../db/database';
import { orderPackages } from '../db/orderTables';
import { tableName, tableOf } from '../db/tables';
import { generator } from './generator';
import { advanceIdentity, insertAll } from './insertRows';
import type { SeedSize } from './size';

const day = 24 * 60 * 60 * 1000;

/** A response's body: mostly small, some lists of many tracking events, a few failures. */
const responseOf = (random: ReturnType<typeof generator>, refCode: string, at: Date) => {
  const roll = random.int(0, 99);
  if (roll < 8)
    return { success: false, errorCode: random.pick(['TIMEOUT', 'INVALID_SIGNATURE', 'NOT_FOUND']), refCode };
  if (roll < 12)
    return {
      success: true,
      refCode,
      events: Array.from({ length: random.int(50, 400) }, (_, index) => ({
        at: new Date(at.getTime() + index * 600_000).toISOString(),
        status: random.pick(['picked', 'inTransit', 'atHub', 'outForDelivery']),
        location: random.pick(['Tokyo', 'Osaka', 'Narita', 'Noi Bai', 'Tan Son Nhat']),
        note: '<b>not markup</b> & "quoted"',
      })),
    };
  return { success: true, refCode, id: random.int(100_000, 999_999), message: 'OK' };
};

/**
 * The partner event log: as many calls as the seed has orders (20,000 in the app; the tests' seed
 * has fewer), each about an order (by its code) or, one in six, a package, spread over the year
 * before `calendarEnd`. Payloads are JSON text as the partners sent them; some are long lists.
 */
export const seedEventLogs = async (
  db: Database,
  size: SeedSize,
  calendarEnd: number,
): Promise<Record<string, number> | null> => {
  const table = tableOf(eventLogDeclaration);
  const [{ existing }] = await db.select({ existing: count() }).from(table);
  if (existing > 0) return null;
  const packageCodes = (await db.select({ code: orderPackages.code }).from(orderPackages)).map((row) =>
    String(row.code),
  );
  const random = generator(2929);
  const rows = Array.from({ length: size.orders }, (_, index) => {
    const partner = random.pick(eventPartners);
    const refCode =
      packageCodes.length > 0 && random.int(0, 5) === 0
        ? random.pick(packageCodes)
        : `KG${String(random.int(1, size.orders)).padStart(7, '0')}`;
    const requestDate = new Date(calendarEnd - (size.orders - index) * ((365 * day) / size.orders));
    const eventName = random.pick(partnerCalls[partner]);
    return {
      id: index + 1,
      partner,
      eventName,
      refCode,
      requestDate,
      data: JSON.stringify({
        event: eventName,
        refCode,
        requestedAt: requestDate.toISOString(),
        amount: random.int(0, 90_000),
      }),
      responseData: random.int(0, 19) === 0 ? null : JSON.stringify(responseOf(random, refCode, requestDate)),
    };
  });
  await insertAll(db, table, rows);
  await advanceIdentity(db, tableName(eventLogDeclaration));
  return { eventLogs: rows.length };
};
