// Jobs that must run once per chain however many API processes share the database (the sweep of
// unpaid online orders, the pruning of old events). Every process keeps its timer; a run first
// takes a transaction-scoped advisory lock named after the job with pg_try_advisory_xact_lock:
// the process that gets it runs the job, one that does not skips this round (the other is doing
// it), and the lock goes with the transaction, so a process that dies mid-run frees it at once.
// The job itself uses the pool, not the lock's transaction: it may call a payment provider, and
// its own writes stay as short as they are without the lock. The mail outbox needs no lock: each
// mail is claimed with SELECT ... FOR UPDATE SKIP LOCKED (outbox-repository.ts).
// PGlite is one process, and a transaction there holds the whole database: the job just runs.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { driverClient, type Db } from './database';

/** The first key of every job lock (the second is the job's name hashed). */
const JOB_LOCK = 73_126_030;

export type RunOnce<T> = { ran: true; result: T } | { ran: false };

/** Runs `job` unless another process is running the job of this name right now. */
export async function runOncePerChain<T>(db: Db, name: string, job: () => Promise<T>): Promise<RunOnce<T>> {
  if (!(driverClient(db) instanceof pg.Pool)) return { ran: true, result: await job() };
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK}, hashtext(${name})) as locked`,
    );
    if (!rows[0]?.locked) return { ran: false } as const;
    return { ran: true, result: await job() } as const;
  });
}

/** The SQL another connection runs to hold a job's lock (tests, or an operator pausing a job). */
export const jobLockSql = (name: string) => ({
  text: 'select pg_advisory_xact_lock($1, hashtext($2))',
  values: [JOB_LOCK, name],
});
