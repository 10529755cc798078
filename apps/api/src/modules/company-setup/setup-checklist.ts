// The setup checklist a new restaurant's owner follows (/staff/setup). Each step is computed here
// from what the company has, never remembered by the browser, so a step done on another screen
// (or by a colleague) shows as done on the next load:
// - company: the business name for the footer is filled in (brand screen /staff/company);
// - legal: the privacy policy and the service terms are written (same screen): the diners'
//   consent boxes open them, so a company without them is not ready;
// - venue: the company has a venue;
// - hours: a venue has service times diners can order in (time frames);
// - menu: an enabled menu of the company has at least one product on sale;
// - payments: an enabled venue offers an order type with at least one accepted payment method;
// - tables: every enabled venue that takes table orders has a table (its QR code);
// - bookings: every enabled venue with table booking switched on takes bookings: wired to the
//   booking service with a band that has places (the booking module's venuesTakingBookings).
// 'tables' and 'bookings' are listed only when some venue offers that service.
import { parseAcceptedPayments, SETUP_STEPS, type SetupChecklist, type SetupStep } from '@tavola/domain/venue-admin';
import type { Db } from '../../db/database';
import { venuesTakingBookings } from '../booking/booking-venue-service';
import { listSeatWebRows } from '../company';
import {
  anyVenueHasTimeFrame,
  companyHasProductOnSale,
  findCompanyTexts,
  venuesWithTables,
} from './company-setup-repository';

const filled = (text: string | null | undefined) => Boolean(text?.trim());

export async function setupChecklist(db: Db, companyId: number): Promise<SetupChecklist> {
  const company = await findCompanyTexts(db, companyId);
  const venues = await listSeatWebRows(db, companyId);
  const venueIds = venues.map((v) => v.seatWebId);
  const hasFrames = await anyVenueHasTimeFrame(db, venueIds);
  const onSale = await companyHasProductOnSale(db, companyId);
  const paying = venues.some(
    (v) =>
      v.enabled &&
      ((v.localOrderEnabled && parseAcceptedPayments(v.localOrderAcceptedPayments).length > 0) ||
        (v.takeawayEnabled && parseAcceptedPayments(v.takeawayAcceptedPayments).length > 0) ||
        (v.deliveryEnabled && parseAcceptedPayments(v.deliveryAcceptedPayments).length > 0)),
  );
  const tableVenues = venues.filter((v) => v.enabled && v.localOrderEnabled).map((v) => v.seatWebId);
  const bookingVenueIds = venues.filter((v) => v.enabled && v.tableReservationEnabled).map((v) => v.seatWebId);
  const withTables = await venuesWithTables(db, tableVenues);
  const bookingsOn = await venuesTakingBookings(db, bookingVenueIds);
  const tablesMissing = tableVenues.find((id) => !withTables.has(id));
  const bookingsMissing = bookingVenueIds.find((id) => !bookingsOn.has(id));

  const state: Record<SetupStep, { done: boolean; seatWebId?: number } | null> = {
    company: { done: filled(company?.businessName) },
    legal: { done: filled(company?.privacyPolicy) && filled(company?.serviceTerms) },
    venue: { done: venues.length > 0 },
    hours: { done: hasFrames },
    menu: { done: onSale },
    payments: { done: paying },
    tables:
      tableVenues.length === 0
        ? null
        : { done: tablesMissing === undefined, seatWebId: tablesMissing ?? tableVenues[0] },
    bookings:
      bookingVenueIds.length === 0
        ? null
        : { done: bookingsMissing === undefined, seatWebId: bookingsMissing ?? bookingVenueIds[0] },
  };
  const steps = SETUP_STEPS.flatMap((step) => {
    const s = state[step];
    return s ? [{ step, done: s.done, seatWebId: s.seatWebId ?? null }] : [];
  });
  return { steps, firstSeatWebId: venues[0]?.seatWebId ?? null, complete: steps.every((s) => s.done) };
}
