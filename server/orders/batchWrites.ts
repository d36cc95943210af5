import type { FastifyRequest } from 'fastify';
import type { OrderActionName, OrderFamily } from '../../resources/orders/index';
import type { Database } from '../db/database';
import { orderFailure } from './failures';
import type { OrderChange } from './orderChange';
import { addToPackage, createPackage, packageWithOrders } from './packages';
import { writeOrders } from './writeFlow';

export interface BatchWrite {
  summary: string;
  run(
    db: Database,
    request: FastifyRequest,
    families: readonly OrderFamily[],
    body: { orderIds: number[] },
  ): Promise<unknown>;
}

/** Writes over several orders chosen in a list (scope `records` in resources/orders/orderActions.ts), by action name. */
export const batchWrites = {
  AddOrderPackageFromMultiOrder: {
    summary:
      'Packs the chosen orders (`orderIds`) into a new package: every order allowed here and of the same customer, else 400 naming the others. Answers the package with its orders.',
    run: (db, request, families, { orderIds }) =>
      writeOrders(db, {
        request,
        action: 'AddOrderPackageFromMultiOrder',
        families,
        orderIds,
        change: async (tx, locked) => {
          // The first order chosen decides whose package it is; the others are named.
          const customer = locked.find((order) => order.id === orderIds[0])!.customerCode;
          const others = locked.filter((order) => order.customerCode !== customer);
          if (others.length)
            throw orderFailure(400, 'ordersOfSeveralCustomers', {
              codes: others.map((order) => order.code).join(', '),
            });
          const created = await createPackage(tx, {
            customerCode: customer,
            createdBy: request.principal!.subject,
          });
          await addToPackage(
            tx,
            created.id,
            locked.map((order) => order.id),
          );
          const change: OrderChange = {
            values: {},
            before: { packageCode: null },
            after: { packageCode: created.code },
          };
          return {
            answer: await packageWithOrders(tx, created),
            changes: new Map(locked.map((order) => [order.id, change])),
          };
        },
      }),
  },
} satisfies Partial<Record<OrderActionName, BatchWrite>>;
