// The booking service (spec 001 §3-§4, §7, §9): the capacity model of each venue,
// the reservations, and what the messaging channels tell us. The venue's tableReservationId,
// its password and whether it takes reservations are columns of seat_webs.
//
// Concurrency: a reservation is admitted inside a transaction that first locks the band/day
// row of booking_band_days (INSERT ... ON CONFLICT DO NOTHING, then SELECT ... FOR UPDATE),
// then counts the people held on that band and day. Held = not cancelled and either verified
// or created less than RESERVATION_VERIFY_TIMEOUT_MINUTES ago, so an unverified reservation
// frees its places by itself (computed when read, no sweeper needed).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { seatWebs } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Booking settings of a venue beyond seat_webs (GetInfo: cucina1, cucina2, maxquanti, waserver). */
export const bookingVenues = pgTable(
  'booking_venues',
  {
    seatWebId: integer('seat_web_id')
      .primaryKey()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    /** cucina1: the name of the (first) kitchen. */
    kitchen1Name: text('kitchen1_name').notNull().default(''),
    /** cucina2: a second kitchen with its own bands when not empty. */
    kitchen2Name: text('kitchen2_name'),
    /** maxquanti: largest party; 0 means 4 (001 §9). */
    maxPeople: integer('max_people').notNull().default(0),
    /** waserver: desktop Whatsapp confirms through ConfermaDesktop. */
    whatsappServer: boolean('whatsapp_server').notNull().default(true),
    /** Weekdays without reservations (bit mask, Monday 1 … Sunday 64). */
    closedDays: integer('closed_days').notNull().default(0),
    /** How many days ProssimiDisponibili lists. */
    daysListed: integer('days_listed').notNull().default(7),
    /** How many days ahead (today included) a day may be booked. */
    horizonDays: integer('horizon_days').notNull().default(60),
  },
  (t) => [
    check('booking_venues_max_people_check', sql`${t.maxPeople} >= 0`),
    check('booking_venues_days_check', sql`${t.daysListed} > 0 and ${t.horizonDays} > 0`),
  ],
);

/** A time band of a shift: da, a, its bookable times (orari), its places per day, its tavoli label. */
export const bookingBands = pgTable(
  'booking_bands',
  {
    bandId: integer('band_id').primaryKey().generatedByDefaultAsIdentity(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    /** 1, or 2 for cucina2. */
    kitchen: integer('kitchen').notNull().default(1),
    /** Weekday bit mask the band runs on. */
    daysOfWeek: integer('days_of_week').notNull().default(127),
    /** 'HH:mm' in the venue's time zone; before 15:00 is lunch, otherwise dinner. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    times: text('times').array().notNull(),
    /** People the band holds per day. */
    places: integer('places').notNull(),
    tables: text('tables'),
  },
  (t) => [
    index('booking_bands_seat_web_idx').on(t.seatWebId),
    check('booking_bands_kitchen_check', sql`${t.kitchen} in (1, 2)`),
    check('booking_bands_places_check', sql`${t.places} >= 0`),
  ],
);

/** A day (or one shift of it) without reservations: holidays, private events. */
export const bookingExceptionDates = pgTable(
  'booking_exception_dates',
  {
    exceptionId: integer('exception_id').primaryKey().generatedByDefaultAsIdentity(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'lunch' or 'dinner'; null closes the whole day. */
    shift: text('shift'),
    note: text('note'),
  },
  (t) => [
    index('booking_exception_dates_seat_web_idx').on(t.seatWebId, t.date),
    check('booking_exception_dates_shift_check', sql`${t.shift} is null or ${t.shift} in ('lunch', 'dinner')`),
  ],
);

/** The lock row of one band on one day: admissions to the band that day queue on it. */
export const bookingBandDays = pgTable(
  'booking_band_days',
  {
    bandId: integer('band_id')
      .notNull()
      .references(() => bookingBands.bandId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bandId, t.day] })],
);

export const tableReservations = pgTable(
  'table_reservations',
  {
    /** Random public id ('tt {id}'), 8 characters without look-alikes. */
    reservationId: text('reservation_id').primaryKey(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    bandId: integer('band_id')
      .notNull()
      .references(() => bookingBands.bandId),
    day: date('day', { mode: 'string' }).notNull(),
    /** The band's da and a, and the chosen time (orari), 'HH:mm'. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    time: text('time').notNull(),
    kitchen: integer('kitchen').notNull().default(1),
    people: integer('people').notNull(),
    /** The note as sent (JSON text with name, memo and a false flag), and its name and memo. */
    note: text('note').notNull().default(''),
    name: text('name').notNull().default(''),
    memo: text('memo').notNull().default(''),
    /** E.164 ('+39...'); empty until a confirming message gives one. */
    phone: text('phone').notNull().default(''),
    lang: text('lang').notNull().default('it'),
    tables: text('tables'),
    offerCode: text('offer_code'),
    /** Spec 001 §9 token: '{tableReservationId}.{timestamp}.{hash}', the cancellation link's secret. */
    token: text('token').notNull().unique(),
    /** arrv: the request reached the service. */
    createdAt: createdAt(),
    /** conf: the confirmation was asked for (message or desktop server). */
    confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true, mode: 'date' }),
    /** verf: confirmed from the reservation's phone. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** telegram, whatsapp, sms or desktop. */
    verifiedVia: text('verified_via'),
    /** CANCELLATAIL / CANCELLATADA. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [
    index('table_reservations_band_day_idx').on(t.bandId, t.day),
    index('table_reservations_seat_web_day_idx').on(t.seatWebId, t.day),
    check('table_reservations_people_check', sql`${t.people} > 0`),
  ],
);

/** A Telegram user who shared their own contact with the bot: their phone, and the id they sent while we waited for it. */
export const bookingTelegramUsers = pgTable('booking_telegram_users', {
  /** Telegram user ids exceed 32 bits: kept as text. */
  telegramUserId: text('telegram_user_id').primaryKey(),
  chatId: text('chat_id').notNull(),
  phone: text('phone'),
  pendingReservationId: text('pending_reservation_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every message in or out of the messaging channels, for the developer page and support. */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    messageId: integer('message_id').primaryKey().generatedByDefaultAsIdentity(),
    direction: text('direction').notNull(),
    /** telegram, whatsapp or sms. */
    channel: text('channel').notNull(),
    /** E.164 when known; for Telegram the user id when no phone is known. */
    party: text('party').notNull().default(''),
    text: text('text').notNull().default(''),
    reservationId: text('reservation_id'),
    /** What the service did: verified, wrong-phone, unknown, expired, asked-contact, sent, stored, ... */
    outcome: text('outcome'),
    /** Simulated on the developer page. */
    simulated: boolean('simulated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_messages_created_idx').on(t.createdAt),
    check('booking_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);

/** GetOfferta?off: an offer a venue advertises with a code. */
export const bookingOffers = pgTable(
  'booking_offers',
  {
    offerCode: text('offer_code').primaryKey(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    discount: text('discount').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [uniqueIndex('booking_offers_code_upper_idx').on(sql`upper(${t.offerCode})`)],
);
