// The messages between the server's thread and the worker thread that runs PGlite
// (pglite-worker.ts, pglite-remote.ts).

/** How a query's result comes back: drizzle's row mode, and the types it keeps as text. */
export interface QueryShape {
  rowMode?: 'array' | 'object';
  /**
   * Type ids whose values stay as PostgreSQL printed them. drizzle's only parsers are the
   * identity for its date and time types; a function cannot cross to the worker, its type can.
   */
  textTypes?: number[];
}

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; shape: QueryShape; tx?: number }
  /** Answered once the transaction holds the database (BEGIN has run). */
  | { id: number; op: 'begin'; tx: number }
  /** Answered once COMMIT (or ROLLBACK) has run. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** Not answered: the statements after it in the same order see it. */
  | { op: 'name'; sql: string; name: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A database error's fields (code, detail, constraint, ...) as plain values. */
export type ErrorFields = Record<string, string | number | boolean | null | undefined> & { message: string };

export type Reply =
  | { op: 'opened' }
  /** PGlite did not open, or the migrations did not apply. */
  | { op: 'failed'; stage: 'open' | 'migrate'; error: ErrorFields }
  | { id: number; op: 'done'; value?: unknown }
  | { id: number; op: 'error'; error: ErrorFields }
  | { op: 'notify'; channel: string; payload: string | undefined };

/** What the worker is started with. */
export interface WorkerStart {
  /** PGlite's folder, or null for a database in memory. */
  dataDir: string | null;
  /**
   * The migrations to apply (drizzle's folder), or null. Applied in the worker before it reads
   * its first request, so no statement ever runs on a database not yet migrated.
   */
  migrationsFolder: string | null;
}

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value as string;
  }
  return fields;
}

/** The error again on this side, with the fields callers look at (code, constraint, ...). */
export function errorFrom(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(message);
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}
