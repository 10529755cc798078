// The company as the client sees it (spec 000 §3): venues, the venues per capability and the
// end-of-service state, computed from the database and the clock.
import type { Company, SeatWeb } from '@tavola/domain/entities';
import { endOfServiceStatus } from '@tavola/domain/company-rules';
import { notFound } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import { venuesTakingBookings } from '../booking/booking-venue-service';
import { findCompanyRowByUrlName, listSeatWebs } from './company-repository';

export const seatWebNotFound = () => notFound('SEAT_WEB_NOT_FOUND', 'La sede richiesta non esiste per questa azienda.');

export async function loadCompany(db: Db, urlName: string, now: Date): Promise<Company> {
  const row = await findCompanyRowByUrlName(db, urlName);
  if (!row) throw notFound('COMPANY_NOT_FOUND', `L'azienda '${urlName}' non esiste. Controlla l'indirizzo.`);
  const listed = await listSeatWebs(db, row.companyId);
  // A venue offers booking only when diners can book there (switched on, wired to the booking
  // service, a band with places): a flag alone would open a booking page with nothing behind it.
  const booking = await venuesTakingBookings(
    db,
    listed.filter((s) => s.tableReservationEnabled).map((s) => s.seatWebId),
  );
  const seatWebs = listed.map((s) =>
    s.tableReservationEnabled && !booking.has(s.seatWebId) ? { ...s, tableReservationEnabled: false } : s,
  );
  // Disabled venues stay in seatWebs (the start-error page needs them) but offer nothing.
  const offering = (flag: (s: SeatWeb) => boolean) => seatWebs.filter((s) => s.enabled && flag(s));
  return {
    companyId: row.companyId,
    urlName: row.urlName,
    tradeName: row.tradeName,
    businessName: row.businessName,
    description: row.description,
    information: row.information,
    logo: row.logo,
    homePageImage: row.homePageImage,
    homePageBanner: row.homePageBanner,
    slogan: row.slogan,
    introduction: row.introduction,
    privacyPolicy: row.privacyPolicy,
    serviceTerms: row.serviceTerms,
    vatNumber: row.vatNumber,
    registeredOffice: row.registeredOffice,
    whatsAppNumber: row.whatsAppNumber,
    smsNumber: row.smsNumber,
    telegramBot: row.telegramBot,
    brandColour: row.brandColour,
    brandBackgroundColour: row.brandBackgroundColour,
    endOfService: row.endOfService,
    companyType: row.companyType,
    obsolete: row.obsolete,
    seatWebs,
    tableReservation: offering((s) => s.tableReservationEnabled),
    digitalMenu: offering((s) => s.digitalMenuEnabled),
    local: offering((s) => s.localOrderEnabled),
    takeAway: offering((s) => s.takeawayEnabled),
    delivery: offering((s) => s.deliveryEnabled),
    ...endOfServiceStatus(row.endOfService, now),
  };
}
