// The venues' rows the geocoding command reads and writes.
import type { Coordinates } from '@tavola/domain/delivery-venue-rules';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, seatWebs } from '../../db/schema';

/** The venues without coordinates (all of them with `all`), of one company when named, by id. */
export async function listVenuesToGeocode(db: Db, options: { all?: boolean; companyUrlName?: string }) {
  return db
    .select({
      seatWebId: seatWebs.seatWebId,
      companyId: seatWebs.companyId,
      name: seatWebs.name,
      address: seatWebs.address,
      city: seatWebs.city,
      zipCode: seatWebs.zipCode,
    })
    .from(seatWebs)
    .innerJoin(companies, eq(companies.companyId, seatWebs.companyId))
    .where(
      and(
        options.companyUrlName ? eq(companies.urlName, options.companyUrlName) : undefined,
        options.all ? undefined : or(isNull(seatWebs.latitude), isNull(seatWebs.longitude)),
      ),
    )
    .orderBy(seatWebs.seatWebId);
}

export async function saveVenueCoordinates(db: Db, seatWebId: number, point: Coordinates): Promise<void> {
  await db
    .update(seatWebs)
    .set({ latitude: point.latitude, longitude: point.longitude })
    .where(eq(seatWebs.seatWebId, seatWebId));
}
