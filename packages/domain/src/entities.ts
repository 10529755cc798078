// Zod schemas of the entities both documents name (spec 000 §3, spec 001 §3). Field names
// are the documents' own, because the documented calls carry them. Where a document says a
// field exists but not its name (custom titles, opening-day slots), the name chosen here is
// written down beside it.
import { idNumber, int4, nullableText, plainText } from './primitives';
import { z } from 'zod';

const money = z.number().finite().nonnegative();
const id = int4();

/** Opening hours of one slot of an opening day (spec 001 §3). Times are 'HH:mm' or null. */
export const openingSlotSchema = z.object({
  openingTime: nullableText(),
  closingTime: nullableText(),
  takeawayStart: nullableText(),
  takeawayEnd: nullableText(),
  deliveryStart: nullableText(),
  deliveryEnd: nullableText(),
});
export type OpeningSlot = z.infer<typeof openingSlotSchema>;

/** Opening day: dayOfWeek is a weekday bit mask; entries with exceptionDate are skipped. */
export const openingDaySchema = z.object({
  dayOfWeek: int4().min(0).max(127),
  exceptionDate: nullableText(),
  morning: openingSlotSchema.nullable(),
  afternoon: openingSlotSchema.nullable(),
  evening: openingSlotSchema.nullable(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

export const seatWebSchema = z.object({
  seatWebId: id,
  name: plainText(),
  address: nullableText(),
  zipCode: nullableText(),
  city: nullableText(),
  province: nullableText(),
  phone: nullableText(),
  logo: nullableText(),
  /** Embed markup of the venue map, shown as given by the company's own configuration. */
  googleMaps: nullableText(),
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
  digitalMenuTitle: nullableText(),
  digitalMenuSubtitle: nullableText(),
  localOrderTitle: nullableText(),
  localOrderSubtitle: nullableText(),
  takeawayTitle: nullableText(),
  takeawaySubtitle: nullableText(),
  deliveryTitle: nullableText(),
  deliverySubtitle: nullableText(),
  /** Venue payment codes (C, T, P, S, U, N) joined by commas, or 'All'. */
  localOrderAcceptedPayments: plainText(),
  takeawayAcceptedPayments: plainText(),
  deliveryAcceptedPayments: plainText(),
  enableImmediatePaymentLocalOrder: z.boolean(),
  enableImmediatePaymentTakeaway: z.boolean(),
  enableImmediatePaymentDelivery: z.boolean(),
  allowCODLocalOrder: z.boolean(),
  allowCODTakeaway: z.boolean(),
  allowCODDelivery: z.boolean(),
  /** Ours: an anonymous diner's cash table order is confirmed by the staff, not by e-mail (table-order-rules.ts). */
  tableOrdersConfirmedByStaff: z.boolean(),
  /** Ours: "conto condiviso al tavolo", a table's QR link opens the table's shared tab (table-tab.ts). */
  tableTabEnabled: z.boolean().optional(),
  tableReservationId: nullableText(),
  /** GetInfo?p={tableReservationId}_{password} (001 §3, §7): the venue's booking key, not a personal secret. */
  tableReservationPassword: plainText().nullish(),
  openingDays: z.array(openingDaySchema),
});
export type SeatWeb = z.infer<typeof seatWebSchema>;

export const languageSchema = z.object({
  languageId: id,
  languageCode: plainText(),
  descriptionInLanguage: plainText(),
});
export type Language = z.infer<typeof languageSchema>;

export const companySchema = z.object({
  companyId: id,
  urlName: plainText(),
  tradeName: plainText(),
  businessName: nullableText(),
  description: nullableText(),
  information: nullableText(),
  logo: nullableText(),
  homePageImage: nullableText(),
  homePageBanner: nullableText(),
  slogan: nullableText(),
  introduction: nullableText(),
  privacyPolicy: nullableText(),
  /** The terms of service the consent boxes refer to. */
  serviceTerms: nullableText().default(null),
  /** Footer details and booking numbers set on the brand and legal screen. */
  vatNumber: nullableText().default(null),
  registeredOffice: nullableText().default(null),
  /** The company's own booking confirmation numbers; null: the settings file's (spec 001 §3). */
  whatsAppNumber: nullableText().default(null),
  smsNumber: nullableText().default(null),
  telegramBot: nullableText().default(null),
  /** Brand colours ('#rrggbb', brand-colour.ts); null: the product's. */
  brandColour: nullableText().default(null),
  brandBackgroundColour: nullableText().default(null),
  /** ISO date; null means no end of service. */
  endOfService: nullableText(),
  companyType: int4(),
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
  daysPastEndOfService: int4().nonnegative(),
});
export type Company = z.infer<typeof companySchema>;

export const customerAddressSchema = z.object({
  customerAddressId: id,
  customerId: id,
  addressType: z.enum(['D', 'F']),
  businessName: nullableText(),
  vatNumber: nullableText(),
  fiscalCode: nullableText(),
  address: nullableText(),
  zipCode: nullableText(),
  city: nullableText(),
  province: nullableText(),
  state: nullableText(),
  country: nullableText(),
  email: nullableText(),
  pec: nullableText(),
  feCode: nullableText(),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerSchema = z.object({
  customerId: id,
  firstName: nullableText(),
  lastName: nullableText(),
  email: nullableText(),
  confirmed: z.boolean(),
  isAnonymous: z.boolean(),
  hasAccount: z.boolean(),
  birthDate: nullableText(),
  gender: nullableText(),
  language: nullableText(),
  telephoneNumber1: nullableText(),
  telephoneNumber2: nullableText(),
  province: nullableText(),
  addresses: z.array(customerAddressSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST account/authenticateClient body (spec 001 §4 startup, §7). */
export const authenticateClientRequestSchema = z.object({
  companyUrlName: plainText().trim().min(1).max(100),
  seatWebId: idNumber().nullish(),
  languageId: idNumber().nullish(),
  clientId: plainText().max(200).nullish(),
  accessKey: plainText().max(500).nullish(),
  /**
   * Documented as "last customer logged in for that company". A bare id never restores a
   * session (docs/contract/README.md): it is accepted for compatibility and ignored.
   */
  customerId: int4().nullish(),
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
    backend: plainText(),
    bookTableInfo: plainText(),
    bookTableDatesAvailability: plainText(),
    bookTableTimesAvailability: plainText(),
    bookTableAddReservation: plainText(),
    bookTableDesktopReservation: plainText(),
    bookTableCheckReservationStatus: plainText(),
    bookTableOffer: plainText(),
    bookTableReservation: plainText(),
    bookTableCancelReservation: plainText(),
  }),
  tableReservation: z.object({
    whatsAppNumber: plainText(),
    smsNumber: plainText(),
    telegramBot: plainText(),
  }),
  app: z.object({ clientId: plainText() }),
  demo: z.object({ seatWebId: int4().nullable(), companyUrlName: plainText(), menuWebId: int4().nullable() }),
  /** Google sign-in (spec 001 §7): present only when a client id is configured; no block, no button. */
  google: z.object({ clientId: plainText().min(1) }).optional(),
  /** Spec 001 §4: a company more than 60 days past its end of service goes here; absent → start-error 1. */
  marketingSiteUrl: plainText().optional(),
  /** Map tiles of every map of the app (MAP_TILES_URL / MAP_TILES_ATTRIBUTION); absent: maps without tiles. */
  maps: z.object({ tilesUrl: plainText(), tilesAttribution: plainText() }).optional(),
  /**
   * The company this address belongs to (a white-label origin of the company's brand
   * settings): the app opens it without ?company=. A restaurant serving the app from its own
   * host writes it in its own settings.json.
   */
  companyUrlName: plainText().min(1).optional(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
