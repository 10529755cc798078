// The job that stores the dashboard's closed days ahead: after a run, the demo's four weeks of
// history are all stored (nothing left for the dashboard to compute) and the dashboard's answer
// is the one computed from the orders alone; a day a change deleted is stored again by the next
// run; closing the app stops a run between steps; and with two app instances on one PostgreSQL
// (PostgreSQL pass only) one of them runs a step at a time.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reportQuerySchema } from '@tavola/domain/reports';
import { addDays } from '@tavola/domain/slot-rules';
import { StaffRole } from '@tavola/domain/staff';
import type { z } from 'zod';
import { openDatabase, type Db } from '../../db/database';
import { jobLockSql } from '../../db/run-once';
import { orders } from '../../db/schema';
import { seedDemoHistory } from '../../db/seed-history';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { LOOKBACK_DAYS, REPORT_DAYS_JOB, type ReportDaysStep } from './report-days-job';
import { listStoredVenues, missingReportDays } from './reports-repository';
import { lastClosedDay, loadReport, wholeMonths } from './reports-service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** The timer off: the tests call run() themselves. */
const JOB_OFF = { REPORT_DAYS_INTERVAL_MINUTES: '0' };

/** The demo's history, written as the demo command writes it (in a transaction). */
const seedHistory = (db: Db) => db.transaction((tx) => seedDemoHistory(tx, new Date()));

/** What the dashboard would still have to compute: every venue's missing days and months, over the job's look-back. */
async function stillMissing(db: Db) {
  const spans = (await listStoredVenues(db)).map((v) => {
    const last = lastClosedDay(new Date(), v.timeZone);
    const first = `${addDays(last, -LOOKBACK_DAYS).slice(0, 8)}01`;
    return {
      seatWebId: v.seatWebId,
      timeZone: v.timeZone,
      tag: 'c' as const,
      first,
      last,
      months: wholeMonths(first, last),
    };
  });
  return missingReportDays(db, spans);
}

const storedDays = async (db: Db) =>
  Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from report_days`)).rows[0].n);

describe('storing closed days ahead', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: JOB_OFF });
    const seeded = await seedHistory(t.db);
    expect(seeded.orders).toBeGreaterThan(100);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the seeded history, then the dashboard answers from it as from the orders', async () => {
    expect(await storedDays(t.db)).toBe(0);
    expect((await stillMissing(t.db)).length).toBeGreaterThan(0);

    const run = await t.app.reportDays.run({ pauseMs: 0 });
    expect(run.stoppedBy).toBeNull();
    expect(run.steps.length).toBeGreaterThan(1);
    expect(await stillMissing(t.db)).toEqual([]);
    // Nothing left for a second run.
    expect((await t.app.reportDays.run({ pauseMs: 0 })).steps).toEqual([]);

    const stored = await storedDays(t.db);
    const today = new Date().toISOString().slice(0, 10);
    const query = { period: 'range', from: addDays(today, -30), to: addDays(today, -1) } as z.output<
      typeof reportQuerySchema
    >;
    const report = (dayTotals: boolean) =>
      loadReport(
        { db: t.db, now: () => new Date(), dayTotals },
        { companyId: 1, role: StaffRole.Owner, seatWebIds: [], seatWebId: null },
        query,
      );
    const fromTotals = await report(true);
    expect(fromTotals.current.orders).toBeGreaterThan(100);
    expect(fromTotals).toEqual(await report(false));
    // The dashboard found every closed day stored: it wrote none.
    expect(await storedDays(t.db)).toBe(stored);
  });

  it('stores again a day that a change deleted', async () => {
    await t.app.reportDays.run({ pauseMs: 0 });
    const [old] = await t.db
      .select({ orderId: orders.orderId, seatWebId: orders.seatWebId, total: orders.totalAmountCents })
      .from(orders)
      .where(
        sql`${orders.idempotencyKey} like 'demo-history:%' and ${orders.requestedDateTime} < now() - interval '5 days'`,
      )
      .limit(1);
    await t.db
      .update(orders)
      .set({ totalAmountCents: old.total + 100 })
      .where(eq(orders.orderId, old.orderId));
    const missing = await stillMissing(t.db);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ seatWebId: old.seatWebId });
    expect(missing[0].days).toHaveLength(1);

    const run = await t.app.reportDays.run({ pauseMs: 0 });
    expect(run.steps).toEqual([expect.objectContaining({ seatWebId: old.seatWebId, days: missing[0].days })]);
    expect(await stillMissing(t.db)).toEqual([]);
  });
});

describe('closing the app', () => {
  it('stops a run between steps, waits for the step under way and leaves no timer behind', async () => {
    const database = await createTestDatabase({ seeded: true });
    try {
      await seedHistory(database.db);
      const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      // The timer on (every minute, first run after 30 s): close clears it before it fires.
      const c = await createTestApp({ database, env: { REPORT_DAYS_INTERVAL_MINUTES: '1' } });
      let closing: Promise<void> | null = null;
      let stepsEnded = 0;
      // A long pause after each step: closing must end it at once, not wait for it.
      const run = c.app.reportDays.run({
        pauseMs: 600_000,
        onStep: (event) => {
          if (event !== 'end') return;
          stepsEnded += 1;
          closing ??= c.close();
        },
      });
      const result = await run;
      await closing;
      expect(result.stoppedBy).toBe('close');
      expect(result.steps).toHaveLength(1);
      expect(stepsEnded).toBe(1);
      expect((await c.app.reportDays.run()).stoppedBy).toBe('close');
      // Nothing more is written after the close, and the first run's stored step stays.
      const stored = await storedDays(database.db);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await storedDays(database.db)).toBe(stored);
      expect(stored).toBeGreaterThan(0);
      // The app's timers are gone (on PostgreSQL the still open pool keeps idle timers of its own).
      if (!process.env.TEST_DATABASE_URL)
        expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBeLessThanOrEqual(
          timersBefore,
        );
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one database', () => {
  let a: TestApp;
  let b: TestApp['app'];
  let bDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    a = await createTestApp({ env: JOB_OFF });
    bDb = await openDatabase({ databaseUrl: a.databaseUrl! });
    // A second API process: its own pool on the same database.
    b = (await createTestApp({ env: JOB_OFF, database: { db: bDb.db, close: async () => {} } })).app;
    await seedHistory(a.db);
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  it('runs no step while another connection holds the job, then one step at a time across both', async () => {
    const holder = new pg.Client({ connectionString: a.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(jobLockSql(REPORT_DAYS_JOB));
      const held = await Promise.all([a.app.reportDays.run({ pauseMs: 0 }), b.reportDays.run({ pauseMs: 0 })]);
      expect(held).toEqual([
        { steps: [], stoppedBy: 'other-process' },
        { steps: [], stoppedBy: 'other-process' },
      ]);
      expect(await storedDays(a.db)).toBe(0);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }

    const events: Array<{ event: 'start' | 'end'; who: string; step: ReportDaysStep }> = [];
    const watch = (who: string) => ({
      pauseMs: 0,
      onStep: (event: 'start' | 'end', step: ReportDaysStep) => events.push({ event, who, step }),
    });
    const runs = await Promise.all([a.app.reportDays.run(watch('a')), b.reportDays.run(watch('b'))]);
    // Every start is followed by its own end before any other step starts.
    expect(events.length).toBeGreaterThan(2);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]).toMatchObject({ event: 'start' });
      expect(events[i + 1]).toMatchObject({ event: 'end', who: events[i].who, step: events[i].step });
    }
    expect(runs.some((r) => r.stoppedBy === null)).toBe(true);
    expect(await stillMissing(a.db)).toEqual([]);
  });
});
