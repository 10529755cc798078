// The kept statements of `prepared()` (database.ts) as named statements of PGlite's own
// PostgreSQL (issue #14, order save on PGlite). PGlite's `query` runs each statement as six
// calls into its WebAssembly PostgreSQL (parse, describe, bind, describe, execute, sync) and
// has PostgreSQL parse and plan it every time. A statement kept here is parsed once, under its
// name; each run is then one call carrying bind, describe, execute and sync. Measured on the
// order insert's shape (a counter CTE, 9 values, RETURNING *): 2.0-2.7 -> 0.7-0.8 ms a run.
// Values are serialised and rows parsed exactly as PGlite's `query` does, with the caller's
// options (drizzle's row mode and parsers), so drizzle sees the same results.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

interface NamedStatement {
  name: string;
  /** The parameters' type oids, once PostgreSQL has parsed the statement on this client. */
  paramTypes: number[] | null;
}

/** SQL text -> its named statement, per PGlite client that runs them. */
const statementsByClient = new WeakMap<PGlite, Map<string, NamedStatement>>();

/**
 * From now on `client.query` runs the SQL texts named by `nameStatement` as named statements;
 * every other text goes through PGlite's `query` unchanged.
 */
export function runNamedStatements(client: PGlite): void {
  const statements = new Map<string, NamedStatement>();
  statementsByClient.set(client, statements);
  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = statements.get(text);
    return statement ? runNamed<T>(client, text, statement, params ?? [], options) : query<T>(text, params, options);
  }) as PGlite['query'];
}

/**
 * Has `client` (a drizzle database's `$client`) run `text` as the named statement `name`. A
 * no-op for clients that do not (PostgreSQL's pool, which names prepared statements itself).
 */
export function nameStatement(client: unknown, text: string, name: string): void {
  const statements = statementsByClient.get(client as PGlite);
  if (statements && !statements.has(text)) statements.set(text, { name, paramTypes: null });
}

/** PostgreSQL's code for a statement name it does not know (it was deallocated). */
const UNKNOWN_STATEMENT = '26000';

function runNamed<T>(client: PGlite, text: string, statement: NamedStatement, params: unknown[], options?: QueryOptions) {
  // The same two locks as PGlite's `query`: no transaction open, one statement at a time.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      await client._checkReady();
      try {
        return await execute<T>(client, text, statement, params, options);
      } catch (error) {
        if ((error as { code?: unknown }).code !== UNKNOWN_STATEMENT) throw error;
        statement.paramTypes = null;
        return execute<T>(client, text, statement, params, options);
      }
    }),
  );
}

async function execute<T>(client: PGlite, text: string, statement: NamedStatement, params: unknown[], options?: QueryOptions) {
  const { serialize } = protocol;
  if (!statement.paramTypes) {
    const described = await client.execProtocol(
      joined(serialize.parse({ name: statement.name, text }), serialize.describe({ type: 'S', name: statement.name }), serialize.sync()),
      { syncToFs: false },
    );
    statement.paramTypes = parse.parseDescribeStatementResults(described.messages);
  }
  const types = statement.paramTypes;
  const values = params.map((value, i) => {
    if (value == null) return null;
    const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await client.execProtocol(
    joined(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ),
  );
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

function joined(...messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((size, m) => size + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}
