// Opens the one database of the API: PostgreSQL when DATABASE_URL is set,
// otherwise PGlite on disk (or in memory, for tests), so a fresh clone runs with no database
// server.
// Both drivers get the same schema and the same committed migrations, applied before use.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteTransaction } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
 * round trip each (about 1 ms of CPU on PGlite) that can never wait: skipped.
 * On PostgreSQL, transactions really run side by side: false.
 */
export function holdsWholeDatabase(tx: Tx): boolean {
  return is(tx, PgliteTransaction);
}

/** An open transaction, not the database itself (which is what `prepared` takes). */
export function isTransaction(db: DbOrTx): db is Tx {
  return is(db, PgTransaction);
}

/** The driver under a database opened by `openDatabase`: PGlite in its worker thread, or PostgreSQL's pool. */
export function driverClient(db: Db): PGliteRemote | pg.Pool {
  return (db as unknown as { $client: PGliteRemote | pg.Pool }).$client;
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();
let preparedCount = 0;

/**
 * A hot statement built once per database and reused: drizzle builds a statement's
 * SQL on every call (about a third of a simple read's CPU on PGlite, most of the order insert's
 * on PostgreSQL); a prepared query keeps the SQL and fills only its `sql.placeholder` values.
 * It is also a named prepared statement: of each pool connection on PostgreSQL, of PGlite's
 * PostgreSQL on PGlite (pglite-named-statements.ts), so it is parsed and planned once. Only for
 * `db`, never inside a transaction. `key` may be long: `build` is given a name of its own that
 * is unique within PostgreSQL's 63 bytes (longer names are cut there and collide, error 42P05).
 */
export function prepared<T extends { getQuery(): { sql: string } }>(
  db: Db,
  key: string,
  build: (db: Db, name: string) => T,
): T {
  let byKey = preparedByDb.get(db);
  if (!byKey) preparedByDb.set(db, (byKey = new Map()));
  let query = byKey.get(key) as T | undefined;
  if (query === undefined) {
    const name = `q${++preparedCount}_${key}`.slice(0, 63);
    byKey.set(key, (query = build(db, name)));
    // PostgreSQL's pool names the statement on each connection itself.
    const client = driverClient(db);
    if (client instanceof PGliteRemote) client.nameStatement(query.getQuery().sql, name);
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
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Opens (and migrates) the database: PostgreSQL with a URL, else PGlite in a folder or in memory. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<OpenedDatabase> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
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
    throw new DatabaseStartupError(`Cannot connect to the PostgreSQL database at ${where}: ${describe(error)}`, {
      cause: error,
    });
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
    throw new DatabaseStartupError(
      `Cannot apply the database migrations to the PostgreSQL database at ${where}: ${describe(error)}`,
      {
        cause: error,
      },
    );
  }

  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PGlite, in a folder or in memory, in a worker thread (pglite-worker.ts) that opens and
 * migrates it there (decision record 012): PGlite runs PostgreSQL on the thread that
 * calls it, and on the server's thread its statements held up the HTTP work of every request.
 */
async function openPglite(dataDir: string | undefined): Promise<OpenedDatabase> {
  const where = dataDir ? path.resolve(dataDir, 'pglite') : 'memory (PGlite, not persisted)';
  let client: PGliteRemote;
  try {
    if (dataDir) await mkdir(where, { recursive: true });
    client = PGliteRemote.start({ dataDir: dataDir ? where : null, migrationsFolder });
    await client.opened;
  } catch (error) {
    const doing = (error as { stage?: string }).stage === 'migrate' ? 'apply the database migrations to' : 'open';
    throw new DatabaseStartupError(`Cannot ${doing} the database at ${where}: ${describe(error)}`, { cause: error });
  }
  return {
    // drizzle's PGlite driver uses query and transaction, which the worker's client has too;
    // the query-builder API is node-postgres' own, only the result metadata types differ.
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
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
