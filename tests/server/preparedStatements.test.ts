import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planForValues, preparedStatements } from '../../server/db/preparedStatements';
import { openPgliteCopy } from '../support/testServer';

/** The statements the engine holds prepared, by text. */
const preparedTexts = async (pglite: PGlite) =>
  (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

describe('prepared statements on the embedded database', () => {
  let pglite: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ pglite, close } = await openPgliteCopy());
    await pglite.exec(`
      create table item (id serial primary key, name text not null unique, price numeric(12, 2),
        at timestamptz not null default '2026-11-27T10:00:00Z', tags text[], extra jsonb);
      insert into item (name, price, tags, extra) values
        ('pen', 1.50, '{red,blue}', '{"size": 3}'), ('ink', null, null, null)`);
  });
  afterAll(() => close?.());

  const select = 'select id, name, price, at, tags, extra from item where id >= $1 order by id';

  it('answers each statement as PGlite does, as objects, as arrays and with parsers of its own', async () => {
    const client = preparedStatements(pglite);
    const asText = { [types.TIMESTAMPTZ]: (value: string) => value };
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: asText },
    ]) {
      // The first call prepares the statement, the next ones only execute it.
      for (let call = 0; call < 3; call += 1) {
        expect(await client.query(select, [1], options)).toEqual(await pglite.query(select, [1], options));
      }
    }
    // A plan, as a list's total asks for it (server/db/listTotal.ts), is prepared too and answers as
    // PGlite's own, also past the five calls after which a query may keep a generic plan.
    const plan = 'explain (format json) select 1 from item where id >= $1';
    for (let call = 0; call < 7; call += 1) {
      expect(await client.query(plan, [call % 3])).toEqual(await pglite.query(plan, [call % 3]));
    }
    expect(await preparedTexts(pglite)).toContain(plan);
    const change = await client.query('update item set price = price + $1 where price is not null', [1]);
    expect(change).toMatchObject({ affectedRows: 1, rowCount: 1, rows: [] });
  });

  it('prepares each text once, and runs others, a transaction and its own errors as PGlite does', async () => {
    const client = preparedStatements(pglite);
    await client.query('select name from item where id = $1', [1]);
    await client.query('select name from item where id = $1', [2]);
    const texts = await preparedTexts(pglite);
    expect(texts.filter((text) => text === 'select name from item where id = $1')).toHaveLength(1);
    // A setting is no query: it goes to PGlite's own `query`, unprepared.
    await client.query("set application_name = 'kago'");
    expect(await preparedTexts(pglite)).not.toContain("set application_name = 'kago'");
    const failure = await client
      .query('insert into item (name) values ($1)', ['pen'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: '23505',
      query: 'insert into item (name) values ($1)',
      params: ['pen'],
    });
    // The engine is ready for the next call after the error.
    expect((await client.query<{ name: string }>('select name from item where id = $1', [1])).rows).toEqual([
      { name: 'pen' },
    ]);
    const inside = await client.transaction(
      async (tx) => (await tx.query<{ n: number }>('select 1 as n')).rows,
    );
    expect(inside).toEqual([{ n: 1 }]);
  });

  it('plans a marked text for its values on every call, as PGlite does, holding no statement for it', async () => {
    const client = preparedStatements(pglite);
    const text = `select * from item where id >= $1 order by id limit $2 ${planForValues}`;
    // Past the five calls after which a statement held by name may keep a generic plan.
    for (let call = 0; call < 7; call += 1) {
      const options = call % 2 === 0 ? undefined : { rowMode: 'array' as const };
      expect(await client.query(text, [call % 2, 1 + (call % 3)], options)).toEqual(
        await pglite.query(text, [call % 2, 1 + (call % 3)], options),
      );
    }
    expect(await preparedTexts(pglite)).not.toContain(text);
    // Its columns are read from each answer: a table changed under it answers its new ones.
    await pglite.exec('alter table item add column marked text');
    const [row] = (await client.query<Record<string, unknown>>(text, [1, 1])).rows;
    expect(row).toHaveProperty('marked', null);
    await pglite.exec('alter table item drop column marked');
  });

  it('keeps at most its capacity of statements, closing the least recently used', async () => {
    const client = preparedStatements(pglite, { capacity: 3 });
    const before = (await preparedTexts(pglite)).length;
    for (let width = 1; width <= 6; width += 1) {
      const text = `select ${Array.from({ length: width }, (_, index) => `$${index + 1}::int`).join(' + ')} as total`;
      const result = await client.query<{ total: number }>(
        text,
        Array.from({ length: width }, () => 1),
      );
      expect(result.rows).toEqual([{ total: width }]);
    }
    expect((await preparedTexts(pglite)).length - before).toBe(3);
  });

  it('prepares a statement again when its table changed under it, and closes the old one', async () => {
    const client = preparedStatements(pglite);
    const text = 'select * from item where id = $1';
    const first = await client.query<Record<string, unknown>>(text, [1]);
    await pglite.exec('alter table item add column note text');
    const second = await client.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(second.rows[0])).toEqual([...Object.keys(first.rows[0]), 'note']);
    // The statement prepared before the change is closed, not left beside the new one.
    expect((await preparedTexts(pglite)).filter((prepared) => prepared === text)).toHaveLength(1);
  });
});
