// Stores the dashboard's closed days ahead, so that an owner's first look over a year is summed
// from day totals instead of computed from every order of it (docs/decisions/019). Each run, for
// each venue, finds the closed service days (up to the day before yesterday) and whole months not
// stored over the last LOOKBACK_DAYS (a year and the year before it, the dashboard's widest
// comparison), newest month first, and stores them in small steps: at most DAYS_PER_STEP days of
// one month per step (one fillReportDays transaction, the month rolled up with its last step), a
// whole month in one step before the venue's first order (nothing to sum), with a pause between
// steps, so it never holds the database (all of it, on PGlite) for long. Days the triggers deleted after a change are simply missing
// again and stored by the next run.
//
// Every process keeps the timer (shortly after start, then every REPORT_DAYS_INTERVAL_MINUTES);
// each step runs under runOncePerChain (an advisory lock on PostgreSQL): a process that finds a
// step taken stops its run, the other process is at it. fillReportDays re-reads what is missing
// under the venue's lock, so a step that overlaps a dashboard filling the same days writes each
// day once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import { runOncePerChain } from '../../db/run-once';
import { fillReportDays, listStoredVenues, missingReportDays } from './reports-repository';
import { lastClosedDay, wholeMonths } from './reports-service';

export const REPORT_DAYS_JOB = 'report-days';
/** How far back from the last closed day the job stores (the dashboard computes older days when asked). */
export const LOOKBACK_DAYS = 731;
/** Days of one month stored in one step. */
export const DAYS_PER_STEP = 8;
/** The first run after the app is ready. */
const START_DELAY_MS = 30_000;
/** The pause between two steps, for the requests waiting on the database. */
const PAUSE_MS = 100;

/** One step: days of one venue's month, and the month's roll-up with its last step. */
export interface ReportDaysStep {
  seatWebId: number;
  days: string[];
  months: string[];
}

export interface ReportDaysRun {
  /** The steps this process stored. */
  steps: ReportDaysStep[];
  /** Why the run ended early: another process holds the job, or the app is closing. */
  stoppedBy: 'other-process' | 'close' | null;
}

export interface ReportDaysOptions {
  /** The pause between steps (tests: 0). */
  pauseMs?: number;
  /** Called as a step starts and ends, inside the job's lock (tests check that steps never overlap). */
  onStep?: (event: 'start' | 'end', step: ReportDaysStep) => void;
}

interface JobContext {
  db: Db;
  now: () => Date;
  /** True once the app is closing: the run stops before its next step. */
  closing: () => boolean;
  sleep: (ms: number) => Promise<void>;
}

const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * A venue's steps: its missing days grouped by month (newest first), split in DAYS_PER_STEP (a
 * month before `firstDay`, the venue's first order, in one), the month's roll-up on the last.
 */
function stepsOf(
  seatWebId: number,
  firstDay: string | null,
  days: readonly string[],
  months: readonly string[],
): ReportDaysStep[] {
  const byMonth = new Map<string, string[]>();
  for (const day of days) byMonth.set(monthOf(day), [...(byMonth.get(monthOf(day)) ?? []), day]);
  for (const month of months) if (!byMonth.has(month)) byMonth.set(month, []);
  const steps: ReportDaysStep[] = [];
  for (const month of [...byMonth.keys()].sort().reverse()) {
    const monthDays = byMonth.get(month)!.sort();
    const rollUp = months.includes(month) ? [month] : [];
    if (monthDays.length === 0) steps.push({ seatWebId, days: [], months: rollUp });
    const size = firstDay === null || month < monthOf(firstDay) ? monthDays.length : DAYS_PER_STEP;
    for (let i = 0; i < monthDays.length; i += size) {
      const chunk = monthDays.slice(i, i + size);
      steps.push({ seatWebId, days: chunk, months: i + size >= monthDays.length ? rollUp : [] });
    }
  }
  return steps;
}

/** One run over every venue: stores what is missing, step by step. */
export async function storeReportDays(ctx: JobContext, options: ReportDaysOptions = {}): Promise<ReportDaysRun> {
  const done: ReportDaysStep[] = [];
  const pauseMs = options.pauseMs ?? PAUSE_MS;
  for (const venue of await listStoredVenues(ctx.db)) {
    const last = lastClosedDay(ctx.now(), venue.timeZone);
    const first = monthOf(addDays(last, -LOOKBACK_DAYS));
    const span = { seatWebId: venue.seatWebId, timeZone: venue.timeZone, tag: 'c' as const, first, last };
    const [missing] = await missingReportDays(ctx.db, [{ ...span, months: wholeMonths(first, last) }]);
    if (!missing) continue;
    for (const step of stepsOf(venue.seatWebId, venue.firstDay, missing.days, missing.months)) {
      if (ctx.closing()) return { steps: done, stoppedBy: 'close' };
      const ran = await runOncePerChain(ctx.db, REPORT_DAYS_JOB, async () => {
        options.onStep?.('start', step);
        await fillReportDays(ctx.db, venue, step.days, step.months);
        options.onStep?.('end', step);
      });
      if (!ran.ran) return { steps: done, stoppedBy: 'other-process' };
      done.push(step);
      if (pauseMs > 0) await ctx.sleep(pauseMs);
    }
  }
  return { steps: done, stoppedBy: null };
}

declare module 'fastify' {
  interface FastifyInstance {
    reportDays: {
      /** One run now (after the one under way in this process, if any). */
      run(options?: ReportDaysOptions): Promise<ReportDaysRun>;
    };
  }
}

/**
 * The job in this process: `intervalMinutes` 0 keeps the timer off (run() still works);
 * `startDelayMs` is the first run after the app is ready.
 */
export const reportDaysPlugin = fp(
  async (app: FastifyInstance, opts: { intervalMinutes: number; startDelayMs?: number }) => {
    let closing = false;
    let running: Promise<ReportDaysRun> | null = null;
    // The pauses under way: closing ends them at once, and a pause asked for after it is none.
    const pauses = new Map<NodeJS.Timeout, () => void>();
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (closing) return resolve();
        const timer = setTimeout(() => {
          pauses.delete(timer);
          resolve();
        }, ms);
        pauses.set(timer, resolve);
      });
    const context: JobContext = { db: app.db, now: () => app.now(), closing: () => closing, sleep };
    const run = async (options?: ReportDaysOptions): Promise<ReportDaysRun> => {
      while (running) await running.catch(() => undefined);
      if (closing) return { steps: [], stoppedBy: 'close' };
      running = storeReportDays(context, options).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('reportDays', { run });

    const tick = () => {
      if (running || closing) return;
      run()
        .then((result) => {
          if (result.steps.length > 0) app.log.info({ steps: result.steps.length }, 'report days stored');
        })
        .catch((err: unknown) => app.log.error({ err }, 'storing report days failed'));
    };
    let interval: NodeJS.Timeout | null = null;
    let start: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      if (opts.intervalMinutes <= 0) return;
      start = setTimeout(tick, opts.startDelayMs ?? START_DELAY_MS);
      start.unref();
      interval = setInterval(tick, opts.intervalMinutes * 60_000);
      interval.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (start) clearTimeout(start);
      if (interval) clearInterval(interval);
      // A pause under way ends now; a step under way is waited for (the database closes after).
      for (const [timer, resolve] of pauses) {
        clearTimeout(timer);
        pauses.delete(timer);
        resolve();
      }
      await running?.catch(() => undefined);
    });
  },
  { name: 'report-days' },
);
