// Runs the print worker in this process: every PRINT_POLL_SECONDS, and at once when a route
// asks (a retry, a new text job). One run at a time per process; a wake during a run asks for
// one more run after it. Several processes each run theirs: the claim keeps them apart.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { printDueJobs } from './print-worker';

export interface Printing {
  /** Sends every due job now (resolves when this process's run is over); returns how many printed. */
  drain(): Promise<number>;
  /** Asks for a run soon, without waiting for it. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    printing: Printing;
  }
}

export const printingPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { pollSeconds: number; timeoutSeconds: number; retryMinSeconds: number; retryMaxSeconds: number },
  ) => {
    let running: Promise<number> | null = null;
    let again = false;
    let closed = false;
    const runOnce = () =>
      printDueJobs({
        db: app.db,
        log: app.log,
        timeoutMs: opts.timeoutSeconds * 1000,
        retryMinSeconds: opts.retryMinSeconds,
        retryMaxSeconds: opts.retryMaxSeconds,
      });
    const drain = (): Promise<number> => {
      if (closed) return Promise.resolve(0);
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let printed = 0;
        do {
          again = false;
          printed += await runOnce();
        } while (again && !closed);
        return printed;
      })().finally(() => {
        running = null;
      });
      return running;
    };
    const wake = () => {
      drain().catch((err: unknown) => app.log.error({ err }, 'print worker failed'));
    };
    app.decorate('printing', { drain, wake });

    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(wake, opts.pollSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    });
  },
  { name: 'printing' },
);
