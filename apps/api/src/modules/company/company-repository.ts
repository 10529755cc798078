// The only place that reads companies and venues from the database; returns domain types
// (money in euros, opening days as the spec's slots).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpeningDay, OpeningSlot, SeatWeb } from '@tavola/domain/entities';
import { fromCents } from '@tavola/domain/money';
import type { Db, DbOrTx } from '../../db/database';
import { companies, openingDays, seatWebs } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
type SeatWebRow = typeof seatWebs.$inferSelect;
type OpeningDayRow = typeof openingDays.$inferSelect;

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

async function withOpeningDays(db: DbOrTx, rows: SeatWebRow[]): Promise<SeatWeb[]> {
  if (rows.length === 0) return [];
  const days = await db
    .select()
    .from(openingDays)
    .where(
      inArray(
        openingDays.seatWebId,
        rows.map((r) => r.seatWebId),
      ),
    )
    .orderBy(asc(openingDays.sortOrder), asc(openingDays.openingDayId));
  return rows.map((row) => toSeatWeb(row, days.filter((d) => d.seatWebId === row.seatWebId)));
}

function slot(day: OpeningDayRow, prefix: 'morning' | 'afternoon' | 'evening'): OpeningSlot | null {
  const value: OpeningSlot = {
    openingTime: day[`${prefix}OpeningTime`],
    closingTime: day[`${prefix}ClosingTime`],
    takeawayStart: day[`${prefix}TakeawayStart`],
    takeawayEnd: day[`${prefix}TakeawayEnd`],
    deliveryStart: day[`${prefix}DeliveryStart`],
    deliveryEnd: day[`${prefix}DeliveryEnd`],
  };
  return Object.values(value).some((v) => v !== null) ? value : null;
}

function toOpeningDay(day: OpeningDayRow): OpeningDay {
  return {
    dayOfWeek: day.dayOfWeek,
    exceptionDate: day.exceptionDate,
    morning: slot(day, 'morning'),
    afternoon: slot(day, 'afternoon'),
    evening: slot(day, 'evening'),
  };
}

function toSeatWeb(row: SeatWebRow, days: OpeningDayRow[]): SeatWeb {
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
    tableReservationId: row.tableReservationId,
    tableReservationPassword: row.tableReservationPassword,
    openingDays: days.map(toOpeningDay),
  };
}
