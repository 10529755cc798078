// Back office, venues (spec 000 §3 seatWeb): list, read, create, update and remove a
// venue. Who may call is each route's config.staff (owner: every venue; manager: their venues,
// decision 009); the list is narrowed here to the member's venues. Bodies are the domain's
// venueInputSchema. The address is geocoded through the configured maps provider (decision
// 008) before anything is written, so an unknown address or a provider outage changes nothing.
// An update names the version it read (409 when stale). Every committed change is reported to
// venueChanged, which drops what the diners' side keeps (menu cache across processes, slot lists).
import { badRequest, notFound, staleVersion } from '@tavola/domain/error-codes';
import { fromCents, toCents } from '@tavola/domain/money';
import {
  formatAcceptedPayments,
  parseAcceptedPayments,
  type AdminVenue,
  type VenueInput,
  type VenueRemoval,
} from '@tavola/domain/venue-admin';
import type { Db } from '../../db/database';
import type { StaffPrincipal } from '../../plugins/staff-access';
import type { MapsProvider } from '../maps/maps-types';
import {
  findVenueRow,
  insertVenue,
  listVenueRows,
  removeVenueRow,
  updateVenueRow,
  type SeatWebRow,
  type VenueValues,
} from './venue-admin-repository';

export interface VenueAdminContext {
  db: Db;
  maps: MapsProvider;
  now: () => Date;
  /** Called once per committed change with the venue's company and id. */
  venueChanged: (companyId: number, seatWebId: number) => Promise<void>;
}

export const VENUE_NOT_FOUND_MESSAGE = 'Sede non trovata.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Indirizzo non trovato: controlla via, numero e città.';
export const VENUE_STALE_MESSAGE =
  'Qualcun altro ha modificato questa sede mentre la stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';

const text = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

export function toAdminVenue(row: SeatWebRow): AdminVenue {
  return {
    seatWebId: row.seatWebId,
    version: row.version,
    name: row.name,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    province: row.province,
    phone: row.phone,
    logo: row.logo,
    latitude: row.latitude,
    longitude: row.longitude,
    enabled: row.enabled,
    tableReservationEnabled: row.tableReservationEnabled,
    digitalMenuEnabled: row.digitalMenuEnabled,
    localOrderEnabled: row.localOrderEnabled,
    takeawayEnabled: row.takeawayEnabled,
    deliveryEnabled: row.deliveryEnabled,
    digitalMenuTitle: row.digitalMenuTitle,
    digitalMenuSubtitle: row.digitalMenuSubtitle,
    localOrderTitle: row.localOrderTitle,
    localOrderSubtitle: row.localOrderSubtitle,
    takeawayTitle: row.takeawayTitle,
    takeawaySubtitle: row.takeawaySubtitle,
    deliveryTitle: row.deliveryTitle,
    deliverySubtitle: row.deliverySubtitle,
    takeawayMinimumOrder: fromCents(row.takeawayMinimumOrderCents),
    deliveryMinimumOrder: fromCents(row.deliveryMinimumOrderCents),
    deliveryCost: fromCents(row.deliveryCostCents),
    freeDeliveryThreshold: fromCents(row.freeDeliveryThresholdCents),
    deliveryRadius: row.deliveryRadius,
    localOrderAcceptedPayments: parseAcceptedPayments(row.localOrderAcceptedPayments),
    takeawayAcceptedPayments: parseAcceptedPayments(row.takeawayAcceptedPayments),
    deliveryAcceptedPayments: parseAcceptedPayments(row.deliveryAcceptedPayments),
    enableImmediatePaymentLocalOrder: row.enableImmediatePaymentLocalOrder,
    enableImmediatePaymentTakeaway: row.enableImmediatePaymentTakeaway,
    enableImmediatePaymentDelivery: row.enableImmediatePaymentDelivery,
    allowCODLocalOrder: row.allowCODLocalOrder,
    allowCODTakeaway: row.allowCODTakeaway,
    allowCODDelivery: row.allowCODDelivery,
    tableOrdersConfirmedByStaff: row.tableOrdersConfirmedByStaff,
    tableTabEnabled: row.tableTabEnabled,
    tableTabParticipantLimit: row.tableTabParticipantLimit,
    localOrderPreparationMinutes: row.localOrderPreparationMinutes,
    takeawayPreparationMinutes: row.takeawayPreparationMinutes,
    deliveryPreparationMinutes: row.deliveryPreparationMinutes,
  };
}

/** The columns a venue form writes (coordinates come from the geocoder). */
function venueValues(input: VenueInput, point: { latitude: number; longitude: number }): VenueValues {
  return {
    name: input.name,
    address: input.address,
    city: input.city,
    zipCode: text(input.zipCode),
    province: text(input.province),
    phone: text(input.phone),
    logo: text(input.logo),
    latitude: point.latitude,
    longitude: point.longitude,
    enabled: input.enabled,
    tableReservationEnabled: input.tableReservationEnabled,
    digitalMenuEnabled: input.digitalMenuEnabled,
    localOrderEnabled: input.localOrderEnabled,
    takeawayEnabled: input.takeawayEnabled,
    deliveryEnabled: input.deliveryEnabled,
    digitalMenuTitle: text(input.digitalMenuTitle),
    digitalMenuSubtitle: text(input.digitalMenuSubtitle),
    localOrderTitle: text(input.localOrderTitle),
    localOrderSubtitle: text(input.localOrderSubtitle),
    takeawayTitle: text(input.takeawayTitle),
    takeawaySubtitle: text(input.takeawaySubtitle),
    deliveryTitle: text(input.deliveryTitle),
    deliverySubtitle: text(input.deliverySubtitle),
    takeawayMinimumOrderCents: toCents(input.takeawayMinimumOrder),
    deliveryMinimumOrderCents: toCents(input.deliveryMinimumOrder),
    deliveryCostCents: toCents(input.deliveryCost),
    freeDeliveryThresholdCents: toCents(input.freeDeliveryThreshold),
    deliveryRadius: input.deliveryRadius,
    localOrderAcceptedPayments: formatAcceptedPayments(input.localOrderAcceptedPayments),
    takeawayAcceptedPayments: formatAcceptedPayments(input.takeawayAcceptedPayments),
    deliveryAcceptedPayments: formatAcceptedPayments(input.deliveryAcceptedPayments),
    enableImmediatePaymentLocalOrder: input.enableImmediatePaymentLocalOrder,
    enableImmediatePaymentTakeaway: input.enableImmediatePaymentTakeaway,
    enableImmediatePaymentDelivery: input.enableImmediatePaymentDelivery,
    allowCODLocalOrder: input.allowCODLocalOrder,
    allowCODTakeaway: input.allowCODTakeaway,
    allowCODDelivery: input.allowCODDelivery,
    tableOrdersConfirmedByStaff: input.tableOrdersConfirmedByStaff,
    tableTabEnabled: input.tableTabEnabled,
    tableTabParticipantLimit: input.tableTabParticipantLimit,
    localOrderPreparationMinutes: input.localOrderPreparationMinutes,
    takeawayPreparationMinutes: input.takeawayPreparationMinutes,
    deliveryPreparationMinutes: input.deliveryPreparationMinutes,
  };
}

/** Same geocoder as the diners' addresses, so distances are measured between like points. */
async function geocode(ctx: VenueAdminContext, input: VenueInput) {
  const point = await ctx.maps.geocode({ address: input.address, city: input.city });
  if (!point)
    throw badRequest('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE, [
      { path: 'address', message: ADDRESS_NOT_FOUND_MESSAGE },
    ]);
  return point;
}

const venueNotFound = () => notFound('VENUE_NOT_FOUND', VENUE_NOT_FOUND_MESSAGE);

/** Owner: every venue of the company; manager and staff: their own venues. */
export async function listVenues(ctx: VenueAdminContext, staff: StaffPrincipal): Promise<AdminVenue[]> {
  if (staff.role !== 'owner' && staff.seatWebIds.length === 0) return [];
  const rows = await listVenueRows(ctx.db, staff.companyId, staff.role === 'owner' ? null : staff.seatWebIds);
  return rows.map(toAdminVenue);
}

/** The venue the route checked (plugins/staff-access.ts: of this company, reachable by the member). */
export async function getVenue(ctx: VenueAdminContext, staff: StaffPrincipal, seatWebId: number): Promise<AdminVenue> {
  const row = await findVenueRow(ctx.db, staff.companyId, seatWebId);
  if (!row) throw venueNotFound();
  return toAdminVenue(row);
}

export async function createVenue(
  ctx: VenueAdminContext,
  staff: StaffPrincipal,
  input: VenueInput,
): Promise<AdminVenue> {
  const point = await geocode(ctx, input);
  const row = await insertVenue(ctx.db, staff.companyId, venueValues(input, point));
  await ctx.venueChanged(staff.companyId, row.seatWebId);
  return toAdminVenue(row);
}

export async function updateVenue(
  ctx: VenueAdminContext,
  staff: StaffPrincipal,
  seatWebId: number,
  input: VenueInput & { version: number },
): Promise<AdminVenue> {
  const current = await findVenueRow(ctx.db, staff.companyId, seatWebId);
  if (!current) throw venueNotFound();
  if (current.version !== input.version) throw staleVersion('STALE_VERSION', VENUE_STALE_MESSAGE);
  const point = await geocode(ctx, input);
  // A save committed between our read and this write wins and this one is refused, never
  // silently overwritten.
  const row = await updateVenueRow(ctx.db, staff.companyId, seatWebId, input.version, venueValues(input, point));
  if (!row) throw staleVersion('STALE_VERSION', VENUE_STALE_MESSAGE);
  await ctx.venueChanged(staff.companyId, seatWebId);
  return toAdminVenue(row);
}

/**
 * Removes a venue. One with orders (unfinished ones, or history the accounts need) or future
 * bookings is disabled instead (diners meet start-error 2, spec 001 §3), so nothing they
 * depend on disappears.
 */
export async function removeVenue(
  ctx: VenueAdminContext,
  staff: StaffPrincipal,
  seatWebId: number,
): Promise<VenueRemoval> {
  const current = await findVenueRow(ctx.db, staff.companyId, seatWebId);
  if (!current) throw venueNotFound();
  const today = ctx.now().toISOString().slice(0, 10);
  const outcome = await removeVenueRow(ctx.db, seatWebId, current.version, today);
  await ctx.venueChanged(staff.companyId, seatWebId);
  return { seatWebId, outcome };
}
