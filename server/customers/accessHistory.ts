import { and, eq, type SQL } from 'drizzle-orm';
import { accessHistory, customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { deviceTypes, type DeviceType } from '../../resources/customers';
import { readPage } from '../db/listTotal';
import { inputOf, pageOf, type CustomerHandlers } from './handlers';
import { customerIdOfAccount } from './records';
import { newestPage } from '../db/newestFirst';

interface AccessQuery {
  customerId?: number;
  deviceType?: DeviceType;
  skip: number;
  take: number;
}

/** A page of sign-ins, newest first, each with the customer's code and name (one joined query). */
const accessPage = async (db: Database, { customerId, deviceType, skip, take }: AccessQuery) => {
  const where: SQL | undefined = and(
    customerId !== undefined ? eq(accessHistory.customerId, customerId) : undefined,
    deviceType ? eq(accessHistory.deviceType, deviceType) : undefined,
  );
  return readPage(db, accessHistory, where, { skip, take }, (limit) =>
    newestPage(
      db
        .select({
          id: accessHistory.id,
          accountId: customers.accountId,
          customerCode: customers.customerCode,
          fullname: customers.fullname,
          deviceType: accessHistory.deviceType,
          ip: accessHistory.ip,
          userAgent: accessHistory.userAgent,
          at: accessHistory.at,
        })
        .from(accessHistory)
        .innerJoin(customers, eq(customers.id, accessHistory.customerId))
        .where(where)
        .$dynamic(),
      [accessHistory.at, accessHistory.id],
      limit,
      skip,
    ),
  );
};

/** Sign-ins (`/api/customer/GetAccessHistory`, `/api/AccessHistory/...`): one customer's, everyone's. */
export const accessHistoryHandlers = {
  customerAccessHistory: {
    summary: "A page of one customer's sign-ins (by account number), newest first.",
    handle: async (context) => {
      const { accountId } = inputOf<{ accountId: number }>(context);
      return accessPage(context.tx, {
        customerId: await customerIdOfAccount(context.tx, accountId),
        ...pageOf(context),
      });
    },
  },
  accessHistory: {
    summary:
      "A page of sign-ins, newest first: one customer's (accountId) or everyone's, of one device type or all.",
    handle: async (context) => {
      const { accountId, deviceType } = inputOf<{
        accountId?: number | null;
        deviceType?: DeviceType | null;
      }>(context);
      const customerId = accountId == null ? undefined : await customerIdOfAccount(context.tx, accountId);
      return accessPage(context.tx, { customerId, deviceType: deviceType ?? undefined, ...pageOf(context) });
    },
  },
  deviceTypes: {
    summary: 'The device types a sign-in is recorded with.',
    handle: async () => [...deviceTypes],
  },
} satisfies CustomerHandlers;
