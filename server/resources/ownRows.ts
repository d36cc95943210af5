import type { FastifyRequest } from 'fastify';
import type { ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { sendExport } from './exportFile';
import type { Row } from './records';
import type { OperationRules } from './rules';

/** How the rules read a query's filters, checking them (throwing the seed's codes). */
type FiltersOf<Filters> = (request: FastifyRequest, query: Record<string, unknown>) => Filters;

/** How the rules read their rows (or a page of them) under those filters. */
type ReadOf<Filters, Paging, Result> = (
  db: Database,
  filters: Filters,
  paging: Paging,
  request: FastifyRequest,
) => Promise<Result>;

/*
 * The standard operations of a resource whose rules read their own rows (a computed resource's, or
 * a table read with joins and filters of its own): its rules name how they read the query and the
 * rows, these do the rest, the same for each.
 */

/**
 * The `list` operation (the payments', the transactions'): the query's filters, and its page (`skip`,
 * default 0; `take`, default 25, which `page` bounds).
 */
export const listOperation = <Filters extends object>(
  filtersOf: FiltersOf<Filters>,
  page: ReadOf<Filters, { skip: number; take: number }, unknown>,
): OperationRules => ({
  handle: async (request, repository) => {
    const query = request.query as Record<string, unknown>;
    const paging = {
      skip: (query.skip as number | undefined) ?? 0,
      take: (query.take as number | undefined) ?? 25,
    };
    return page(repository.db, filtersOf(request, query), paging, request);
  },
});

/**
 * The `export` operation (the payments', the transactions', the reports'): the body's filters, read
 * as the list's query is, then the rows they select, a batch at a time (server/resources/exportFile.ts).
 */
export const exportOperation = <Filters extends object>(
  declaration: ResourceDeclaration,
  filtersOf: FiltersOf<Filters>,
  rows: ReadOf<Filters, { limit: number; offset: number }, readonly object[]>,
): OperationRules => ({
  handle: async (request, repository, reply) => {
    const filters = filtersOf(request, (request.body ?? {}) as Record<string, unknown>);
    return sendExport(
      request,
      reply,
      {
        declaration,
        select: async ({ limit, offset }) =>
          (await rows(repository.db, filters, { limit, offset }, request)) as unknown as Row[],
      },
      filters,
    );
  },
});
