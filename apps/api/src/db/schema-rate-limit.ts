// Rate-limit counters shared by every server process on one database
// (docs/decisions/007): one row per route and caller key, counting calls in a fixed window.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** SHA-256 (hex) of route + caller key: the key may name an e-mail, which is not stored. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
