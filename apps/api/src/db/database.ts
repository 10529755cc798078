// Opens the one database of the API (issue #2 item 3): PostgreSQL when DATABASE_URL is set,
// otherwise PGlite on disk (or in memory), so a fresh clone runs with no database server.
// Both drivers get the same schema and the same committed migrations, applied before use.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsApplied } from './migration-status';
import { nameStatement, runNamedStatements } from './pglite-named-statements';
import { PGliteRemote } from './pglite-remote';
import * as schema from './schema';

/**
 * The query builder the repositories use. PGlite's drizzle database has the same query API,
 * so it is exposed under this one type.
 */
export type Db = NodePgDatabase<typeof schema>;
/** An open transaction of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: what every repository function takes. */
export type DbOrTx = Db | Tx;

/**
 * True when nothing else can touch the database until this transaction ends: PGlite (one
 * connection) runs every query and transaction of the process under one mutex, held by a
 * transaction from BEGIN to COMMIT. Advisory locks taken inside such a transaction are a
 * round trip each (about 1 ms of CPU on PGlite) that can never wait: skipped (issue #14).
 * On PostgreSQL, transactions really run side by side: false.
 */
export function holdsWholeDatabase(tx: Tx): boolean {
  return is(tx, PgliteTransaction);
}

/** An open transaction, not the database itself (which is what `prepared` takes). */
export function isTransaction(db: DbOrTx): db is Tx {
  return is(db, PgTransaction);
}

/**
 * The driver under a database opened by `openDatabase`: PGlite in its worker thread (a data
 * folder), PGlite itself (in memory), or PostgreSQL's pool.
 */
export function driverClient(db: Db): PGliteRemote | PGlite | pg.Pool {
  return (db as unknown as { $client: PGliteRemote | PGlite | pg.Pool }).$client;
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();
let preparedCount = 0;

/**
 * A hot statement built once per database and reused (issue #14): drizzle builds a statement's
 * SQL on every call (about a third of a simple read's CPU on PGlite, most of the order insert's
 * on PostgreSQL); a prepared query keeps the SQL and fills only its `sql.placeholder` values.
 * It is also a named prepared statement: of each pool connection on PostgreSQL, of PGlite's
 * PostgreSQL on PGlite (pglite-named-statements.ts), so it is parsed and planned once. Only for
 * `db`, never inside a transaction. `key` may be long: `build` is given a name of its own that
 * is unique within PostgreSQL's 63 bytes (longer names are cut there and collide, error 42P05).
 */
export function prepared<T extends { getQuery(): { sql: string } }>(db: Db, key: string, build: (db: Db, name: string) => T): T {
  let byKey = preparedByDb.get(db);
  if (!byKey) preparedByDb.set(db, (byKey = new Map()));
  let query = byKey.get(key) as T | undefined;
  if (query === undefined) {
    const name = `q${++preparedCount}_${key}`.slice(0, 63);
    byKey.set(key, (query = build(db, name)));
    const client = driverClient(db);
    if (client instanceof PGliteRemote) client.nameStatement(query.getQuery().sql, name);
    else nameStatement(client, query.getQuery().sql, name);
  }
  return query;
}

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The database cannot be opened or migrated: the server must refuse to start and say why. */
export class DatabaseStartupError extends Error {
  readonly code = 'DATABASE_STARTUP';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartupError';
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: serialises migrations when several API instances start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 73_126_002;

const DATE_OID = 1082;

/** 'date' columns as 'YYYY-MM-DD' strings, also for raw pool queries (no timezone shifts). */
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Opens (and migrates) the database: PostgreSQL with a URL, else PGlite in a folder or in memory. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return opts.dataDir ? openPgliteInFolder(opts.dataDir) : openPgliteInMemory();
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  const where = redactUrl(databaseUrl);
  let pool: pg.Pool;
  try {
    pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes });
    // The pool is lazy: connect now so a wrong URL fails at startup, not at the first request.
    pool.on('error', () => {
      // Idle-client errors (e.g. the server restarting) must not crash the process; the next
      // query reconnects or fails with its own error.
    });
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await endQuietly(() => pool?.end());
    throw new DatabaseStartupError(`Cannot connect to the PostgreSQL database at ${where}: ${describe(error)}`, { cause: error });
  }

  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await endQuietly(() => pool.end());
    throw new DatabaseStartupError(`Cannot apply the database migrations to the PostgreSQL database at ${where}: ${describe(error)}`, {
      cause: error,
    });
  }

  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * The server's database (issue #14): PGlite in a worker thread (pglite-worker.ts), which opens
 * and migrates it there. Its statements no longer hold up the HTTP work of other requests on
 * the server's thread (decision record 012).
 */
async function openPgliteInFolder(dataDir: string): Promise<OpenedDatabase> {
  const where = path.resolve(dataDir, 'pglite');
  let client: PGliteRemote;
  try {
    await mkdir(where, { recursive: true });
    client = PGliteRemote.start({ dataDir: where, migrationsFolder });
    await client.opened;
  } catch (error) {
    const doing = (error as { stage?: string }).stage === 'migrate' ? 'apply the database migrations to' : 'open';
    throw new DatabaseStartupError(`Cannot ${doing} the database at ${where}: ${describe(error)}`, { cause: error });
  }
  return {
    // drizzle's PGlite driver uses query and transaction, which the worker's client has too.
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** PGlite in memory, in this thread (tests of PGlite itself). */
async function openPgliteInMemory(): Promise<OpenedDatabase> {
  const where = 'memory (PGlite, not persisted)';
  let client: PGlite;
  try {
    client = await PGlite.create();
  } catch (error) {
    throw new DatabaseStartupError(`Cannot open the database at ${where}: ${describe(error)}`, { cause: error });
  }
  letOtherWorkInBetweenStatements(client);
  runNamedStatements(client);
  const pgliteDb = drizzlePglite({ client, schema });
  try {
    if (!(await migrationsApplied(pgliteDb as unknown as Db).catch(() => false))) await migratePglite(pgliteDb, { migrationsFolder });
  } catch (error) {
    await endQuietly(() => client.close());
    throw new DatabaseStartupError(`Cannot apply the database migrations to the database at ${where}: ${describe(error)}`, {
      cause: error,
    });
  }
  return {
    // Same query-builder API; only the driver-specific result metadata types differ.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite runs every statement on this process's event loop, one at a time: its lock passes
 * to the next queued statement in a promise callback, so while statements are queued (50
 * diners saving orders) no socket is read and a call that needs no database at all (a kept
 * menu) waits seconds for the whole queue (issue #14: menu p99 7 s during an order rush).
 * Each statement first lets Node handle pending I/O (setImmediate), so such calls are
 * answered between two statements. The order of statements is unchanged.
 */
export function letOtherWorkInBetweenStatements(client: PGlite): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(fn: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return fn();
    });
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message || String(error);
    // Drizzle wraps driver errors as "Failed query: ..."; the driver's own reason is the cause.
    const cause = error.cause instanceof Error && error.cause.message ? ` (${error.cause.message})` : '';
    return `${message}${typeof code === 'string' && !message.includes(code) ? ` [${code}]` : ''}${cause}`;
  }
  return String(error);
}

/** The URL without its password, for messages and logs. */
function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

async function endQuietly(end: () => Promise<void> | undefined): Promise<void> {
  try {
    await end();
  } catch {
    // Already failing: the startup error says why.
  }
}
