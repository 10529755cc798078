// The only code writing a venue's booking capacity: booking_venues, booking_bands
// and booking_exception_dates, the rows the booking service and the booking board read
// (booking/booking-repository.ts loadCapacityModel). Returns plain records.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { BookingCapacity, BookingCapacityInput } from '@tavola/domain/booking-capacity-admin';
import type { DbOrTx, Tx } from '../../db/database';
import { bookingBands, bookingExceptionDates, bookingVenues, tableReservations } from '../../db/schema';

export async function readCapacity(
  db: DbOrTx,
  seatWebId: number,
): Promise<Omit<BookingCapacity, 'version' | 'bookingsOn' | 'bookable'>> {
  const [settings] = await db.select().from(bookingVenues).where(eq(bookingVenues.seatWebId, seatWebId));
  const bands = await db
    .select()
    .from(bookingBands)
    .where(eq(bookingBands.seatWebId, seatWebId))
    .orderBy(asc(bookingBands.kitchen), asc(bookingBands.startTime), asc(bookingBands.bandId));
  const exceptions = await db
    .select()
    .from(bookingExceptionDates)
    .where(eq(bookingExceptionDates.seatWebId, seatWebId))
    .orderBy(asc(bookingExceptionDates.date), asc(bookingExceptionDates.exceptionId));
  return {
    seatWebId,
    kitchen1Name: settings?.kitchen1Name ?? '',
    kitchen2Name: settings?.kitchen2Name?.trim() ? settings.kitchen2Name : null,
    maxPeople: settings?.maxPeople ?? 0,
    closedDays: settings?.closedDays ?? 0,
    daysListed: settings?.daysListed ?? 7,
    horizonDays: settings?.horizonDays ?? 60,
    bands: bands.map((b) => ({
      bandId: b.bandId,
      kitchen: b.kitchen === 2 ? 2 : 1,
      daysOfWeek: b.daysOfWeek,
      startTime: b.startTime,
      endTime: b.endTime,
      times: b.times,
      places: b.places,
      tables: b.tables,
    })),
    exceptions: exceptions.map((e) => ({
      date: e.date,
      shift: e.shift === 'lunch' || e.shift === 'dinner' ? e.shift : null,
      note: e.note,
    })),
  };
}

export async function upsertSettings(tx: Tx, seatWebId: number, input: BookingCapacityInput): Promise<void> {
  const values = {
    kitchen1Name: input.kitchen1Name,
    kitchen2Name: input.kitchen2Name || null,
    maxPeople: input.maxPeople,
    closedDays: input.closedDays,
    daysListed: input.daysListed,
    horizonDays: input.horizonDays,
  };
  await tx
    .insert(bookingVenues)
    .values({ seatWebId, ...values })
    .onConflictDoUpdate({ target: bookingVenues.seatWebId, set: values });
}

export async function bandIdsOf(tx: Tx, seatWebId: number): Promise<number[]> {
  return (
    await tx.select({ id: bookingBands.bandId }).from(bookingBands).where(eq(bookingBands.seatWebId, seatWebId))
  ).map((r) => r.id);
}

/** Bands among `ids` that reservations point to (they cannot be deleted: the history keeps them). */
export async function bandsWithReservations(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: tableReservations.bandId })
    .from(tableReservations)
    .where(inArray(tableReservations.bandId, ids));
  return rows.map((r) => r.id);
}

type BandFields = Omit<BookingCapacityInput['bands'][number], 'bandId'>;
const bandRow = (b: BandFields) => ({
  kitchen: b.kitchen,
  daysOfWeek: b.daysOfWeek,
  startTime: b.startTime,
  endTime: b.endTime,
  times: [...b.times].sort(),
  places: b.places,
  tables: b.tables || null,
});

export async function deleteBandsExcept(tx: Tx, seatWebId: number, keep: number[]): Promise<void> {
  await tx
    .delete(bookingBands)
    .where(
      keep.length > 0
        ? and(eq(bookingBands.seatWebId, seatWebId), notInArray(bookingBands.bandId, keep))
        : eq(bookingBands.seatWebId, seatWebId),
    );
}

export async function updateBand(tx: Tx, seatWebId: number, bandId: number, band: BandFields): Promise<void> {
  await tx
    .update(bookingBands)
    .set(bandRow(band))
    .where(and(eq(bookingBands.seatWebId, seatWebId), eq(bookingBands.bandId, bandId)));
}

export async function insertBands(tx: Tx, seatWebId: number, bands: BandFields[]): Promise<void> {
  if (bands.length > 0) await tx.insert(bookingBands).values(bands.map((b) => ({ seatWebId, ...bandRow(b) })));
}

export async function replaceExceptions(
  tx: Tx,
  seatWebId: number,
  exceptions: BookingCapacityInput['exceptions'],
): Promise<void> {
  await tx.delete(bookingExceptionDates).where(eq(bookingExceptionDates.seatWebId, seatWebId));
  if (exceptions.length > 0) {
    await tx
      .insert(bookingExceptionDates)
      .values(exceptions.map((e) => ({ seatWebId, date: e.date, shift: e.shift, note: e.note || null })));
  }
}
