import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerSupportHistory, employees } from '../db/customerTables';
import type { Database } from '../db/database';
import { listTotal } from '../db/listTotal';
import { containsPattern } from '../db/keywordSearch';
import { checkEmployees } from './checks';
import { changeCustomer } from './customerRoutes';
import { CustomerFieldErrors } from './fields';
import { customerById, customerIdOfAccount, maxCustomerTake } from './records';
import { customerCall, idValue, objectSchema, paging, querySchema, type AreaRoute } from './routeTable';
import { writeCustomer } from './writeFlow';

const tag = 'customers: support';

const employeeColumns = {
  id: employees.id,
  code: employees.code,
  name: employees.name,
  email: employees.email,
  phone: employees.phone,
  isSupporter: employees.isSupporter,
  active: employees.active,
};

const employeeById = async (db: Database, id: number | null) => {
  if (id === null) return null;
  const [employee] = await db.select(employeeColumns).from(employees).where(eq(employees.id, id));
  return employee ?? null;
};

const fromEmployee = alias(employees, 'from_employee');
const toEmployee = alias(employees, 'to_employee');

const employeeWhere = (keyword: string | undefined) => {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(ilike(employees.name, pattern), ilike(employees.code, pattern));
};

export const supportRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('supporters'),
    tag,
    summary: 'The active supporters, by name.',
    querystring: querySchema({}),
    handle: async () =>
      db
        .select({ id: employees.id, code: employees.code, name: employees.name, email: employees.email })
        .from(employees)
        .where(and(eq(employees.isSupporter, true), eq(employees.active, true)))
        .orderBy(asc(employees.name), asc(employees.id)),
  },
  {
    ...customerCall('employees'),
    tag,
    summary: 'Every employee, by name.',
    querystring: querySchema({}),
    handle: async () =>
      db.select(employeeColumns).from(employees).orderBy(asc(employees.name), asc(employees.id)),
  },
  {
    ...customerCall('employeePage'),
    tag,
    summary: 'A page of employees matching a keyword (name or code), by name.',
    querystring: querySchema({ ...paging, keyword: { type: 'string', maxLength: 200 } }),
    handle: async (request) => {
      const { skip, take, keyword } = request.query as { skip: number; take: number; keyword?: string };
      const where = employeeWhere(keyword);
      const [items, total] = await Promise.all([
        db
          .select(employeeColumns)
          .from(employees)
          .where(where)
          .orderBy(asc(employees.name), asc(employees.id))
          .limit(Math.min(take, maxCustomerTake))
          .offset(skip),
        listTotal(db, employees, where),
      ]);
      return { items, ...total };
    },
  },
  {
    ...customerCall('customerSupport'),
    tag,
    summary: "The customer's supporter and care-by employee.",
    querystring: querySchema({ accountId: idValue }, ['accountId']),
    handle: async (request) => {
      const customerId = await customerIdOfAccount(db, (request.query as { accountId: number }).accountId);
      const customer = await customerById(db, customerId);
      return {
        supporter: await employeeById(db, customer.supporterId),
        careBy: await employeeById(db, customer.careById),
      };
    },
  },
  {
    ...customerCall('changeSupport'),
    tag,
    summary:
      "Assigns the customer's supporter and/or care-by employee (null unassigns, absent keeps); each change is recorded. 409 on a stale `version`.",
    body: objectSchema(
      {
        customerId: idValue,
        version: { type: 'integer', minimum: 1 },
        supporterId: { type: ['integer', 'null'], minimum: 1 },
        careById: { type: ['integer', 'null'], minimum: 1 },
      },
      ['customerId', 'version'],
    ),
    handle: async (request) => {
      const { customerId, version, supporterId, careById } = request.body as {
        customerId: number;
        version: number;
        supporterId?: number | null;
        careById?: number | null;
      };
      const errors = new CustomerFieldErrors(request);
      await checkEmployees(db, errors, { supporterId, careById });
      errors.throwIfAny();
      return writeCustomer(db, {
        customerId,
        version,
        change: async (tx, row) => {
          await changeCustomer(tx, request, row, { supporterId, careById });
          return {};
        },
      });
    },
  },
  {
    ...customerCall('supportHistory'),
    tag,
    summary: "Changes of the customer's supporter and care-by employee, newest first.",
    querystring: querySchema({ customerId: idValue }, ['customerId']),
    handle: async (request) => {
      const { customerId } = request.query as { customerId: number };
      await customerById(db, customerId);
      return db
        .select({
          id: customerSupportHistory.id,
          role: customerSupportHistory.role,
          fromEmployeeId: customerSupportHistory.fromEmployeeId,
          fromEmployeeName: fromEmployee.name,
          toEmployeeId: customerSupportHistory.toEmployeeId,
          toEmployeeName: toEmployee.name,
          changedBy: customerSupportHistory.changedBy,
          changedAt: customerSupportHistory.changedAt,
        })
        .from(customerSupportHistory)
        .leftJoin(fromEmployee, eq(fromEmployee.id, customerSupportHistory.fromEmployeeId))
        .leftJoin(toEmployee, eq(toEmployee.id, customerSupportHistory.toEmployeeId))
        .where(eq(customerSupportHistory.customerId, customerId))
        .orderBy(desc(customerSupportHistory.changedAt), desc(customerSupportHistory.id));
    },
  },
];
