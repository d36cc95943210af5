import {
  protocol,
  types,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type DatabaseError = messages.DatabaseError;

/**
 * Prepared statements for the embedded database. PGlite's `query` parses and plans every call
 * afresh, in six calls into the engine. The server sends the same few statement texts over and over
 * with other values (Drizzle writes values as parameters), and under load every request waits for
 * the others' calls on the one connection. So each statement text is described once (its
 * parameters' and columns' types), and then each call is one call into the engine, in one of two
 * ways:
 * - **kept** (the default): parsed once into a statement of its own name, then only bound and
 *   executed. PostgreSQL plans it for its values the first five times and then may keep a generic
 *   plan, made without them (plan_cache_mode auto), and planning is saved: through Drizzle an
 *   order's detail took 7.6 ms, 3.0 ms kept; a family's first page 9.4 ms, 6.4 ms kept.
 *   (An `explain` is kept too: PostgreSQL plans the statement it explains for the values it is
 *   given on every call.)
 * - **planned for its values**, as the extended protocol's unnamed statement: parsed, planned for
 *   this call's values and executed, on each call. For a text marked `planForValues`, whose generic
 *   plan is known to be much slower than its custom ones (server/db/listTotal.ts).
 * The statements used least recently are forgotten beyond `capacity`. A text that is no query, data
 * change, `with` or `explain` (a `set`, `analyze`) goes to `query` as before, and so does a call
 * inside a transaction (it has its own handle, not this one). Nothing of this is used on PostgreSQL:
 * there a statement's planning runs beside the other connections' work, not in one line with it.
 */

/** Marks a statement text as planned for its values on each call (see above), as an SQL comment. */
export const planForValues = '/* planned for its values */';

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  /** Its name in the engine; '' (the unnamed statement) for one planned for its values on each call. */
  name: string;
  /** The parameters' types, as the engine described them (what PGlite's `query` asks every time). */
  parameterTypes: number[];
  /** The columns of its rows; none for a statement that answers no rows. */
  fields: Field[];
}

/** The columns an engine's answer describes (none when it answers no rows). */
const fieldsOf = (answer: BackendMessage[]): Field[] =>
  (
    answer.find((message) => message.name === 'rowDescription') as messages.RowDescriptionMessage | undefined
  )?.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) ?? [];

/** One call of `query`. */
interface Call {
  text: string;
  params: unknown[];
  options?: QueryOptions;
}

const preparable = /^\s*(select|insert|update|delete|with|explain)\b/i;

/** Several protocol messages as one buffer: the engine reads them in turn. */
const messagesOf = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
};

/** The engine's answer to `message`; its error, if any, thrown with what PGlite's `query` adds to it. */
const answerOf = async (pglite: PGlite, message: Uint8Array, { text, params, options }: Call) => {
  const answer = await pglite.execProtocolStream(message, { syncToFs: false, throwOnError: false });
  const failure = answer.find((part): part is DatabaseError => part.name === 'error');
  if (failure) throw Object.assign(failure, { query: text, params, queryOptions: options });
  return answer;
};

/**
 * The statement is gone, or its rows no longer have the columns it was prepared with (a table
 * changed under it): it is prepared again.
 */
const isStale = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === '26000' || (error.code === '0A000' && error.message.includes('cached plan')));

const changeCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Rows as PGlite's `query` answers them: parsed by type, as objects or arrays. */
const resultOf = (
  answer: BackendMessage[],
  fields: Field[],
  engineParsers: PGlite['parsers'],
  options?: QueryOptions,
): Results => {
  // Each column's parser, chosen once (merging the option's parsers into the engine's, as PGlite
  // does, copied several hundred entries a call).
  const parsers = fields.map(
    ({ dataTypeID }) =>
      options?.parsers?.[dataTypeID] ?? engineParsers[dataTypeID] ?? types.parsers[dataTypeID],
  );
  const parse = (value: string | null, index: number) => {
    const parser = parsers[index];
    return value === null || !parser ? value : parser(value, fields[index].dataTypeID);
  };
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let command: string | undefined;
  for (const message of answer) {
    if (message.name === 'dataRow') {
      const cells = (message as messages.DataRowMessage).fields as (string | null)[];
      rows.push(
        options?.rowMode === 'array'
          ? cells.map(parse)
          : Object.fromEntries(cells.map((cell, index) => [fields[index].name, parse(cell, index)])),
      );
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      const count = parseInt(words[words.length - 1], 10);
      command = words[0];
      if (!Number.isNaN(count)) rowCount = count;
      if (changeCommands.has(command)) affectedRows += count;
    }
  }
  return {
    rows: rows as Results['rows'],
    fields,
    ...(command === undefined ? {} : { command }),
    affectedRows,
    ...(rowCount === undefined ? {} : { rowCount }),
  };
};

/** Statement names, unique in the process (two wrappers of one engine must not share one). */
let named = 0;

/** `pglite` whose `query` runs each statement text in one call into the engine (see above). */
export const preparedStatements = (pglite: PGlite, { capacity = 256 } = {}): PGlite => {
  // By text, least recently used first (a Map keeps the order in which keys were set).
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;

  const prepare = async (call: Call): Promise<Statement> => {
    const name = call.text.includes(planForValues) ? '' : `kago_${(named += 1)}`;
    const answer = await answerOf(
      pglite,
      messagesOf(
        serialize.parse({ name, text: call.text, types: call.options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      call,
    );
    const parameters = answer.find((message) => message.name === 'parameterDescription') as
      messages.ParameterDescriptionMessage | undefined;
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: fieldsOf(answer),
    };
    statements.set(call.text, statement);
    if (statements.size > capacity) await forget(statements.keys().next().value!, call);
    return statement;
  };

  /** Closes the statement of `text` in the engine (closing one that is gone is no error). */
  const forget = async (text: string, call: Call) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    if (statement.name === '') return;
    await answerOf(
      pglite,
      messagesOf(serialize.close({ type: 'S', name: statement.name }), serialize.sync()),
      call,
    );
  };

  /**
   * Binds `statement` to the call's values and executes it, in one call into the engine; an unnamed
   * one is parsed first, and its columns described again (its table may have changed since).
   */
  const execute = async (statement: Statement, call: Call) => {
    const { text, params, options } = call;
    const unnamed = statement.name === '';
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index];
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await answerOf(
      pglite,
      messagesOf(
        ...(unnamed ? [serialize.parse({ name: '', text, types: options?.paramTypes })] : []),
        serialize.bind({ statement: statement.name, values }),
        ...(unnamed ? [serialize.describe({ type: 'P' })] : []),
        serialize.execute({}),
        serialize.sync(),
      ),
      call,
    );
    return resultOf(answer, unnamed ? fieldsOf(answer) : statement.fields, pglite.parsers, options);
  };

  /** The most recently used statement of `text`, prepared now if it has none. */
  const statementOf = async (call: Call) => {
    const statement = statements.get(call.text);
    if (!statement) return prepare(call);
    statements.delete(call.text);
    statements.set(call.text, statement);
    return statement;
  };

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (!preparable.test(text) || options?.blob || pglite.isInTransaction())
      return pglite.query<T>(text, params, options);
    const call = { text, params, options };
    return pglite._runExclusiveQuery(async () => {
      let result: Results;
      try {
        result = await execute(await statementOf(call), call);
      } catch (error) {
        if (!isStale(error)) throw error;
        await forget(text, call);
        result = await execute(await prepare(call), call);
      }
      await pglite.syncToFs();
      return result as Results<T>;
    });
  };

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};
