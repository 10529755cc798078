// The only place that reads companies and venues from the database; returns domain types
// (money in euros, opening days as the spec's slots).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpeningDay, SeatWeb } from '@tavola/domain/entities';
import { fromCents } from '@tavola/domain/money';
import { openingDaysFromHours } from '@tavola/domain/venue-hours';
import type { Db, DbOrTx } from '../../db/database';
import { companies, customers, seatWebClosures, seatWebs, timeFrames } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type SeatWebRow = typeof seatWebs.$inferSelect;

export async function findCompanyRowByUrlName(db: Db, urlName: string): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.urlName, urlName)).limit(1);
  return rows[0] ?? null;
}

export async function listSeatWebs(db: Db, companyId: number): Promise<SeatWeb[]> {
  const rows = await db
    .select()
    .from(seatWebs)
    .where(eq(seatWebs.companyId, companyId))
    .orderBy(asc(seatWebs.sortOrder), asc(seatWebs.seatWebId));
  return withOpeningDays(db, rows);
}

/** One venue of the company (null when it is another company's or does not exist). */
export async function findSeatWeb(db: DbOrTx, companyId: number, seatWebId: number): Promise<SeatWeb | null> {
  const rows = await db
    .select()
    .from(seatWebs)
    .where(and(eq(seatWebs.companyId, companyId), eq(seatWebs.seatWebId, seatWebId)))
    .limit(1);
  const [seatWeb] = await withOpeningDays(db, rows);
  return seatWeb ?? null;
}

/**
 * The info modal's opening days, derived from the venue's hours (the time frames the
 * slots come from and the closures), never stored twice.
 */
async function withOpeningDays(db: DbOrTx, rows: SeatWebRow[]): Promise<SeatWeb[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.seatWebId);
  const [frames, closures] = await Promise.all([
    db
      .select({
        seatWebId: timeFrames.seatWebId,
        menuPublicationStatus: timeFrames.menuPublicationStatus,
        daysOfWeek: timeFrames.daysOfWeek,
        beginTime: timeFrames.beginTime,
        endTime: timeFrames.endTime,
        specialDate: timeFrames.specialDate,
      })
      .from(timeFrames)
      .where(inArray(timeFrames.seatWebId, ids))
      .orderBy(asc(timeFrames.beginTime), asc(timeFrames.timeFrameWebId)),
    db
      .select({ seatWebId: seatWebClosures.seatWebId, date: seatWebClosures.closureDate })
      .from(seatWebClosures)
      .where(inArray(seatWebClosures.seatWebId, ids))
      .orderBy(asc(seatWebClosures.closureDate)),
  ]);
  return rows.map((row) =>
    toSeatWeb(
      row,
      openingDaysFromHours(
        frames.filter((f) => f.seatWebId === row.seatWebId),
        closures.filter((c) => c.seatWebId === row.seatWebId),
      ),
    ),
  );
}

/**
 * A venue row as the domain's SeatWeb without its opening days (two statements fewer), for a
 * caller that checks times with the slot rules instead: the order save.
 */
export function venueFromRow(row: SeatWebRow): Omit<SeatWeb, 'openingDays'> {
  const { openingDays: _hours, ...venue } = toSeatWeb(row, []);
  return venue;
}

function toSeatWeb(row: SeatWebRow, openingDays: OpeningDay[]): SeatWeb {
  return {
    seatWebId: row.seatWebId,
    name: row.name,
    address: row.address,
    zipCode: row.zipCode,
    city: row.city,
    province: row.province,
    phone: row.phone,
    logo: row.logo,
    googleMaps: row.googleMaps,
    enabled: row.enabled,
    tableReservationEnabled: row.tableReservationEnabled,
    digitalMenuEnabled: row.digitalMenuEnabled,
    localOrderEnabled: row.localOrderEnabled,
    takeawayEnabled: row.takeawayEnabled,
    deliveryEnabled: row.deliveryEnabled,
    takeawayMinimumOrder: fromCents(row.takeawayMinimumOrderCents),
    deliveryMinimumOrder: fromCents(row.deliveryMinimumOrderCents),
    deliveryCost: fromCents(row.deliveryCostCents),
    freeDeliveryThreshold: fromCents(row.freeDeliveryThresholdCents),
    deliveryRadius: row.deliveryRadius,
    latitude: row.latitude,
    longitude: row.longitude,
    satisPayTrialMode: row.satisPayTrialMode,
    digitalMenuTitle: row.digitalMenuTitle,
    digitalMenuSubtitle: row.digitalMenuSubtitle,
    localOrderTitle: row.localOrderTitle,
    localOrderSubtitle: row.localOrderSubtitle,
    takeawayTitle: row.takeawayTitle,
    takeawaySubtitle: row.takeawaySubtitle,
    deliveryTitle: row.deliveryTitle,
    deliverySubtitle: row.deliverySubtitle,
    localOrderAcceptedPayments: row.localOrderAcceptedPayments,
    takeawayAcceptedPayments: row.takeawayAcceptedPayments,
    deliveryAcceptedPayments: row.deliveryAcceptedPayments,
    enableImmediatePaymentLocalOrder: row.enableImmediatePaymentLocalOrder,
    enableImmediatePaymentTakeaway: row.enableImmediatePaymentTakeaway,
    enableImmediatePaymentDelivery: row.enableImmediatePaymentDelivery,
    allowCODLocalOrder: row.allowCODLocalOrder,
    allowCODTakeaway: row.allowCODTakeaway,
    allowCODDelivery: row.allowCODDelivery,
    tableOrdersConfirmedByStaff: row.tableOrdersConfirmedByStaff,
    tableTabEnabled: row.tableTabEnabled,
    tableReservationId: row.tableReservationId,
    tableReservationPassword: row.tableReservationPassword,
    openingDays,
  };
}

/** The rows the company and venue cache keeps (company-venue-cache.ts); each query reads one key. */
export type TimeFrameRow = typeof timeFrames.$inferSelect;

export async function findCompanyRowById(db: Db, companyId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId)).limit(1);
  return row ?? null;
}

/** A venue row of any company (callers compare its companyId), or null. */
export async function findSeatWebRow(db: Db, seatWebId: number): Promise<SeatWebRow | null> {
  const [row] = await db.select().from(seatWebs).where(eq(seatWebs.seatWebId, seatWebId)).limit(1);
  return row ?? null;
}

/** Every venue row of the company (enabled or not), in display order. */
export async function listSeatWebRows(db: Db, companyId: number): Promise<SeatWebRow[]> {
  return db
    .select()
    .from(seatWebs)
    .where(eq(seatWebs.companyId, companyId))
    .orderBy(asc(seatWebs.sortOrder), asc(seatWebs.seatWebId));
}

/** The time frames of a venue, by begin time. */
export async function listTimeFrameRows(db: Db, seatWebId: number): Promise<TimeFrameRow[]> {
  return db
    .select()
    .from(timeFrames)
    .where(eq(timeFrames.seatWebId, seatWebId))
    .orderBy(asc(timeFrames.beginTime), asc(timeFrames.timeFrameWebId));
}

/** A customer's company and session version, or null. */
export async function findCustomerSessionVersion(
  db: Db,
  customerId: number,
): Promise<{ companyId: number; sessionVersion: number } | null> {
  const [row] = await db
    .select({ companyId: customers.companyId, sessionVersion: customers.sessionVersion })
    .from(customers)
    .where(eq(customers.customerId, customerId))
    .limit(1);
  return row ?? null;
}
