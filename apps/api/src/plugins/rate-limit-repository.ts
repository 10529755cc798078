// The counters of @fastify/rate-limit in the database (docs/decisions/007):
// every server process on one PostgreSQL shares one budget per caller, and a restart does not
// reset it. One atomic upsert per limited request counts the call in a fixed window measured
// by the database clock, so processes with skewed clocks still agree.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';

/** Expired rows are harmless (the next call restarts their window); sweep them now and then. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;
  const sweep = () => {
    calls += 1;
    if (calls % SWEEP_EVERY !== 0) return;
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
      .catch(() => {
        // Best effort: the next sweep tries again.
      });
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      /** Route of a child store (method + url): each route has its own budget. */
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      const id = createHash('sha256').update(`${this.route}|${key}`).digest('hex');
      const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
      db.insert(rateLimitCounters)
        .values({ key: id, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${timeWindow / 1000})` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))::float8`,
        })
        .then(
          ([row]) => {
            sweep();
            callback(null, { current: row.hits, ttl: Number(row.ttl) });
          },
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(info.method ?? '')} ${info.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
