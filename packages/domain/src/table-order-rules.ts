// What an order says about who and where it is for, beyond spec 000's Order: the venue table a
// dine-in order is served at (a table's QR code carries it, or the diner chooses it from the
// venue's tables), the name the counter calls out for takeaway and delivery, and the venue
// setting under which the staff, not the e-mail link, confirm an anonymous diner's cash table
// order. One set of rules for the web form and the server's save.
import { z } from 'zod';
import { OrderType, PaymentMethod } from './enums';
import { NAME_MAX_LENGTH, requiredText } from './form-fields';
import { int4, nullableText } from './primitives';
import { message } from './validation-messages';

/** Table numbers of a venue (venue_tables.number, orders.table_number). */
export const TABLE_NUMBER_MAX = 9999;

/** A venue table's number, 1..TABLE_NUMBER_MAX. */
export const tableNumberSchema = () =>
  int4().min(1, message('tableNumberRange')).max(TABLE_NUMBER_MAX, message('tableNumberRange'));

/** The table of a QR code or menu link (`?table=12`), or null when it names none. */
export function tableNumberOfLink(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= TABLE_NUMBER_MAX ? number : null;
}

/** The name on an order: what the counter or the waiter calls out. */
export const CUSTOMER_NAME_MAX_LENGTH = NAME_MAX_LENGTH;

/** The form's name field when the name is required. */
export const customerNameSchema = () =>
  z
    .string({ error: message('nameRequired') })
    .trim()
    .min(1, { error: message('nameRequired'), abort: true })
    .pipe(requiredText(CUSTOMER_NAME_MAX_LENGTH));

/** The venue's part of these rules. */
export interface TableOrderVenue {
  /** "Table orders are confirmed by the staff" (default false: spec 000's e-mail link). */
  tableOrdersConfirmedByStaff: boolean;
}

/** The venue has its staff confirm table orders, and this is one. */
export function staffConfirmsTableOrders(venue: TableOrderVenue, orderType: number): boolean {
  return orderType === OrderType.AlTavolo && venue.tableOrdersConfirmedByStaff;
}

/**
 * An order that waits for the staff at the table instead of the diner's e-mail link: an
 * anonymous diner's cash table order at a venue with the setting on. A signed-in diner's cash
 * order is confirmed at once anyway (spec 000 §4).
 */
export function confirmedByStaff(
  venue: TableOrderVenue,
  order: { orderType: number; paymentType: number | null; anonymous: boolean },
): boolean {
  return (
    staffConfirmsTableOrders(venue, order.orderType) && order.anonymous && order.paymentType === PaymentMethod.Cash
  );
}

/**
 * Whether the diner's name is asked for this order: always for takeaway and delivery, and for
 * table orders the staff confirm (the waiter asks for it at the table).
 */
export function customerNameAsked(venue: TableOrderVenue, orderType: number): boolean {
  return (
    orderType === OrderType.Asporto || orderType === OrderType.Consegna || staffConfirmsTableOrders(venue, orderType)
  );
}

/** The name must be given: an anonymous diner's (a signed-in one's comes from the profile). */
export function customerNameRequired(venue: TableOrderVenue, orderType: number, anonymous: boolean): boolean {
  return anonymous && customerNameAsked(venue, orderType);
}

/**
 * Whether a dine-in order must name its table: when the staff confirm it at the table and the
 * venue keeps tables to choose from (without any, the diner's name is how the staff find them:
 * no dead end for a venue that switched the setting on before adding its tables). The diners'
 * app asks it whenever the venue has tables; a client written to spec 000 that sends no table
 * still orders at a venue with the e-mail rule.
 */
export function tableRequired(venue: TableOrderVenue, orderType: number, venueHasTables: boolean): boolean {
  return staffConfirmsTableOrders(venue, orderType) && venueHasTables;
}

/**
 * The contact data step (e-mail, phone, consents; spec 000 §2) is left out for an anonymous
 * diner whose table order the staff confirm: nothing is mailed to them, the name is enough.
 */
export function contactDataNeeded(venue: TableOrderVenue, orderType: number, anonymous: boolean): boolean {
  return !(anonymous && staffConfirmsTableOrders(venue, orderType));
}

/** The profile name of a signed-in diner, for the name field and for an order sent without it. */
export function profileName(
  customer: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [customer?.firstName, customer?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
    .slice(0, CUSTOMER_NAME_MAX_LENGTH);
}

/** A table the diner may choose (seatWeb/getVenueTables): the venue's tables in use. */
export const venueTableChoiceSchema = z.object({ number: int4(), name: nullableText() });
export type VenueTableChoice = z.infer<typeof venueTableChoiceSchema>;
