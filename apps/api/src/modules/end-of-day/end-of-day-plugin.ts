// The daily summary mails' clock: every process keeps a timer (once a minute), and each round
// runs in one process at a time (runOncePerChain: an advisory lock on PostgreSQL). Beneath it,
// each venue's day is claimed in end_of_day_mails before its mail is written, so a round that
// overlaps another (a lock lost with its connection) or a restart never mails a day twice.
// A round also runs as the process starts, and a round sends yesterday's mail too when its time
// passed while no process ran (end-of-day-service.ts endOfDayMailDays; never older days).
// The clock is app.now(): tests move it and call runRound() on two apps instead of waiting.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOncePerChain, type RunOnce } from '../../db/run-once';
import { sendDueEndOfDayMails } from './end-of-day-service';

export const END_OF_DAY_JOB = 'end-of-day-mails';

declare module 'fastify' {
  interface FastifyInstance {
    endOfDayMails: {
      /** One round at app.now(): the venues mailed, or ran: false when another process holds the round. */
      runRound(): Promise<RunOnce<number[]>>;
    };
  }
}

export const endOfDayPlugin = fp(
  async (app: FastifyInstance, opts: { intervalMs?: number }) => {
    const runRound = () =>
      runOncePerChain(app.db, END_OF_DAY_JOB, () =>
        sendDueEndOfDayMails({ db: app.db, mailer: app.mailer, log: app.log }, app.now()),
      );
    app.decorate('endOfDayMails', { runRound });
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = runRound()
        .catch((err: unknown) => app.log.error({ err }, 'end-of-day mails failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      // A round at once: a mail whose time passed while the server was down goes now.
      tick();
      timer = setInterval(tick, opts.intervalMs ?? 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'end-of-day-mails', dependencies: ['mailer'] },
);
