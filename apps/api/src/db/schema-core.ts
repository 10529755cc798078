// The core tables of the one PostgreSQL schema (db/schema.ts gathers them with the other
// parts, schema-*.ts, which import what they reference from here), for PGlite (default,
// offline) and PostgreSQL (DATABASE_URL). TS property names are the spec's (000 §3, 001 §3);
// columns are snake_case.
//
// Conventions the API must know:
// - Money is integer euro cents in columns named *_cents (TS *Cents): 3.50 € is 350. The
//   documented calls carry euros, so convert at the edge (cents / 100).
// - Times of day (opening days, time frames) are 'HH:mm' text in the venue's own timeZone.
// - orders.requestedDateTime is the venue's local wall-clock time ('YYYY-MM-DD HH:mm:ss',
//   no zone) because the client sends a local ISO string and slots are venue-local 'HH:mm'.
// - Bit masks: weekdays (Monday 1 … Sunday 64, 127 = every day) and menu publication status
//   (DigitalMenu 1, DeliveryMenu 2, TakeAwayMenu 4, LocalOrder 8), as in @tavola/domain/enums.
// - E-mails are stored lower-cased (unique per company among accounts, as stored).
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CustomerAddress } from '@tavola/domain/entities';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const cents = (name: string) => integer(name).notNull().default(0);

// ---------------------------------------------------------------------------------------------
// Company, venues, languages

export const companies = pgTable('companies', {
  companyId: integer('company_id').primaryKey().generatedByDefaultAsIdentity(),
  urlName: text('url_name').notNull().unique(),
  tradeName: text('trade_name').notNull(),
  businessName: text('business_name'),
  description: text('description'),
  information: text('information'),
  logo: text('logo'),
  homePageImage: text('home_page_image'),
  homePageBanner: text('home_page_banner'),
  slogan: text('slogan'),
  introduction: text('introduction'),
  privacyPolicy: text('privacy_policy'),
  /** Terms of service the consent boxes refer to (migration 0008). */
  serviceTerms: text('service_terms'),
  /** ISO date (string); null means no end of service. */
  endOfService: date('end_of_service', { mode: 'string' }),
  companyType: integer('company_type').notNull().default(0),
  obsolete: boolean('obsolete').notNull().default(false),
  /** White-label origins (e.g. 'https://ordini.trattoria.it') accepted for redirectUri/callbackUrl. */
  allowedOrigins: text('allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // Brand and legal screen (migration 0016): footer details, the booking
  // confirmation numbers (empty: the service's BOOKING_* defaults) and the edit version (409).
  vatNumber: text('vat_number'),
  registeredOffice: text('registered_office'),
  whatsAppNumber: text('whatsapp_number'),
  smsNumber: text('sms_number'),
  telegramBot: text('telegram_bot'),
  version: integer('version').notNull().default(0),
  /** Brand colours, '#rrggbb' (migration 0037 checks the shape; brand-colour.ts the rules); null: the product's. */
  brandColour: text('brand_colour'),
  brandBackgroundColour: text('brand_background_colour'),
});

export const seatWebs = pgTable(
  'seat_webs',
  {
    seatWebId: integer('seat_web_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    province: text('province'),
    phone: text('phone'),
    logo: text('logo'),
    /** Embed markup of the venue map, from the company's own configuration. */
    googleMaps: text('google_maps'),
    enabled: boolean('enabled').notNull().default(true),
    tableReservationEnabled: boolean('table_reservation_enabled').notNull().default(false),
    digitalMenuEnabled: boolean('digital_menu_enabled').notNull().default(false),
    localOrderEnabled: boolean('local_order_enabled').notNull().default(false),
    takeawayEnabled: boolean('takeaway_enabled').notNull().default(false),
    deliveryEnabled: boolean('delivery_enabled').notNull().default(false),
    takeawayMinimumOrderCents: cents('takeaway_minimum_order_cents'),
    deliveryMinimumOrderCents: cents('delivery_minimum_order_cents'),
    deliveryCostCents: cents('delivery_cost_cents'),
    freeDeliveryThresholdCents: cents('free_delivery_threshold_cents'),
    /** Km by road. */
    deliveryRadius: doublePrecision('delivery_radius_km').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    satisPayTrialMode: boolean('satis_pay_trial_mode').notNull().default(true),
    digitalMenuTitle: text('digital_menu_title'),
    digitalMenuSubtitle: text('digital_menu_subtitle'),
    localOrderTitle: text('local_order_title'),
    localOrderSubtitle: text('local_order_subtitle'),
    takeawayTitle: text('takeaway_title'),
    takeawaySubtitle: text('takeaway_subtitle'),
    deliveryTitle: text('delivery_title'),
    deliverySubtitle: text('delivery_subtitle'),
    /** Payment codes (C, T, P, S, U, N) joined by commas, or 'All'. */
    localOrderAcceptedPayments: text('local_order_accepted_payments').notNull().default('All'),
    takeawayAcceptedPayments: text('takeaway_accepted_payments').notNull().default('All'),
    deliveryAcceptedPayments: text('delivery_accepted_payments').notNull().default('All'),
    enableImmediatePaymentLocalOrder: boolean('enable_immediate_payment_local_order').notNull().default(true),
    enableImmediatePaymentTakeaway: boolean('enable_immediate_payment_takeaway').notNull().default(true),
    enableImmediatePaymentDelivery: boolean('enable_immediate_payment_delivery').notNull().default(true),
    allowCODLocalOrder: boolean('allow_cod_local_order').notNull().default(true),
    allowCODTakeaway: boolean('allow_cod_takeaway').notNull().default(true),
    allowCODDelivery: boolean('allow_cod_delivery').notNull().default(true),
    /** Booking service: GetInfo?p={tableReservationId}_{tableReservationPassword} (spec 001 §7). */
    tableReservationId: text('table_reservation_id').unique(),
    tableReservationPassword: text('table_reservation_password'),
    /** IANA zone of the venue; times of day and requestedDateTime are in it. */
    timeZone: text('time_zone').notNull().default('Europe/Rome'),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Table orders (dine-in) of anonymous diners paying at the table are confirmed by the staff
     * at the table, not by the diner's e-mail link; false keeps spec 000's e-mail rule.
     */
    tableOrdersConfirmedByStaff: boolean('table_orders_confirmed_by_staff').notNull().default(false),
    /** "Conto condiviso al tavolo": a table's QR link opens the table's shared tab (migration 0034). */
    tableTabEnabled: boolean('table_tab_enabled').notNull().default(false),
    /** The most phones one tab may have. */
    tableTabParticipantLimit: integer('table_tab_participant_limit').notNull().default(10),
    /** Default preparation minutes per order type (null: none), offered by "Accetta" on the board (migration 0030). */
    localOrderPreparationMinutes: integer('local_order_preparation_minutes'),
    takeawayPreparationMinutes: integer('takeaway_preparation_minutes'),
    deliveryPreparationMinutes: integer('delivery_preparation_minutes'),
    /** Back office edits (migration 0013): a save names the version it read. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('seat_webs_company_idx').on(t.companyId),
    check(
      'seat_webs_preparation_minutes_range',
      sql`(${t.localOrderPreparationMinutes} between 0 and 240) and (${t.takeawayPreparationMinutes} between 0 and 240) and (${t.deliveryPreparationMinutes} between 0 and 240)`,
    ),
  ],
);

export const languages = pgTable('languages', {
  languageId: integer('language_id').primaryKey().generatedByDefaultAsIdentity(),
  languageCode: text('language_code').notNull().unique(),
  descriptionInLanguage: text('description_in_language').notNull(),
});

export const companyLanguages = pgTable(
  'company_languages',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.languageId] })],
);

// ---------------------------------------------------------------------------------------------
// Menus

export const menuWebs = pgTable(
  'menu_webs',
  {
    menuWebId: integer('menu_web_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    /** Null: the menu serves every venue of the company. */
    seatWebId: integer('seat_web_id').references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    displayDescription: text('display_description').notNull(),
    description: text('description'),
    extendedDescription: text('extended_description'),
    /** Mask of MenuPublicationStatus: which order types the menu serves. */
    publicationStatus: integer('publication_status').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Optimistic version: bumped by every back-office edit. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('menu_webs_company_idx').on(t.companyId),
    index('menu_webs_seat_web_idx').on(t.seatWebId),
    check('menu_webs_publication_status_mask', sql`${t.publicationStatus} between 0 and 15`),
  ],
);

export const menuClassifiers = pgTable(
  'menu_classifiers',
  {
    menuClassifierId: integer('menu_classifier_id').primaryKey().generatedByDefaultAsIdentity(),
    menuWebId: integer('menu_web_id')
      .notNull()
      .references(() => menuWebs.menuWebId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    imageWebUrl: text('image_web_url'),
    useClassifierImage: boolean('use_classifier_image').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Optimistic version: bumped by every back-office edit. */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('menu_classifiers_menu_idx').on(t.menuWebId, t.sortOrder)],
);

export const allergens = pgTable(
  'allergens',
  {
    allergenId: integer('allergen_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('allergens_company_description_uq').on(t.companyId, t.description)],
);

export const features = pgTable(
  'features',
  {
    featureId: integer('feature_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageWebUrl: text('image_web_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('features_company_name_uq').on(t.companyId, t.name)],
);

/** Ingredients and variation options, company-level (spec 000 §3 "Ingredient/variation"). */
export const ingredients = pgTable(
  'ingredients',
  {
    ingredientId: integer('ingredient_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    /** 1 = disabled (shown, not selectable; spec 000 §4). */
    properties: integer('properties').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    /** Sold out (esaurito): shown but not selectable, refused at order save. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** Optimistic version: bumped by every back-office edit. */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('ingredients_company_idx').on(t.companyId)],
);

export const ingredientAllergens = pgTable(
  'ingredient_allergens',
  {
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredientId, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.allergenId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ingredientId, t.allergenId] }),
    index('ingredient_allergens_allergen_idx').on(t.allergenId),
  ],
);

export const groupVariations = pgTable(
  'group_variations',
  {
    groupVariationId: integer('group_variation_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    groupVariationIdRemote: integer('group_variation_id_remote'),
    seatWebId: integer('seat_web_id').references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** Forced: radio set, first option preselected; otherwise a checkbox set (spec 000 §4). */
    forceSelection: boolean('force_selection').notNull().default(false),
    /** Optimistic version: bumped by every back-office edit. */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('group_variations_company_idx').on(t.companyId)],
);

export const groupVariationIngredients = pgTable(
  'group_variation_ingredients',
  {
    groupVariationId: integer('group_variation_id')
      .notNull()
      .references(() => groupVariations.groupVariationId, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredientId, { onDelete: 'cascade' }),
    /** Priority 0 means "none": choosing it clears the selection of a forced group. */
    priority: integer('priority').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupVariationId, t.ingredientId] })],
);

export const products = pgTable(
  'products',
  {
    productWebId: integer('product_web_id').primaryKey().generatedByDefaultAsIdentity(),
    menuClassifierId: integer('menu_classifier_id')
      .notNull()
      .references(() => menuClassifiers.menuClassifierId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    extendedDescription: text('extended_description'),
    unitPriceCents: cents('unit_price_cents'),
    imageWebUrl: text('image_web_url'),
    imageSmallWebUrl: text('image_small_web_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Offered by productWeb/getSuggestedProducts. */
    suggested: boolean('suggested').notNull().default(false),
    groupVariation1Id: integer('group_variation_1_id').references(() => groupVariations.groupVariationId, {
      onDelete: 'set null',
    }),
    groupVariation2Id: integer('group_variation_2_id').references(() => groupVariations.groupVariationId, {
      onDelete: 'set null',
    }),
    groupVariation3Id: integer('group_variation_3_id').references(() => groupVariations.groupVariationId, {
      onDelete: 'set null',
    }),
    groupVariation4Id: integer('group_variation_4_id').references(() => groupVariations.groupVariationId, {
      onDelete: 'set null',
    }),
    groupVariation5Id: integer('group_variation_5_id').references(() => groupVariations.groupVariationId, {
      onDelete: 'set null',
    }),
    /** Sold out (esaurito): diners see it but cannot order it. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** Set instead of deleting while an unfinished order names the product. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /** Optimistic version: bumped by every back-office edit. */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('products_classifier_idx').on(t.menuClassifierId, t.sortOrder)],
);

export const productIngredients = pgTable(
  'product_ingredients',
  {
    productWebId: integer('product_web_id')
      .notNull()
      .references(() => products.productWebId, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredientId, { onDelete: 'cascade' }),
    /** Removable ingredients are the subtractive variations, shown checked. */
    removable: boolean('removable').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productWebId, t.ingredientId] }),
    index('product_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);

export const productAllergens = pgTable(
  'product_allergens',
  {
    productWebId: integer('product_web_id')
      .notNull()
      .references(() => products.productWebId, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.allergenId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productWebId, t.allergenId] }),
    index('product_allergens_allergen_idx').on(t.allergenId),
  ],
);

export const productFeatures = pgTable(
  'product_features',
  {
    productWebId: integer('product_web_id')
      .notNull()
      .references(() => products.productWebId, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.featureId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productWebId, t.featureId] }),
    index('product_features_feature_idx').on(t.featureId),
  ],
);

export interface ExtraFieldValue {
  value: string;
  caption: string;
}

/** Extra questions of a menu; position 1..5 is the order column extraField1..5 it fills. */
export const menuExtraFields = pgTable(
  'menu_extra_fields',
  {
    menuExtraFieldId: integer('menu_extra_field_id').primaryKey().generatedByDefaultAsIdentity(),
    menuWebId: integer('menu_web_id')
      .notNull()
      .references(() => menuWebs.menuWebId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    required: boolean('required').notNull().default(false),
    caption: text('caption').notNull(),
    /** ExtraFieldType: 0 free text, 1 predefined, 2 options. */
    type: integer('type').notNull(),
    /** ExtraFieldSubtype: 0 generic, 1 integer, 2 money, 3 double, 4 email, 5 date, 6 id resource. */
    subtype: integer('subtype').notNull().default(0),
    maxLength: integer('max_length'),
    values: jsonb('values')
      .$type<ExtraFieldValue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rexValidate: text('rex_validate'),
  },
  (t) => [
    uniqueIndex('menu_extra_fields_menu_position_uq').on(t.menuWebId, t.position),
    check('menu_extra_fields_position_range', sql`${t.position} between 1 and 5`),
    check('menu_extra_fields_type_range', sql`${t.type} between 0 and 2`),
    check('menu_extra_fields_subtype_range', sql`${t.subtype} between 0 and 6`),
  ],
);

/** Ordering windows of a venue; slots of slotMinutes, each taking up to ordersPerSlot orders. */
export const timeFrames = pgTable(
  'time_frames',
  {
    timeFrameWebId: integer('time_frame_web_id').primaryKey().generatedByDefaultAsIdentity(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    beginTime: text('begin_time').notNull(),
    endTime: text('end_time').notNull(),
    daysOfWeek: integer('days_of_week').notNull().default(127),
    /** Mask of MenuPublicationStatus: the order types the frame serves. */
    menuPublicationStatus: integer('menu_publication_status').notNull(),
    /** Null: the menu is chosen by publication status among the company's menus. */
    menuWebId: integer('menu_web_id').references(() => menuWebs.menuWebId, { onDelete: 'set null' }),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    ordersPerSlot: integer('orders_per_slot').notNull().default(5),
    /** Special opening hours: the one venue-local date the frame runs on; null: weekly. */
    specialDate: date('special_date', { mode: 'string' }),
  },
  (t) => [
    index('time_frames_seat_web_idx').on(t.seatWebId),
    index('time_frames_seat_web_special_date_idx').on(t.seatWebId, t.specialDate),
    check('time_frames_days_of_week_mask', sql`${t.daysOfWeek} between 0 and 127`),
    check('time_frames_slot_minutes_positive', sql`${t.slotMinutes} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customers and orders

export const customers = pgTable(
  'customers',
  {
    customerId: integer('customer_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    /** Lower-cased before storing. */
    email: text('email'),
    /** Null for anonymous customers and social-only accounts. */
    passwordHash: text('password_hash'),
    confirmed: boolean('confirmed').notNull().default(false),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    hasAccount: boolean('has_account').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    language: text('language'),
    telephoneNumber1: text('telephone_number_1'),
    telephoneNumber2: text('telephone_number_2'),
    province: text('province'),
    /** Consent given at registration (spec 001 §3); kept as evidence. */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true, mode: 'date' }),
    serviceTermsAcceptedAt: timestamp('service_terms_accepted_at', { withTimezone: true, mode: 'date' }),
    adultDeclaredAt: timestamp('adult_declared_at', { withTimezone: true, mode: 'date' }),
    /** Bumped to revoke every older session token (docs/contract/README.md: revocable credential). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  // An account's e-mail is unique per company. An anonymous diner's e-mail is only a contact
  // address: several anonymous visits may give the same one, and none takes it from another
  // (a stranger could otherwise detach a diner's address from a pending order).
  (t) => [
    uniqueIndex('customers_company_account_email_uq')
      .on(t.companyId, t.email)
      .where(sql`${t.isAnonymous} = false`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    customerAddressId: integer('customer_address_id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    /** 'D' delivery, 'F' billing. */
    addressType: text('address_type').$type<'D' | 'F'>().notNull(),
    businessName: text('business_name'),
    vatNumber: text('vat_number'),
    fiscalCode: text('fiscal_code'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    province: text('province'),
    state: text('state'),
    country: text('country'),
    email: text('email'),
    pec: text('pec'),
    feCode: text('fe_code'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    check('customer_addresses_type', sql`${t.addressType} in ('D', 'F')`),
  ],
);

/** Snapshot of an added or removed ingredient on an order line. */
export interface OrderDetailVariation {
  ingredientId: number;
  description: string;
  unitPriceCents: number;
}

export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull(),
    /** OrderType: 0 AlTavolo, 1 Asporto, 2 Consegna, 4 DigitalMenu. */
    orderType: integer('order_type').notNull(),
    menuWebId: integer('menu_web_id').references(() => menuWebs.menuWebId, { onDelete: 'set null' }),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId),
    customerId: integer('customer_id').references(() => customers.customerId, { onDelete: 'set null' }),
    customerAddressIdInvoice: integer('customer_address_id_invoice').references(
      () => customerAddresses.customerAddressId,
      {
        onDelete: 'set null',
      },
    ),
    /** Copy of the delivery address as sent (addressType 'D'); kept even if the customer edits it later. */
    customerDeliveryAddress: jsonb('customer_delivery_address').$type<Partial<CustomerAddress>>(),
    /** Venue-local wall-clock time, 'YYYY-MM-DD HH:mm:ss' (see header). */
    requestedDateTime: timestamp('requested_date_time', { withTimezone: false, mode: 'string' }),
    productAmountCents: cents('product_amount_cents'),
    deliveryAmountCents: cents('delivery_amount_cents'),
    totalAmountCents: cents('total_amount_cents'),
    orderStatus: integer('order_status').notNull().default(0),
    paymentStatus: integer('payment_status').notNull().default(0),
    /** PaymentMethod (numeric); null until chosen. */
    paymentType: integer('payment_type'),
    paymentReference: text('payment_reference'),
    notes: text('notes'),
    extraField1: text('extra_field_1'),
    extraField2: text('extra_field_2'),
    extraField3: text('extra_field_3'),
    extraField4: text('extra_field_4'),
    extraField5: text('extra_field_5'),
    timeFrameWebId: integer('time_frame_web_id').references(() => timeFrames.timeFrameWebId, { onDelete: 'set null' }),
    seatAddress: text('seat_address'),
    userAddress: text('user_address'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    /** When the anonymous cash order's e-mail link was opened (status from verified facts). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** An online order left unpaid past PAYMENT_TIMEOUT_MINUTES is cancelled and frees its slot. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /**
     * The venue table a dine-in order is served at: a copy of venue_tables.number as it was when
     * ordered (the table may be renumbered or removed later). Null for other order types.
     */
    tableNumber: integer('table_number'),
    /** The name the counter calls out (takeaway, delivery); bounded by the domain's schema. */
    customerName: text('customer_name'),
    /**
     * Saved under the venue's "table orders are confirmed by the staff": the open cash order
     * waits for the staff at the table, not for the e-mail link (no link is mailed). Kept on the
     * order so a later change of the setting does not change what this order waits for.
     */
    confirmationByStaff: boolean('confirmation_by_staff').notNull().default(false),
    /** A round of a table's shared tab (schema-table-tab.ts; the foreign keys are in migration 0034). */
    tableTabId: integer('table_tab_id'),
    /** The tab participant who sent the round. */
    tableTabParticipantId: integer('table_tab_participant_id'),
  },
  (t) => [
    uniqueIndex('orders_company_order_number_uq').on(t.companyId, t.orderNumber),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // Slot capacity counts orders per venue and requested time.
    index('orders_seat_web_requested_idx').on(t.seatWebId, t.requestedDateTime),
    // A provider payment may settle one order only (docs/contract/README.md: "not used before").
    uniqueIndex('orders_payment_reference_uq')
      .on(t.paymentType, t.paymentReference)
      .where(sql`${t.paymentReference} is not null`),
    check('orders_table_number_range', sql`${t.tableNumber} between 1 and 9999`),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    orderDetailId: integer('order_detail_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productWebId: integer('product_web_id').references(() => products.productWebId, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** Line total in cents: (product price + added ingredients) × quantity, computed by the server. */
    amountCents: cents('amount_cents'),
    description: text('description').notNull(),
    extendedDescription: text('extended_description'),
    additiveVariations: jsonb('additive_variations')
      .$type<OrderDetailVariation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subtractiveVariations: jsonb('subtractive_variations')
      .$type<OrderDetailVariation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('order_details_order_idx').on(t.orderId),
    check('order_details_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * Server-side secrets sent only by e-mail (reset password, confirm order, confirm registration):
 * stored hashed, single-use, expiring (docs/contract/README.md, "check codes handed to the browser").
 */
export const checkCodes = pgTable(
  'check_codes',
  {
    checkCodeId: integer('check_code_id').primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose').notNull(),
    customerId: integer('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    /** Staff invitations; the FK is in migration 0006 (staff_members is in schema-staff.ts). */
    staffMemberId: integer('staff_member_id'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('check_codes_customer_idx').on(t.purpose, t.customerId),
    index('check_codes_order_idx').on(t.purpose, t.orderId),
  ],
);

/** Every e-mail the app sends; with no SMTP configured this table is the offline mailbox. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentVia: text('sent_via').$type<'outbox' | 'smtp'>().notNull().default('outbox'),
    /** Delivery failure, if any. */
    error: text('error'),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    check('outbox_emails_sent_via', sql`${t.sentVia} in ('outbox', 'smtp')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Relations, for db.query.<table>.findMany({ with: ... })

export const companiesRelations = relations(companies, ({ many }) => ({
  seatWebs: many(seatWebs),
  companyLanguages: many(companyLanguages),
  menuWebs: many(menuWebs),
  allergens: many(allergens),
  features: many(features),
  ingredients: many(ingredients),
  groupVariations: many(groupVariations),
  customers: many(customers),
}));

export const seatWebsRelations = relations(seatWebs, ({ one, many }) => ({
  company: one(companies, { fields: [seatWebs.companyId], references: [companies.companyId] }),
  timeFrames: many(timeFrames),
}));

export const companyLanguagesRelations = relations(companyLanguages, ({ one }) => ({
  company: one(companies, { fields: [companyLanguages.companyId], references: [companies.companyId] }),
  language: one(languages, { fields: [companyLanguages.languageId], references: [languages.languageId] }),
}));

export const menuWebsRelations = relations(menuWebs, ({ one, many }) => ({
  company: one(companies, { fields: [menuWebs.companyId], references: [companies.companyId] }),
  seatWeb: one(seatWebs, { fields: [menuWebs.seatWebId], references: [seatWebs.seatWebId] }),
  classifiers: many(menuClassifiers),
  extraFields: many(menuExtraFields),
}));

export const menuClassifiersRelations = relations(menuClassifiers, ({ one, many }) => ({
  menuWeb: one(menuWebs, { fields: [menuClassifiers.menuWebId], references: [menuWebs.menuWebId] }),
  products: many(products),
}));

export const menuExtraFieldsRelations = relations(menuExtraFields, ({ one }) => ({
  menuWeb: one(menuWebs, { fields: [menuExtraFields.menuWebId], references: [menuWebs.menuWebId] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  classifier: one(menuClassifiers, {
    fields: [products.menuClassifierId],
    references: [menuClassifiers.menuClassifierId],
  }),
  ingredients: many(productIngredients),
  allergens: many(productAllergens),
  features: many(productFeatures),
  groupVariation1: one(groupVariations, {
    fields: [products.groupVariation1Id],
    references: [groupVariations.groupVariationId],
    relationName: 'gv1',
  }),
  groupVariation2: one(groupVariations, {
    fields: [products.groupVariation2Id],
    references: [groupVariations.groupVariationId],
    relationName: 'gv2',
  }),
  groupVariation3: one(groupVariations, {
    fields: [products.groupVariation3Id],
    references: [groupVariations.groupVariationId],
    relationName: 'gv3',
  }),
  groupVariation4: one(groupVariations, {
    fields: [products.groupVariation4Id],
    references: [groupVariations.groupVariationId],
    relationName: 'gv4',
  }),
  groupVariation5: one(groupVariations, {
    fields: [products.groupVariation5Id],
    references: [groupVariations.groupVariationId],
    relationName: 'gv5',
  }),
}));

export const ingredientsRelations = relations(ingredients, ({ one, many }) => ({
  company: one(companies, { fields: [ingredients.companyId], references: [companies.companyId] }),
  allergens: many(ingredientAllergens),
}));

export const ingredientAllergensRelations = relations(ingredientAllergens, ({ one }) => ({
  ingredient: one(ingredients, { fields: [ingredientAllergens.ingredientId], references: [ingredients.ingredientId] }),
  allergen: one(allergens, { fields: [ingredientAllergens.allergenId], references: [allergens.allergenId] }),
}));

export const productIngredientsRelations = relations(productIngredients, ({ one }) => ({
  product: one(products, { fields: [productIngredients.productWebId], references: [products.productWebId] }),
  ingredient: one(ingredients, { fields: [productIngredients.ingredientId], references: [ingredients.ingredientId] }),
}));

export const productAllergensRelations = relations(productAllergens, ({ one }) => ({
  product: one(products, { fields: [productAllergens.productWebId], references: [products.productWebId] }),
  allergen: one(allergens, { fields: [productAllergens.allergenId], references: [allergens.allergenId] }),
}));

export const productFeaturesRelations = relations(productFeatures, ({ one }) => ({
  product: one(products, { fields: [productFeatures.productWebId], references: [products.productWebId] }),
  feature: one(features, { fields: [productFeatures.featureId], references: [features.featureId] }),
}));

export const groupVariationsRelations = relations(groupVariations, ({ one, many }) => ({
  company: one(companies, { fields: [groupVariations.companyId], references: [companies.companyId] }),
  ingredients: many(groupVariationIngredients),
  productsAs1: many(products, { relationName: 'gv1' }),
  productsAs2: many(products, { relationName: 'gv2' }),
  productsAs3: many(products, { relationName: 'gv3' }),
  productsAs4: many(products, { relationName: 'gv4' }),
  productsAs5: many(products, { relationName: 'gv5' }),
}));

export const groupVariationIngredientsRelations = relations(groupVariationIngredients, ({ one }) => ({
  groupVariation: one(groupVariations, {
    fields: [groupVariationIngredients.groupVariationId],
    references: [groupVariations.groupVariationId],
  }),
  ingredient: one(ingredients, {
    fields: [groupVariationIngredients.ingredientId],
    references: [ingredients.ingredientId],
  }),
}));

export const timeFramesRelations = relations(timeFrames, ({ one }) => ({
  seatWeb: one(seatWebs, { fields: [timeFrames.seatWebId], references: [seatWebs.seatWebId] }),
  menuWeb: one(menuWebs, { fields: [timeFrames.menuWebId], references: [menuWebs.menuWebId] }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  company: one(companies, { fields: [customers.companyId], references: [companies.companyId] }),
  addresses: many(customerAddresses),
  orders: many(orders),
}));

export const customerAddressesRelations = relations(customerAddresses, ({ one }) => ({
  customer: one(customers, { fields: [customerAddresses.customerId], references: [customers.customerId] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  company: one(companies, { fields: [orders.companyId], references: [companies.companyId] }),
  seatWeb: one(seatWebs, { fields: [orders.seatWebId], references: [seatWebs.seatWebId] }),
  menuWeb: one(menuWebs, { fields: [orders.menuWebId], references: [menuWebs.menuWebId] }),
  customer: one(customers, { fields: [orders.customerId], references: [customers.customerId] }),
  invoiceAddress: one(customerAddresses, {
    fields: [orders.customerAddressIdInvoice],
    references: [customerAddresses.customerAddressId],
  }),
  timeFrame: one(timeFrames, { fields: [orders.timeFrameWebId], references: [timeFrames.timeFrameWebId] }),
  details: many(orderDetails),
}));

export const orderDetailsRelations = relations(orderDetails, ({ one }) => ({
  order: one(orders, { fields: [orderDetails.orderId], references: [orders.orderId] }),
  product: one(products, { fields: [orderDetails.productWebId], references: [products.productWebId] }),
}));
