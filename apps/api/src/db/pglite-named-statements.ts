// The kept statements of `prepared()` (database.ts) as named statements of PGlite's own
// PostgreSQL (order save on PGlite). PGlite's `query` runs each statement as six
// calls into its WebAssembly PostgreSQL (parse, describe, bind, describe, execute, sync) and
// has PostgreSQL parse and plan it every time. A statement kept here is parsed once, under its
// name and described once; each run is then one call carrying bind, execute and sync. Measured
// on the order insert's shape (a counter CTE, 9 values, RETURNING *): 2.0-2.7 -> 0.7-0.8 ms a
// run. Values are serialised and fields parsed as PGlite's `query` does, with the caller's
// options (drizzle's row mode and parsers), so drizzle sees the same results; the parser of
// each column is looked up once per statement and options, where PGlite's `parseResults`
// copies its 316 parsers into a new object on every statement (a tenth of a save's CPU).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Field = Results['fields'][number];
type ValueParser = (value: string, typeId: number) => unknown;

/** What PostgreSQL said of a statement when it parsed it on this client. */
interface Described {
  paramTypes: number[];
  fields: Field[];
  /** Each column's parser, for the options last run with (drizzle passes the same object each time). */
  parsers: { options: QueryOptions | undefined; byColumn: Array<ValueParser | undefined> } | null;
}

interface NamedStatement {
  name: string;
  described: Described | null;
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
 * Has `client` run `text` as the named statement `name`. A no-op for clients that do not
 * (PostgreSQL's pool, which names prepared statements itself).
 */
export function nameStatement(client: object, text: string, name: string): void {
  const statements = statementsByClient.get(client as PGlite);
  if (statements && !statements.has(text)) statements.set(text, { name, described: null });
}

/** PostgreSQL's code for a statement name it does not know (it was deallocated). */
const UNKNOWN_STATEMENT = '26000';

function runNamed<T>(
  client: PGlite,
  text: string,
  statement: NamedStatement,
  params: unknown[],
  options?: QueryOptions,
) {
  // The same two locks as PGlite's `query`: no transaction open, one statement at a time.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      await client._checkReady();
      try {
        return await execute<T>(client, text, statement, params, options);
      } catch (error) {
        if ((error as { code?: unknown }).code !== UNKNOWN_STATEMENT) throw error;
        statement.described = null;
        return execute<T>(client, text, statement, params, options);
      }
    }),
  );
}

async function execute<T>(
  client: PGlite,
  text: string,
  statement: NamedStatement,
  params: unknown[],
  options?: QueryOptions,
) {
  const { serialize } = protocol;
  if (!statement.described) {
    const { messages } = await client.execProtocol(
      joined(
        serialize.parse({ name: statement.name, text }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const rowDescription = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    statement.described = {
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: rowDescription?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
      parsers: null,
    };
  }
  const { paramTypes } = statement.described;
  const values = params.map((value, i) => {
    if (value == null) return null;
    const serializer = options?.serializers?.[paramTypes[i]!] ?? client.serializers[paramTypes[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await client.execProtocol(
    joined(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
  );
  return resultOf<T>(client, statement.described, messages, options);
}

/** The result PGlite's `parseResults` makes of one statement's messages. */
function resultOf<T>(
  client: PGlite,
  described: Described,
  messages: Array<{ name: string }>,
  options?: QueryOptions,
): Results<T> {
  const { fields } = described;
  let parsers = described.parsers;
  if (!parsers || parsers.options !== options) {
    const byColumn = fields.map(
      ({ dataTypeID }) => (options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID]) as ValueParser | undefined,
    );
    described.parsers = parsers = { options, byColumn };
  }
  const { byColumn } = parsers;
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: Array<string | null> }).fields.map((value, i) => {
        if (value === null) return null;
        const parser = byColumn[i];
        return parser ? parser(value, fields[i]!.dataTypeID) : value;
      });
      rows.push(
        options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
      );
    } else if (message.name === 'commandComplete') {
      affectedRows += affectedBy((message as unknown as { text: string }).text);
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

/** The row count of a command tag, as PGlite counts it ('INSERT 0 1', 'UPDATE 3'; a SELECT counts 0). */
function affectedBy(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return parseInt(second!, 10);
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!) ? parseInt(first!, 10) : 0;
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
