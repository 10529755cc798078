// Zod schemas of the entities both documents name (spec 000 §3, spec 001 §3). Field names
// are the documents' own, because the documented calls carry them. Where a document says a
// field exists but not its name (custom titles, opening-day slots), the name chosen here is
// written down beside it.
import { z } from 'zod';

const money = z.number().finite().nonnegative();
const id = z.number().int();

/** Opening hours of one slot of an opening day (spec 001 §3). Times are 'HH:mm' or null. */
export const openingSlotSchema = z.object({
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  takeawayStart: z.string().nullable(),
  takeawayEnd: z.string().nullable(),
  deliveryStart: z.string().nullable(),
  deliveryEnd: z.string().nullable(),
});
export type OpeningSlot = z.infer<typeof openingSlotSchema>;

/** Opening day: dayOfWeek is a weekday bit mask; entries with exceptionDate are skipped. */
export const openingDaySchema = z.object({
  dayOfWeek: z.number().int().min(0).max(127),
  exceptionDate: z.string().nullable(),
  morning: openingSlotSchema.nullable(),
  afternoon: openingSlotSchema.nullable(),
  evening: openingSlotSchema.nullable(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

export const seatWebSchema = z.object({
  seatWebId: id,
  name: z.string(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  /** Embed markup of the venue map, shown as given by the company's own configuration. */
  googleMaps: z.string().nullable(),
  enabled: z.boolean(),
  tableReservationEnabled: z.boolean(),
  digitalMenuEnabled: z.boolean(),
  localOrderEnabled: z.boolean(),
  takeawayEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  takeawayMinimumOrder: money,
  deliveryMinimumOrder: money,
  deliveryCost: money,
  freeDeliveryThreshold: money,
  /** Km; a venue farther than this by road does not deliver to the address. */
  deliveryRadius: z.number().nonnegative(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  satisPayTrialMode: z.boolean(),
  // Custom titles per order type: the documents name them without giving the field names.
  digitalMenuTitle: z.string().nullable(),
  digitalMenuSubtitle: z.string().nullable(),
  localOrderTitle: z.string().nullable(),
  localOrderSubtitle: z.string().nullable(),
  takeawayTitle: z.string().nullable(),
  takeawaySubtitle: z.string().nullable(),
  deliveryTitle: z.string().nullable(),
  deliverySubtitle: z.string().nullable(),
  /** Venue payment codes (C, T, P, S, U, N) joined by commas, or 'All'. */
  localOrderAcceptedPayments: z.string(),
  takeawayAcceptedPayments: z.string(),
  deliveryAcceptedPayments: z.string(),
  enableImmediatePaymentLocalOrder: z.boolean(),
  enableImmediatePaymentTakeaway: z.boolean(),
  enableImmediatePaymentDelivery: z.boolean(),
  allowCODLocalOrder: z.boolean(),
  allowCODTakeaway: z.boolean(),
  allowCODDelivery: z.boolean(),
  tableReservationId: z.string().nullable(),
  /** GetInfo?p={tableReservationId}_{password} (001 §3, §7): the venue's booking key, not a personal secret. */
  tableReservationPassword: z.string().nullish(),
  openingDays: z.array(openingDaySchema),
});
export type SeatWeb = z.infer<typeof seatWebSchema>;

export const languageSchema = z.object({
  languageId: id,
  languageCode: z.string(),
  descriptionInLanguage: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export const companySchema = z.object({
  companyId: id,
  urlName: z.string(),
  tradeName: z.string(),
  businessName: z.string().nullable(),
  description: z.string().nullable(),
  information: z.string().nullable(),
  logo: z.string().nullable(),
  homePageImage: z.string().nullable(),
  homePageBanner: z.string().nullable(),
  slogan: z.string().nullable(),
  introduction: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  /** The terms of service the consent boxes refer to (issue #14 item 11). */
  serviceTerms: z.string().nullable().default(null),
  /** ISO date; null means no end of service. */
  endOfService: z.string().nullable(),
  companyType: z.number().int(),
  obsolete: z.boolean(),
  seatWebs: z.array(seatWebSchema),
  // Venues per capability, as spec 001 §3 names the filtered lists.
  tableReservation: z.array(seatWebSchema),
  digitalMenu: z.array(seatWebSchema),
  local: z.array(seatWebSchema),
  takeAway: z.array(seatWebSchema),
  delivery: z.array(seatWebSchema),
  isCompanyEndOfService: z.boolean(),
  /** Whole days since endOfService (0 when not past): spec 000 §4 "the days past are counted". */
  daysPastEndOfService: z.number().int().nonnegative(),
});
export type Company = z.infer<typeof companySchema>;

export const customerAddressSchema = z.object({
  customerAddressId: id,
  customerId: id,
  addressType: z.enum(['D', 'F']),
  businessName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  pec: z.string().nullable(),
  feCode: z.string().nullable(),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerSchema = z.object({
  customerId: id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  confirmed: z.boolean(),
  isAnonymous: z.boolean(),
  hasAccount: z.boolean(),
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  language: z.string().nullable(),
  telephoneNumber1: z.string().nullable(),
  telephoneNumber2: z.string().nullable(),
  province: z.string().nullable(),
  addresses: z.array(customerAddressSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST account/authenticateClient body (spec 001 §4 startup, §7). */
export const authenticateClientRequestSchema = z.object({
  companyUrlName: z.string().trim().min(1).max(100),
  seatWebId: z.number().int().positive().nullish(),
  languageId: z.number().int().positive().nullish(),
  clientId: z.string().max(200).nullish(),
  accessKey: z.string().max(500).nullish(),
  /**
   * Documented as "last customer logged in for that company". A bare id never restores a
   * session (spec README): it is accepted for compatibility and ignored.
   */
  customerId: z.number().int().nullish(),
});
export type AuthenticateClientRequest = z.infer<typeof authenticateClientRequestSchema>;

export const authenticateClientResponseSchema = z.object({
  company: companySchema,
  /** The venue asked for, or the only venue of a single-venue company; null otherwise. */
  seatWeb: seatWebSchema.nullable(),
  /** False when the request fixed the venue or the company has a single venue. */
  canChangeSeatWeb: z.boolean(),
  customer: customerSchema.nullable(),
  language: languageSchema,
});
export type AuthenticateClientResponse = z.infer<typeof authenticateClientResponseSchema>;

/** The settings file served at /settings.json (spec 000 §7, spec 001 §3 "App settings"). */
export const appSettingsSchema = z.object({
  env: z.enum(['demo', 'dev', 'prod']),
  webApiUrls: z.object({
    backend: z.string(),
    bookTableInfo: z.string(),
    bookTableDatesAvailability: z.string(),
    bookTableTimesAvailability: z.string(),
    bookTableAddReservation: z.string(),
    bookTableDesktopReservation: z.string(),
    bookTableCheckReservationStatus: z.string(),
    bookTableOffer: z.string(),
    bookTableReservation: z.string(),
    bookTableCancelReservation: z.string(),
  }),
  tableReservation: z.object({
    whatsAppNumber: z.string(),
    smsNumber: z.string(),
    telegramBot: z.string(),
  }),
  app: z.object({ clientId: z.string() }),
  demo: z.object({ seatWebId: z.number().int().nullable(), companyUrlName: z.string(), menuWebId: z.number().int().nullable() }),
  /** Google sign-in (spec 001 §7): present only when a client id is configured; no block, no button. */
  google: z.object({ clientId: z.string().min(1) }).optional(),
  /** Spec 001 §4: a company more than 60 days past its end of service goes here; absent → start-error 1. */
  marketingSiteUrl: z.string().optional(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
