// The only code of the booking service touching Drizzle (house style): it returns plain
// values. Every function takes the database or an open transaction, so admissions can read
// and write under their band/day lock. On PGlite a transaction holds the only connection:
// inside one, use the transaction, never the app's db.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { CapacityModel, HeldPeople } from '@tavola/domain/booking-capacity';
import type { Shift } from '@tavola/domain/booking';
import type { DbOrTx, Tx } from '../../db/database';
import {
  bookingBandDays,
  bookingBands,
  bookingExceptionDates,
  bookingMessages,
  bookingOffers,
  bookingTelegramUsers,
  bookingVenues,
  companies,
  seatWebs,
  tableReservations,
} from '../../db/schema';

export interface BookingVenue {
  seatWebId: number;
  tableReservationId: string;
  password: string | null;
  /** The venue takes reservations: enabled, booking enabled, and a capacity model exists. */
  enabled: boolean;
  timeZone: string;
  venueName: string;
  companyUrlName: string;
  kitchen1Name: string;
  kitchen2Name: string | null;
  maxPeople: number;
  whatsappServer: boolean;
}

export async function findBookingVenue(db: DbOrTx, tableReservationId: string): Promise<BookingVenue | null> {
  const rows = await db
    .select({ seat: seatWebs, settings: bookingVenues, urlName: companies.urlName })
    .from(seatWebs)
    .innerJoin(companies, eq(companies.companyId, seatWebs.companyId))
    .leftJoin(bookingVenues, eq(bookingVenues.seatWebId, seatWebs.seatWebId))
    .where(eq(seatWebs.tableReservationId, tableReservationId))
    .limit(1);
  const row = rows[0];
  if (!row || !row.seat.tableReservationId) return null;
  return {
    seatWebId: row.seat.seatWebId,
    tableReservationId: row.seat.tableReservationId,
    password: row.seat.tableReservationPassword,
    enabled: row.seat.enabled && row.seat.tableReservationEnabled && row.settings !== null,
    timeZone: row.seat.timeZone,
    venueName: row.seat.name,
    companyUrlName: row.urlName,
    kitchen1Name: row.settings?.kitchen1Name ?? '',
    kitchen2Name: row.settings?.kitchen2Name?.trim() ? row.settings.kitchen2Name : null,
    maxPeople: row.settings?.maxPeople ?? 0,
    whatsappServer: row.settings?.whatsappServer ?? false,
  };
}

export async function findBookingVenueBySeatWeb(db: DbOrTx, seatWebId: number): Promise<BookingVenue | null> {
  const rows = await db
    .select({ id: seatWebs.tableReservationId })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return rows[0]?.id ? findBookingVenue(db, rows[0].id) : null;
}

export async function loadCapacityModel(db: DbOrTx, seatWebId: number): Promise<CapacityModel> {
  const [settings] = await db.select().from(bookingVenues).where(eq(bookingVenues.seatWebId, seatWebId)).limit(1);
  const bands = await db
    .select()
    .from(bookingBands)
    .where(eq(bookingBands.seatWebId, seatWebId))
    .orderBy(asc(bookingBands.startTime), asc(bookingBands.bandId));
  const exceptions = await db
    .select()
    .from(bookingExceptionDates)
    .where(eq(bookingExceptionDates.seatWebId, seatWebId));
  return {
    closedDays: settings?.closedDays ?? 0,
    daysListed: settings?.daysListed ?? 7,
    horizonDays: settings?.horizonDays ?? 60,
    bands: bands.map((b) => ({
      bandId: b.bandId,
      kitchen: b.kitchen,
      daysOfWeek: b.daysOfWeek,
      startTime: b.startTime,
      endTime: b.endTime,
      times: b.times,
      places: b.places,
      tables: b.tables,
    })),
    exceptions: exceptions.map((e) => ({ date: e.date, shift: (e.shift as Shift | null) ?? null })),
  };
}

/** Held: not cancelled, and verified or still within its verification time. */
const held = (cutoff: Date) =>
  and(
    isNull(tableReservations.cancelledAt),
    or(isNotNull(tableReservations.verifiedAt), gt(tableReservations.createdAt, cutoff)),
  );

/** People held per day and band over a range of days ('YYYY-MM-DD', inclusive). */
export async function heldPeopleByDay(
  db: DbOrTx,
  seatWebId: number,
  from: string,
  to: string,
  cutoff: Date,
): Promise<Map<string, HeldPeople>> {
  const rows = await db
    .select({
      day: tableReservations.day,
      bandId: tableReservations.bandId,
      people: sql<number>`cast(sum(${tableReservations.people}) as integer)`,
    })
    .from(tableReservations)
    .where(
      and(
        eq(tableReservations.seatWebId, seatWebId),
        gte(tableReservations.day, from),
        lte(tableReservations.day, to),
        held(cutoff),
      ),
    )
    .groupBy(tableReservations.day, tableReservations.bandId);
  const byDay = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? new Map<number, number>();
    day.set(row.bandId, Number(row.people));
    byDay.set(row.day, day);
  }
  return byDay;
}

/**
 * Takes the band/day lock for the rest of the transaction: creates the row once (concurrent
 * creators wait for the first one), then SELECT ... FOR UPDATE queues every admission to the
 * same band and day behind the one holding it. Portable: PostgreSQL and PGlite.
 */
export async function lockBandDay(tx: Tx, bandId: number, day: string): Promise<void> {
  await tx.insert(bookingBandDays).values({ bandId, day }).onConflictDoNothing();
  await tx
    .select({ bandId: bookingBandDays.bandId })
    .from(bookingBandDays)
    .where(and(eq(bookingBandDays.bandId, bandId), eq(bookingBandDays.day, day)))
    .for('update');
}

/** People held on a band and day (read after lockBandDay, so it counts every admission before ours). */
export async function heldPeopleOnBand(tx: DbOrTx, bandId: number, day: string, cutoff: Date): Promise<number> {
  const [row] = await tx
    .select({ people: sql<number>`cast(coalesce(sum(${tableReservations.people}), 0) as integer)` })
    .from(tableReservations)
    .where(and(eq(tableReservations.bandId, bandId), eq(tableReservations.day, day), held(cutoff)));
  return Number(row?.people ?? 0);
}

export type ReservationRow = typeof tableReservations.$inferSelect;
export type NewReservationRow = typeof tableReservations.$inferInsert;

/** Inserts unless the id is taken (then null: the caller draws another id). */
export async function insertReservation(tx: DbOrTx, row: NewReservationRow): Promise<ReservationRow | null> {
  const inserted = await tx.insert(tableReservations).values(row).onConflictDoNothing().returning();
  return inserted[0] ?? null;
}

export async function findReservation(db: DbOrTx, reservationId: string): Promise<ReservationRow | null> {
  const rows = await db
    .select()
    .from(tableReservations)
    .where(eq(tableReservations.reservationId, reservationId))
    .limit(1);
  return rows[0] ?? null;
}

/** Verifies a reservation not cancelled (and binds the phone when it had none); false when nothing changed. */
export async function markVerified(
  db: DbOrTx,
  reservationId: string,
  fields: { verifiedAt: Date; verifiedVia: string; phone: string },
): Promise<boolean> {
  const updated = await db
    .update(tableReservations)
    .set({ verifiedAt: fields.verifiedAt, verifiedVia: fields.verifiedVia, phone: fields.phone })
    .where(
      and(
        eq(tableReservations.reservationId, reservationId),
        isNull(tableReservations.cancelledAt),
        isNull(tableReservations.verifiedAt),
      ),
    )
    .returning({ id: tableReservations.reservationId });
  return updated.length > 0;
}

/** Cancels once; false when it was already cancelled. */
export async function markCancelled(db: DbOrTx, reservationId: string, at: Date, by: string): Promise<boolean> {
  const updated = await db
    .update(tableReservations)
    .set({ cancelledAt: at, cancelledBy: by })
    .where(and(eq(tableReservations.reservationId, reservationId), isNull(tableReservations.cancelledAt)))
    .returning({ id: tableReservations.reservationId });
  return updated.length > 0;
}

export async function findOffer(db: DbOrTx, code: string) {
  const rows = await db
    .select({ offer: bookingOffers, tableReservationId: seatWebs.tableReservationId })
    .from(bookingOffers)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, bookingOffers.seatWebId))
    .where(sql`upper(${bookingOffers.offerCode}) = upper(${code})`)
    .limit(1);
  return rows[0] ?? null;
}

// Telegram users ------------------------------------------------------------------------------

export async function findTelegramUser(db: DbOrTx, telegramUserId: string) {
  const rows = await db
    .select()
    .from(bookingTelegramUsers)
    .where(eq(bookingTelegramUsers.telegramUserId, telegramUserId))
    .limit(1);
  return rows[0] ?? null;
}

export async function saveTelegramUser(
  db: DbOrTx,
  user: { telegramUserId: string; chatId: string; phone?: string | null; pendingReservationId?: string | null },
  now: Date,
): Promise<void> {
  const set: Partial<typeof bookingTelegramUsers.$inferInsert> = { chatId: user.chatId, updatedAt: now };
  if (user.phone !== undefined) set.phone = user.phone;
  if (user.pendingReservationId !== undefined) set.pendingReservationId = user.pendingReservationId;
  await db
    .insert(bookingTelegramUsers)
    .values({
      telegramUserId: user.telegramUserId,
      chatId: user.chatId,
      phone: user.phone ?? null,
      pendingReservationId: user.pendingReservationId ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: bookingTelegramUsers.telegramUserId, set });
}

// Messages log --------------------------------------------------------------------------------

export type BookingMessageRow = typeof bookingMessages.$inferSelect;

export async function logMessage(db: DbOrTx, message: typeof bookingMessages.$inferInsert): Promise<void> {
  await db.insert(bookingMessages).values(message);
}

export async function listMessages(db: DbOrTx, limit: number): Promise<BookingMessageRow[]> {
  return db.select().from(bookingMessages).orderBy(desc(bookingMessages.messageId)).limit(limit);
}

/** The latest reservations with their venue, for the developer page. */
export async function listRecentReservations(db: DbOrTx, limit: number) {
  return db
    .select({ reservation: tableReservations, venueName: seatWebs.name })
    .from(tableReservations)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, tableReservations.seatWebId))
    .orderBy(desc(tableReservations.createdAt))
    .limit(limit);
}

// A venue's bookings switched on or off (back office) ----------------------------------------

export interface VenueBookingRow {
  seatWebId: number;
  venueEnabled: boolean;
  /** seat_webs.table_reservation_enabled, the venue form's and the booking screen's switch. */
  flag: boolean;
  /** The booking id, its password and the booking_venues row the booking service needs. */
  wired: boolean;
  /** At least one band with places. */
  hasBand: boolean;
}

/** The booking state of venues: those of a company, or the ones named. */
export async function venueBookingRows(
  db: DbOrTx,
  where: { companyId: number } | { seatWebIds: number[] },
): Promise<VenueBookingRow[]> {
  if ('seatWebIds' in where && where.seatWebIds.length === 0) return [];
  const rows = await db
    .select({
      seatWebId: seatWebs.seatWebId,
      venueEnabled: seatWebs.enabled,
      flag: seatWebs.tableReservationEnabled,
      id: seatWebs.tableReservationId,
      password: seatWebs.tableReservationPassword,
      settings: bookingVenues.seatWebId,
      hasBand: sql<boolean>`exists (select 1 from ${bookingBands} where ${bookingBands.seatWebId} = ${seatWebs.seatWebId} and ${bookingBands.places} > 0)`,
    })
    .from(seatWebs)
    .leftJoin(bookingVenues, eq(bookingVenues.seatWebId, seatWebs.seatWebId))
    .where(
      'companyId' in where ? eq(seatWebs.companyId, where.companyId) : inArray(seatWebs.seatWebId, where.seatWebIds),
    )
    .orderBy(asc(seatWebs.sortOrder), asc(seatWebs.seatWebId));
  return rows.map((r) => ({
    seatWebId: r.seatWebId,
    venueEnabled: r.venueEnabled,
    flag: r.flag,
    wired: Boolean(r.id) && Boolean(r.password) && r.settings !== null,
    hasBand: Boolean(r.hasBand),
  }));
}

/** The venue's booking id, password and company, read under a row lock (the switch runs in one transaction). */
export async function lockVenueBookingKeys(tx: Tx, seatWebId: number) {
  const [row] = await tx
    .select({
      id: seatWebs.tableReservationId,
      password: seatWebs.tableReservationPassword,
      companyId: seatWebs.companyId,
      urlName: companies.urlName,
    })
    .from(seatWebs)
    .innerJoin(companies, eq(companies.companyId, seatWebs.companyId))
    .where(eq(seatWebs.seatWebId, seatWebId))
    .for('update', { of: seatWebs });
  return row ?? null;
}

export async function bookingIdTaken(tx: DbOrTx, tableReservationId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: seatWebs.seatWebId })
    .from(seatWebs)
    .where(eq(seatWebs.tableReservationId, tableReservationId))
    .limit(1);
  return rows.length > 0;
}

/** Gives the venue its booking id and password (only where missing) and its booking_venues row (defaults). */
export async function wireVenueBookings(
  tx: Tx,
  seatWebId: number,
  keys: { id: string; password: string },
): Promise<void> {
  await tx
    .update(seatWebs)
    .set({
      tableReservationId: sql`coalesce(${seatWebs.tableReservationId}, ${keys.id})`,
      tableReservationPassword: sql`coalesce(${seatWebs.tableReservationPassword}, ${keys.password})`,
    })
    .where(eq(seatWebs.seatWebId, seatWebId));
  await tx.insert(bookingVenues).values({ seatWebId }).onConflictDoNothing();
}

/** Sets the switch; the venue's version moves on so a venue form read before cannot undo it unseen. */
export async function setBookingFlag(tx: Tx, seatWebId: number, on: boolean): Promise<void> {
  await tx
    .update(seatWebs)
    .set({ tableReservationEnabled: on, version: sql`${seatWebs.version} + 1` })
    .where(eq(seatWebs.seatWebId, seatWebId));
}

/** The venue's time zone and kitchen names, for the booking board (whether or not it is wired yet). */
export async function venueKitchens(
  db: DbOrTx,
  seatWebId: number,
): Promise<{ timeZone: string; kitchen1Name: string; kitchen2Name: string | null }> {
  const [row] = await db
    .select({
      timeZone: seatWebs.timeZone,
      kitchen1Name: bookingVenues.kitchen1Name,
      kitchen2Name: bookingVenues.kitchen2Name,
    })
    .from(seatWebs)
    .leftJoin(bookingVenues, eq(bookingVenues.seatWebId, seatWebs.seatWebId))
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return {
    timeZone: row?.timeZone ?? 'Europe/Rome',
    kitchen1Name: row?.kitchen1Name ?? '',
    kitchen2Name: row?.kitchen2Name?.trim() ? row.kitchen2Name : null,
  };
}

/** The chat the diner confirmed from with this phone (the newest when several). */
export async function telegramChatOf(db: DbOrTx, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ chatId: bookingTelegramUsers.chatId })
    .from(bookingTelegramUsers)
    .where(eq(bookingTelegramUsers.phone, phone))
    .orderBy(desc(bookingTelegramUsers.updatedAt))
    .limit(1);
  return row?.chatId ?? null;
}

/** A demo venue's booking set-up: its settings, bands, closed dates and offers. */
export interface DemoBookingSetup {
  settings: Omit<typeof bookingVenues.$inferInsert, 'seatWebId'>;
  bands: Omit<typeof bookingBands.$inferInsert, 'seatWebId'>[];
  exceptions: { date: string; shift: 'lunch' | 'dinner' | null; note: string }[];
  offers: Omit<typeof bookingOffers.$inferInsert, 'seatWebId'>[];
}

/** The venue wired to this booking id; null when there is none. */
export async function findSeatWebIdByBookingId(db: DbOrTx, tableReservationId: string): Promise<number | null> {
  const [seat] = await db
    .select({ seatWebId: seatWebs.seatWebId })
    .from(seatWebs)
    .where(eq(seatWebs.tableReservationId, tableReservationId))
    .limit(1);
  return seat?.seatWebId ?? null;
}

/** Stores a venue's demo booking set-up; false, writing nothing more, when the venue already has its settings. */
export async function insertDemoBookingSetup(tx: DbOrTx, seatWebId: number, venue: DemoBookingSetup): Promise<boolean> {
  const inserted = await tx
    .insert(bookingVenues)
    .values({ seatWebId, ...venue.settings })
    .onConflictDoNothing()
    .returning({ seatWebId: bookingVenues.seatWebId });
  if (inserted.length === 0) return false;
  await tx.insert(bookingBands).values(venue.bands.map((band) => ({ seatWebId, ...band })));
  if (venue.exceptions.length > 0) {
    await tx.insert(bookingExceptionDates).values(venue.exceptions.map((e) => ({ seatWebId, ...e })));
  }
  if (venue.offers.length > 0) {
    await tx
      .insert(bookingOffers)
      .values(venue.offers.map((o) => ({ seatWebId, ...o })))
      .onConflictDoNothing();
  }
  return true;
}
