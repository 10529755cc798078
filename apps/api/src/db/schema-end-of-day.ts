// "Chiusura giornata" (migration 0033): a venue's daily summary mail settings, and the service
// days whose summary was mailed (claimed before sending: once per venue and day, whatever the
// number of API processes or restarts).
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { seatWebs } from './schema-core';

export const venueEndOfDaySettings = pgTable(
  'venue_end_of_day_settings',
  {
    seatWebId: integer('seat_web_id')
      .primaryKey()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** 'HH:MM' on the venue's clock. */
    sendTime: text('send_time').notNull().default('23:30'),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'`),
    language: text('language').$type<'it' | 'en'>().notNull().default('it'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('venue_end_of_day_settings_time_check', sql`${t.sendTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('venue_end_of_day_settings_language_check', sql`${t.language} in ('it', 'en')`),
  ],
);

export const endOfDayMails = pgTable(
  'end_of_day_mails',
  {
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    serviceDay: date('service_day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** How many recipients the mail was written to. */
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'end_of_day_mails_pk', columns: [t.seatWebId, t.serviceDay] })],
);
