import { and, desc, eq, type SQL } from 'drizzle-orm';
import { accessHistory, customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { listTotal } from '../db/listTotal';
import { deviceTypes, type DeviceType } from '../../contract/customers';
import { customerIdOfAccount, maxCustomerTake } from '../customers/records';
import { customerCall, idValue, paging, querySchema, type AreaRoute } from '../customers/routeTable';

const tag = 'access history';

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
  const [items, total] = await Promise.all([
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
      .orderBy(desc(accessHistory.at), desc(accessHistory.id))
      .limit(Math.min(take, maxCustomerTake))
      .offset(skip),
    listTotal(db, accessHistory, where),
  ]);
  return { items, ...total };
};

const deviceTypeValue = { type: 'string', enum: [...deviceTypes] };

export const accessHistoryRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('customerAccessHistory'),
    tag,
    summary: "A page of one customer's sign-ins (by account number), newest first.",
    querystring: querySchema({ accountId: idValue, ...paging }, ['accountId']),
    handle: async (request) => {
      const { accountId, skip, take } = request.query as { accountId: number; skip: number; take: number };
      return accessPage(db, { customerId: await customerIdOfAccount(db, accountId), skip, take });
    },
  },
  {
    ...customerCall('accessHistory'),
    tag,
    summary:
      "A page of sign-ins, newest first: one customer's (accountId) or everyone's, of one device type or all.",
    querystring: querySchema({ accountId: idValue, deviceType: deviceTypeValue, ...paging }),
    handle: async (request) => {
      const { accountId, deviceType, skip, take } = request.query as AccessQuery & { accountId?: number };
      const customerId = accountId === undefined ? undefined : await customerIdOfAccount(db, accountId);
      return accessPage(db, { customerId, deviceType, skip, take });
    },
  },
  {
    ...customerCall('deviceTypes'),
    tag,
    summary: 'The device types a sign-in is recorded with.',
    querystring: querySchema({}),
    handle: async () => [...deviceTypes],
  },
];
