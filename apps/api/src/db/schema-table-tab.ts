// The table's shared tab (migration 0034, docs/table-tab.md): one open tab per venue table,
// the phones that joined it (each with a secret token, kept only as its SHA-256), the shared
// cart every participant adds to, and the rounds, which are orders (orders.table_tab_id,
// declared in schema-core.ts beside the other order columns). Triggers of migration 0034 write
// a 'tab' event on every change of these tables (modules/events/README.md).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, customers, menuWebs, products, seatWebs } from './schema-core';
import { staffMembers } from './schema-staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** open: joinable and orderable; closed: ended by the staff (paid at the counter); settled: paid in full. */
export type TableTabStatusValue = 'open' | 'closed' | 'settled';

export const tableTabs = pgTable(
  'table_tabs',
  {
    tableTabId: integer('table_tab_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    /** The venue table (venue_tables.number) the tab is at; the staff may move it. */
    tableNumber: integer('table_number').notNull(),
    /** The dine-in menu the table's QR link named (null: the venue's first dine-in menu). */
    menuWebId: integer('menu_web_id').references(() => menuWebs.menuWebId, { onDelete: 'set null' }),
    /** The anonymous customer the tab's rounds are saved under (no account needed at the table). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    status: text('status').$type<TableTabStatusValue>().notNull().default('open'),
    /** Moves on every change of the tab row (move, close), so each write is an event. */
    version: integer('version').notNull().default(0),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedByStaffMemberId: integer('closed_by_staff_member_id').references(() => staffMembers.staffMemberId, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('table_tabs_open_table_uq')
      .on(t.seatWebId, t.tableNumber)
      .where(sql`${t.status} = 'open'`),
    check('table_tabs_status_check', sql`${t.status} in ('open', 'closed', 'settled')`),
    check('table_tabs_table_number_range', sql`${t.tableNumber} between 1 and 9999`),
  ],
);

export const tableTabParticipants = pgTable(
  'table_tab_participants',
  {
    participantId: integer('participant_id').primaryKey().generatedByDefaultAsIdentity(),
    tableTabId: integer('table_tab_id')
      .notNull()
      .references(() => tableTabs.tableTabId, { onDelete: 'cascade' }),
    /** The name the diner typed once on joining. */
    displayName: text('display_name').notNull(),
    /** SHA-256 (hex) of the participant's secret token; the token itself is only on the phone. */
    tokenHash: text('token_hash').notNull(),
    /** Removed by the staff: the token no longer reads or changes the tab. */
    removed: boolean('removed').notNull().default(false),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('table_tab_participants_token_uq').on(t.tokenHash),
    index('table_tab_participants_tab_idx').on(t.tableTabId),
  ],
);

/** An option of a shared cart line, as the order save takes it. */
export interface TableTabVariationRef {
  ingredientId: number;
}

export const tableTabCartLines = pgTable(
  'table_tab_cart_lines',
  {
    cartLineId: integer('cart_line_id').primaryKey().generatedByDefaultAsIdentity(),
    tableTabId: integer('table_tab_id')
      .notNull()
      .references(() => tableTabs.tableTabId, { onDelete: 'cascade' }),
    /** Who added it. */
    participantId: integer('participant_id')
      .notNull()
      .references(() => tableTabParticipants.participantId, { onDelete: 'cascade' }),
    productWebId: integer('product_web_id')
      .notNull()
      .references(() => products.productWebId, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    additiveVariations: jsonb('additive_variations').$type<TableTabVariationRef[]>().notNull().default([]),
    subtractiveVariations: jsonb('subtractive_variations').$type<TableTabVariationRef[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('table_tab_cart_lines_tab_idx').on(t.tableTabId),
    check('table_tab_cart_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);
