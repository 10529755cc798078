// Graceful shutdown: on SIGTERM/SIGINT the server stops accepting connections,
// lets the requests in flight finish (Fastify answers new ones 503 meanwhile), then closes
// the database. A deadline bounds the wait: a stuck request or driver must not keep a
// container from stopping, so after it the process exits with a failure code anyway.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closed after the server, e.g. the database. */
  closeAfter?: () => Promise<void>;
  timeoutMs: number;
  /** process.exit in production; tests pass their own. */
  exit?: (code: number) => void;
}

/** Returns the shutdown routine; installSignalHandlers wires it to the process signals. */
export function gracefulShutdown({ app, closeAfter, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions) {
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    closing ??= (async () => {
      app.log.info({ signal, timeoutMs }, 'shutting down');
      const deadline = setTimeout(() => {
        app.log.error({ signal, timeoutMs }, 'shutdown deadline passed: exiting with requests still open');
        exit(1);
      }, timeoutMs);
      deadline.unref();
      try {
        await app.close();
        await closeAfter?.();
        clearTimeout(deadline);
        exit(0);
      } catch (error) {
        clearTimeout(deadline);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return closing;
  };
}

export function installSignalHandlers(
  shutdown: (signal: string) => Promise<void>,
  signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
) {
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
}
