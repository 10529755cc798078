// Venue coordinates from the venue's address (spec 000 §7: only venues with
// coordinates take part in the delivery venue search). A command now (`npm run
// venues:geocode`), the back office later. Uses the configured maps provider, so the venues
// are placed by the same geocoder that places the diners' addresses.
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import type { Db } from '../../db/database';
import type { MapsProvider } from './maps-types';
import { listVenuesToGeocode, saveVenueCoordinates } from './venue-geocoding-repository';

export interface VenueGeocodingResult {
  seatWebId: number;
  name: string;
  address: string;
  /** placed: coordinates written; not-found: the provider does not know the address; no-address: nothing to geocode. */
  outcome: 'placed' | 'not-found' | 'no-address';
  latitude?: number;
  longitude?: number;
}

/**
 * Geocodes the venues without coordinates (all of them with `all`), of one company when
 * named. A venue whose address is not found keeps what it had. A provider outage stops the
 * run (MAPS_UNAVAILABLE) after the venues already placed, which stay written.
 */
export async function geocodeSeatWebs(
  db: Db,
  maps: MapsProvider,
  options: { all?: boolean; companyUrlName?: string } = {},
): Promise<VenueGeocodingResult[]> {
  const rows = await listVenuesToGeocode(db, options);
  const results: VenueGeocodingResult[] = [];
  for (const row of rows) {
    const address = [row.address, row.city].filter(Boolean).join(', ');
    if (!row.address?.trim() || !row.city?.trim()) {
      results.push({ seatWebId: row.seatWebId, name: row.name, address, outcome: 'no-address' });
      continue;
    }
    const point = await maps.geocode({ address: row.address, city: row.city });
    if (!point) {
      results.push({ seatWebId: row.seatWebId, name: row.name, address, outcome: 'not-found' });
      continue;
    }
    await saveVenueCoordinates(db, row.seatWebId, point);
    await invalidateCompanyVenueCache(db, row.companyId);
    results.push({ seatWebId: row.seatWebId, name: row.name, address, outcome: 'placed', ...point });
  }
  return results;
}
