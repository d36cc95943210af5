import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerSupportHistory, employees } from '../db/customerTables';
import type { Database } from '../db/database';
import { containsPattern } from '../db/keywordSearch';
import { checkEmployees } from './checks';
import { changeCustomer } from './customerCalls';
import { CustomerFieldErrors } from './fields';
import { readPage } from '../db/listTotal';
import { changeLocked, inputOf, pageOf, type CustomerHandlers } from './handlers';
import { customerById, customerIdOfAccount } from './records';
import { changeHistory } from './changeHistory';

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

/** The support tab's calls: who may support, a customer's supporter and care-by, their changes. */
export const supportHandlers = {
  supporters: {
    summary: 'The active supporters, by name.',
    handle: async ({ tx }) =>
      tx
        .select({ id: employees.id, code: employees.code, name: employees.name, email: employees.email })
        .from(employees)
        .where(and(eq(employees.isSupporter, true), eq(employees.active, true)))
        .orderBy(asc(employees.name), asc(employees.id)),
  },
  employees: {
    summary: 'Every employee, by name.',
    handle: async ({ tx }) =>
      tx.select(employeeColumns).from(employees).orderBy(asc(employees.name), asc(employees.id)),
  },
  employeePage: {
    summary: 'A page of employees matching a keyword (name or code), by name.',
    handle: async (context) => {
      const { tx } = context;
      const { skip, take } = pageOf(context);
      const where = employeeWhere(inputOf<{ keyword?: string | null }>(context).keyword ?? undefined);
      return readPage(tx, employees, where, { skip, take }, (limit) =>
        tx
          .select(employeeColumns)
          .from(employees)
          .where(where)
          .orderBy(asc(employees.name), asc(employees.id))
          .limit(limit)
          .offset(skip),
      );
    },
  },
  customerSupport: {
    summary: "The customer's supporter and care-by employee.",
    handle: async (context) => {
      const { tx } = context;
      const customerId = await customerIdOfAccount(tx, inputOf<{ accountId: number }>(context).accountId);
      const customer = await customerById(tx, customerId);
      return {
        supporter: await employeeById(tx, customer.supporterId),
        careBy: await employeeById(tx, customer.careById),
      };
    },
  },
  changeSupport: {
    summary:
      "Assigns the customer's supporter and/or care-by employee (null unassigns, absent keeps); each change is recorded. 409 on a stale `version`.",
    handle: async (context) => {
      const { request } = context;
      const { supporterId, careById } = inputOf<{ supporterId?: number | null; careById?: number | null }>(
        context,
      );
      const errors = new CustomerFieldErrors(request);
      await checkEmployees(context.tx, errors, { supporterId, careById });
      errors.throwIfAny();
      return changeLocked(context, async (tx, row) => {
        await changeCustomer(tx, request, row, { supporterId, careById });
        return {};
      });
    },
  },
  supportHistory: {
    summary: "Changes of the customer's supporter and care-by employee, newest first.",
    handle: async (context) => {
      const { tx } = context;
      const { customerId } = inputOf<{ customerId: number }>(context);
      await customerById(tx, customerId);
      return changeHistory(
        tx,
        customerSupportHistory,
        customerId,
        {
          thing: 'Employee',
          fromId: customerSupportHistory.fromEmployeeId,
          toId: customerSupportHistory.toEmployeeId,
          from: [fromEmployee, fromEmployee.name],
          to: [toEmployee, toEmployee.name],
        },
        { role: customerSupportHistory.role },
      );
    },
  },
} satisfies CustomerHandlers;
