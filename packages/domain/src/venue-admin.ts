// Back office, venues: the seatWeb fields of spec 000 §3 an owner or manager edits,
// shared by the API (route validation) and the venue form (react-hook-form resolver). The spec
// names the fields without limits; the limits here are ours, chosen to fit the diners' screens.
// Every message is a validation-message code.
//
// Accepted payments are a list of spec codes (C, T, P, S, U, N) in the form and on the wire;
// the venue row keeps the spec's comma-joined text ('All' when every code is ticked).
import { z } from 'zod';
import { ALL_PAYMENTS, PaymentCode } from './enums';
import { optionalText, requiredText } from './form-fields';
import { optionalPhone } from './phone-fields';
import { entityId, menuPrice, version } from './menu-admin';
import { idNumber, plainText } from './primitives';
import { isoDate } from './venue-hours';
import { preparationMinutesSchema } from './preparation-time';
import { TABLE_TAB_PARTICIPANT_LIMIT_DEFAULT, tableTabSettingsSchema } from './table-tab';
import { message } from './validation-messages';

export const VENUE_NAME_MAX_LENGTH = 100;
export const VENUE_ADDRESS_MAX_LENGTH = 200;
export const VENUE_CITY_MAX_LENGTH = 100;
export const VENUE_ZIP_MAX_LENGTH = 10;
export const VENUE_PROVINCE_MAX_LENGTH = 50;
export const VENUE_TITLE_MAX_LENGTH = 100;
export const VENUE_SUBTITLE_MAX_LENGTH = 200;
/** Largest delivery radius, km by road: farther than this a hot meal does not arrive hot. */
export const DELIVERY_RADIUS_MAX_KM = 100;
/** Logos are pictures served by the app itself: uploads (/media/, menu-images.ts) or its own images. */
const VENUE_LOGO_PATH = /^\/(?:media|images)\/[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export const PAYMENT_CODES = Object.values(PaymentCode);
export const ORDER_TYPE_PAYMENTS = ['localOrder', 'takeaway', 'delivery'] as const;
export type OrderTypePayments = (typeof ORDER_TYPE_PAYMENTS)[number];

const paymentCodeList = z
  .array(z.enum(PAYMENT_CODES as [PaymentCode, ...PaymentCode[]]))
  .max(PAYMENT_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, message('duplicate'));

const deliveryRadius = z
  .number({ error: message('numberOnly') })
  .finite()
  .min(0, message('radiusRange'))
  .max(DELIVERY_RADIUS_MAX_KM, message('radiusRange'));

const logo = plainText()
  .trim()
  .max(300, message('maxLength', 300))
  .refine((s) => s === '' || (VENUE_LOGO_PATH.test(s) && !s.includes('..')), message('invalidOption'))
  .nullish();

/** What the venue form sends (create, and update with `version`). */
export const venueInputSchema = z
  .object({
    name: requiredText(VENUE_NAME_MAX_LENGTH),
    /** Street and number; geocoded with the city into the venue's coordinates. */
    address: requiredText(VENUE_ADDRESS_MAX_LENGTH),
    city: requiredText(VENUE_CITY_MAX_LENGTH),
    zipCode: optionalText(VENUE_ZIP_MAX_LENGTH),
    province: optionalText(VENUE_PROVINCE_MAX_LENGTH),
    phone: optionalPhone().nullish(),
    logo,
    enabled: z.boolean(),
    tableReservationEnabled: z.boolean(),
    digitalMenuEnabled: z.boolean(),
    localOrderEnabled: z.boolean(),
    takeawayEnabled: z.boolean(),
    deliveryEnabled: z.boolean(),
    digitalMenuTitle: optionalText(VENUE_TITLE_MAX_LENGTH),
    digitalMenuSubtitle: optionalText(VENUE_SUBTITLE_MAX_LENGTH),
    localOrderTitle: optionalText(VENUE_TITLE_MAX_LENGTH),
    localOrderSubtitle: optionalText(VENUE_SUBTITLE_MAX_LENGTH),
    takeawayTitle: optionalText(VENUE_TITLE_MAX_LENGTH),
    takeawaySubtitle: optionalText(VENUE_SUBTITLE_MAX_LENGTH),
    deliveryTitle: optionalText(VENUE_TITLE_MAX_LENGTH),
    deliverySubtitle: optionalText(VENUE_SUBTITLE_MAX_LENGTH),
    /** Euros. */
    takeawayMinimumOrder: menuPrice,
    deliveryMinimumOrder: menuPrice,
    deliveryCost: menuPrice,
    /** Euros; 0 means delivery is never free. */
    freeDeliveryThreshold: menuPrice,
    deliveryRadius,
    localOrderAcceptedPayments: paymentCodeList,
    takeawayAcceptedPayments: paymentCodeList,
    deliveryAcceptedPayments: paymentCodeList,
    enableImmediatePaymentLocalOrder: z.boolean(),
    enableImmediatePaymentTakeaway: z.boolean(),
    enableImmediatePaymentDelivery: z.boolean(),
    allowCODLocalOrder: z.boolean(),
    allowCODTakeaway: z.boolean(),
    allowCODDelivery: z.boolean(),
    /** An anonymous diner's cash table order is confirmed by the staff at the table, not by e-mail (table-order-rules.ts). */
    tableOrdersConfirmedByStaff: z.boolean().default(false),
    /** "Conto condiviso al tavolo" (table-tab.ts): off by default; the most phones one tab may have. */
    tableTabEnabled: tableTabSettingsSchema.shape.tableTabEnabled.default(false),
    tableTabParticipantLimit: tableTabSettingsSchema.shape.tableTabParticipantLimit.default(
      TABLE_TAB_PARTICIPANT_LIMIT_DEFAULT,
    ),
    /** Default preparation minutes per order type (0-240, null: none): the ready estimate "Accetta" offers. */
    localOrderPreparationMinutes: preparationMinutesSchema.default(null),
    takeawayPreparationMinutes: preparationMinutesSchema.default(null),
    deliveryPreparationMinutes: preparationMinutesSchema.default(null),
  })
  .superRefine((v, ctx) => {
    // An order type offered to diners needs at least one way to pay for it.
    const offered: Record<OrderTypePayments, boolean> = {
      localOrder: v.localOrderEnabled,
      takeaway: v.takeawayEnabled,
      delivery: v.deliveryEnabled,
    };
    for (const type of ORDER_TYPE_PAYMENTS) {
      if (offered[type] && v[`${type}AcceptedPayments`].length === 0) {
        ctx.addIssue({ code: 'custom', path: [`${type}AcceptedPayments`], message: message('paymentRequired') });
      }
    }
    if (v.deliveryEnabled && v.deliveryRadius <= 0)
      ctx.addIssue({ code: 'custom', path: ['deliveryRadius'], message: message('radiusRange') });
  });
export type VenueInput = z.infer<typeof venueInputSchema>;

export const venueUpdateSchema = venueInputSchema.and(z.object({ version }));
export type VenueUpdate = z.infer<typeof venueUpdateSchema>;

/** A venue as the back office reads it. */
export const adminVenueSchema = z.object({
  seatWebId: entityId,
  version,
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  province: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  enabled: z.boolean(),
  tableReservationEnabled: z.boolean(),
  digitalMenuEnabled: z.boolean(),
  localOrderEnabled: z.boolean(),
  takeawayEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  digitalMenuTitle: z.string().nullable(),
  digitalMenuSubtitle: z.string().nullable(),
  localOrderTitle: z.string().nullable(),
  localOrderSubtitle: z.string().nullable(),
  takeawayTitle: z.string().nullable(),
  takeawaySubtitle: z.string().nullable(),
  deliveryTitle: z.string().nullable(),
  deliverySubtitle: z.string().nullable(),
  takeawayMinimumOrder: z.number(),
  deliveryMinimumOrder: z.number(),
  deliveryCost: z.number(),
  freeDeliveryThreshold: z.number(),
  deliveryRadius: z.number(),
  localOrderAcceptedPayments: z.array(z.string()),
  takeawayAcceptedPayments: z.array(z.string()),
  deliveryAcceptedPayments: z.array(z.string()),
  enableImmediatePaymentLocalOrder: z.boolean(),
  enableImmediatePaymentTakeaway: z.boolean(),
  enableImmediatePaymentDelivery: z.boolean(),
  allowCODLocalOrder: z.boolean(),
  allowCODTakeaway: z.boolean(),
  allowCODDelivery: z.boolean(),
  tableOrdersConfirmedByStaff: z.boolean(),
  tableTabEnabled: z.boolean(),
  tableTabParticipantLimit: z.number(),
  localOrderPreparationMinutes: z.number().nullable(),
  takeawayPreparationMinutes: z.number().nullable(),
  deliveryPreparationMinutes: z.number().nullable(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;

/** What removing a venue did: deleted, or only disabled because diners still depend on it. */
export const venueRemovalSchema = z.object({
  seatWebId: idNumber(),
  outcome: z.enum(['deleted', 'disabled']),
});
export type VenueRemoval = z.infer<typeof venueRemovalSchema>;

/** The spec's comma-joined text ('All' or 'C,T') → codes. */
export function parseAcceptedPayments(value: string): PaymentCode[] {
  if (value.trim() === ALL_PAYMENTS) return [...PAYMENT_CODES];
  const known = new Set<string>(PAYMENT_CODES);
  return value
    .split(',')
    .map((c) => c.trim())
    .filter((c): c is PaymentCode => known.has(c));
}

/** Codes → the spec's comma-joined text; every code ticked is 'All'. */
export function formatAcceptedPayments(codes: readonly PaymentCode[]): string {
  const unique = PAYMENT_CODES.filter((c) => codes.includes(c));
  return unique.length === PAYMENT_CODES.length ? ALL_PAYMENTS : unique.join(',');
}

/** A new venue's form: everything off, cash accepted, as a restaurant starting out would have it. */
export function emptyVenueInput(): VenueInput {
  return {
    name: '',
    address: '',
    city: '',
    zipCode: '',
    province: '',
    phone: '',
    logo: null,
    enabled: true,
    tableReservationEnabled: false,
    digitalMenuEnabled: false,
    localOrderEnabled: false,
    takeawayEnabled: true,
    deliveryEnabled: false,
    digitalMenuTitle: '',
    digitalMenuSubtitle: '',
    localOrderTitle: '',
    localOrderSubtitle: '',
    takeawayTitle: '',
    takeawaySubtitle: '',
    deliveryTitle: '',
    deliverySubtitle: '',
    takeawayMinimumOrder: 0,
    deliveryMinimumOrder: 0,
    deliveryCost: 0,
    freeDeliveryThreshold: 0,
    deliveryRadius: 0,
    localOrderAcceptedPayments: ['C'],
    takeawayAcceptedPayments: ['C'],
    deliveryAcceptedPayments: ['C'],
    enableImmediatePaymentLocalOrder: false,
    enableImmediatePaymentTakeaway: false,
    enableImmediatePaymentDelivery: false,
    allowCODLocalOrder: true,
    allowCODTakeaway: true,
    allowCODDelivery: true,
    tableOrdersConfirmedByStaff: false,
    tableTabEnabled: false,
    tableTabParticipantLimit: TABLE_TAB_PARTICIPANT_LIMIT_DEFAULT,
    localOrderPreparationMinutes: null,
    takeawayPreparationMinutes: null,
    deliveryPreparationMinutes: null,
  };
}

// ---------------------------------------------------------------------------------------------
// A new restaurant (operator) and its setup checklist

/** urlName: the company's address in the app (?company=...); lower-case letters, digits, dashes. */
export const urlNameSchema = requiredText(50).refine(
  (s) => /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/.test(s),
  message('urlName'),
);

export const operatorCompanyInputSchema = z.object({
  urlName: urlNameSchema,
  tradeName: requiredText(100),
  ownerEmail: requiredText(255).regex(z.regexes.email, message('email')),
  ownerName: optionalText(100),
  language: z.enum(['it', 'en']).optional(),
});
export type OperatorCompanyInput = z.infer<typeof operatorCompanyInputSchema>;

/** The company's last day of service (spec 000 §3 endOfService, 001 §4 start-error 1); null: no end. */
export const operatorEndOfServiceSchema = z.object({ endOfService: isoDate.nullable() });

/**
 * The set-up checklist's steps, in the order an owner follows them. 'tables' is listed only when
 * a venue takes table orders, 'bookings' only when a venue offers table booking.
 */
export const SETUP_STEPS = ['company', 'legal', 'venue', 'hours', 'menu', 'payments', 'tables', 'bookings'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklistSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(SETUP_STEPS),
      done: z.boolean(),
      /** The venue the step's link opens: the first one still missing it, else null (the first venue). */
      seatWebId: idNumber().nullable(),
    }),
  ),
  /** The first venue, for the links to its hours and payments. */
  firstSeatWebId: idNumber().nullable(),
  complete: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
