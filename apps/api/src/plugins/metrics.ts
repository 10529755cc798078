// Prometheus metrics at GET /metrics on the main port, behind a bearer token (METRICS_TOKEN;
// unset: the route answers 404 like any unknown path). The main port rather than a second
// one: a proxy or an orchestrator needs no new port, and the token keeps the figures private.
// Requests are labelled by route pattern (Fastify's routeOptions.url), never by raw URL, so no
// id, query string or secret ever becomes a label. Figures the app cannot see from HTTP
// (payments, refunds, event streams) are fed through `app.metrics`; the database, PGlite and
// mail outbox figures are read when Prometheus scrapes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { driverClient, type Db } from '../db/database';
import { PGliteRemote } from '../db/pglite-remote';
import { outboxBacklog } from '../modules/mail/outbox-repository';

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_INVALID_MESSAGE = 'Credenziale delle metriche mancante o non valida.';

/** What the app's modules report; every call is cheap and never throws. */
export interface Metrics {
  /** A payment reached an outcome with a provider (`paid`, `failed`, `cancelled`, `timeout`...). */
  paymentRecorded(provider: string, outcome: string): void;
  /** A refund was asked of a provider and ended with this outcome (`refunded`, `failed`...). */
  refundRecorded(provider: string, outcome: string): void;
  /** A live event stream (board or diner's order page) opened / closed. */
  streamOpened(): void;
  streamClosed(): void;
  /** An event reached a stream this many milliseconds after it was written. */
  eventDelivered(delayMs: number): void;
  /** The Prometheus text of every metric (what GET /metrics answers). */
  render(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Process-wide figures (memory, CPU, event-loop delay): one collector per process, shared by every app built in it. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    // Includes nodejs_eventloop_lag_*_seconds, measured with perf_hooks' monitorEventLoopDelay.
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** Constant-time comparison of the bearer token with METRICS_TOKEN (hashes: equal lengths). */
function tokenMatches(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** Labels come from code, but a provider or outcome name is still kept to a short plain word. */
const labelValue = (value: string) => value.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 40) || 'unknown';

/** Requests no route matched (404s, scanners) share one label instead of their URLs. */
const UNMATCHED_ROUTE = '(unmatched)';
const ORDER_SAVE_ROUTE = '/api/order/saveCustomerOrder';

/** The mail outbox's backlog and age: one database read per scrape, shared by both gauges. */
function mailOutboxGauges(registry: Registry, db: Db) {
  let last: Promise<{ count: number; oldestAgeSeconds: number }> | null = null;
  const backlog = () => (last ??= outboxBacklog(db).finally(() => setTimeout(() => (last = null), 1000).unref()));
  new Gauge({
    name: 'tavola_mail_outbox_backlog',
    help: 'Mails waiting in the outbox for the SMTP server',
    registers: [registry],
    async collect() {
      this.set((await backlog().catch(() => ({ count: NaN }))).count);
    },
  });
  new Gauge({
    name: 'tavola_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await backlog().catch(() => ({ oldestAgeSeconds: NaN }))).oldestAgeSeconds);
    },
  });
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; token?: string }) => {
    const registry = new Registry();

    const httpDuration = new Histogram({
      name: 'tavola_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with their duration',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const ordersSaved = new Counter({
      name: 'tavola_orders_saved_total',
      help: 'Orders saved (200 answers of saveCustomerOrder)',
      registers: [registry],
    });
    const orderSaveDuration = new Histogram({
      name: 'tavola_order_save_duration_seconds',
      help: 'Duration of the order saves that answered 200',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const payments = new Counter({
      name: 'tavola_payments_total',
      help: 'Online payments by provider and outcome',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    });
    const refunds = new Counter({
      name: 'tavola_refunds_total',
      help: 'Refunds by provider and outcome',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    });
    const streamsOpen = new Gauge({
      name: 'tavola_event_streams_open',
      help: 'Live event streams open (staff boards and diners order pages)',
      registers: [registry],
    });
    const eventDelay = new Histogram({
      name: 'tavola_event_delivery_delay_seconds',
      help: 'Delay from an event being written to its arrival on a stream',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    const client = driverClient(opts.db);
    if (client instanceof pg.Pool) {
      const pool = client;
      new Gauge({
        name: 'tavola_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and in use',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        },
      });
      new Gauge({
        name: 'tavola_db_pool_waiting',
        help: 'Requests waiting for a PostgreSQL pool connection',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
      new Gauge({
        name: 'tavola_db_pool_max',
        help: 'Largest size of the PostgreSQL pool',
        registers: [registry],
        collect() {
          this.set((pool.options as { max?: number }).max ?? 10);
        },
      });
    } else if (client instanceof PGliteRemote) {
      const remote = client;
      new Gauge({
        name: 'tavola_pglite_queue_length',
        help: 'Statements sent to the PGlite worker and not answered yet',
        registers: [registry],
        collect() {
          this.set(remote.queueLength);
        },
      });
    }

    mailOutboxGauges(registry, opts.db);

    const metrics: Metrics = {
      paymentRecorded: (provider, outcome) =>
        payments.inc({ provider: labelValue(provider), outcome: labelValue(outcome) }),
      refundRecorded: (provider, outcome) =>
        refunds.inc({ provider: labelValue(provider), outcome: labelValue(outcome) }),
      streamOpened: () => streamsOpen.inc(),
      streamClosed: () => streamsOpen.dec(),
      eventDelivered: (delayMs) => {
        if (Number.isFinite(delayMs) && delayMs >= 0) eventDelay.observe(delayMs / 1000);
      },
      render: async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`,
    };
    app.decorate('metrics', metrics);

    // Without METRICS_TOKEN nobody can read the figures: no per-request work on any route.
    if (opts.token) {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        if (route !== METRICS_PATH) {
          const seconds = reply.elapsedTime / 1000;
          httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, seconds);
          if (route === ORDER_SAVE_ROUTE && reply.statusCode === 200) {
            ordersSaved.inc();
            orderSaveDuration.observe(seconds);
          }
        }
        done();
      });
    }

    app.get(
      METRICS_PATH,
      // Not part of the public API document; a scraper's own log lines are noise.
      { schema: { hide: true }, logLevel: 'warn' },
      async (request, reply) => {
        if (!opts.token) return reply.callNotFound();
        if (!tokenMatches(request, opts.token)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ code: 'METRICS_TOKEN_INVALID', message: METRICS_TOKEN_INVALID_MESSAGE });
        }
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(await metrics.render());
      },
    );
  },
  { name: 'metrics' },
);
