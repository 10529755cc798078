// Back office, hours and booking capacity. The weekly service windows are the
// spec's time_frames (schema.ts); this file adds what the hours screen needs beside them:
// closures by date and the optimistic versions of a venue's hours and booking capacity
// (a save names the version it read; a stale one is refused with 409).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { seatWebs } from './schema-core';

/** A date on which the venue takes no orders of the order types in the mask (MenuPublicationStatus). */
export const seatWebClosures = pgTable(
  'seat_web_closures',
  {
    closureId: integer('closure_id').primaryKey().generatedByDefaultAsIdentity(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    closureDate: date('closure_date', { mode: 'string' }).notNull(),
    menuPublicationStatus: integer('menu_publication_status').notNull().default(15),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('seat_web_closures_seat_web_date_uq').on(t.seatWebId, t.closureDate),
    index('seat_web_closures_date_idx').on(t.closureDate),
    check('seat_web_closures_status_mask', sql`${t.menuPublicationStatus} between 1 and 15`),
  ],
);

/** Versions of a venue's hours document and booking capacity document (row made on first save). */
export const seatWebSettingsVersions = pgTable('seat_web_settings_versions', {
  seatWebId: integer('seat_web_id')
    .primaryKey()
    .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
  hoursVersion: integer('hours_version').notNull().default(0),
  bookingVersion: integer('booking_version').notNull().default(0),
});
