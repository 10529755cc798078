// Order numbers per company: one counter row per company, touched
// by the statement that inserts the order, the last of the save's transaction, so concurrent
// saves of one company wait on each other only for that statement and the commit (they used
// to wait on the company row for the whole save).
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from './schema-core';

export const orderNumberCounters = pgTable('order_number_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.companyId, { onDelete: 'cascade' }),
  /** The number of the company's last order. */
  lastNumber: integer('last_number').notNull(),
});
