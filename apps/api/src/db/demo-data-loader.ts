// Reads the demo data files (db/demo-data/*.json) and checks them with zod, so a typo in the
// data stops the seed with the file and the path of the bad value instead of writing a
// half-right demo. The shapes reuse the domain's back-office schemas (the same limits an owner
// meets in the forms); enumerations are written by name. One file holds the catalogues every
// company shares (languages, features), and one file per company ('company-<id>-<urlName>.json')
// holds the company, its venues with their tables and closures, ingredients, option groups,
// products, menus and service hours. Products, ingredients and groups are named by a key of
// the same file; the seed turns the keys into ids. docs/demo-data.md describes the format.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ExtraFieldSubtype, ExtraFieldType, MenuPublicationStatus, PaymentCode } from '@tavola/domain/enums';
import {
  PRODUCT_GROUP_VARIATIONS_MAX,
  entityId,
  groupVariationInputSchema,
  groupVariationOptionInputSchema,
  ingredientInputSchema,
  menuClassifierInputSchema,
  menuPrice,
  menuWebInputSchema,
  productInputSchema,
  publicationStatusMask,
  venueTableInputSchema,
} from '@tavola/domain/menu-admin';
import { companySettingsInputSchema } from '@tavola/domain/company-settings';
import { optionalText } from '@tavola/domain/form-fields';
import { englishMessages, formatValidationMessage } from '@tavola/domain/validation-messages';
import { urlNameSchema, venueInputSchema } from '@tavola/domain/venue-admin';
import { timeToMinutes } from '@tavola/domain/slot-rules';
import { isoDate, serviceWindowInputSchema } from '@tavola/domain/venue-hours';
import { EU_ALLERGENS } from '../modules/company-setup/eu-allergens';

/** Beside this module in the sources (src/db/demo-data) and in the bundle (dist/demo-data). */
export const DEMO_DATA_DIR = fileURLToPath(new URL('./demo-data', import.meta.url));

const CATALOGUES_FILE = 'catalogues.json';
const COMPANY_FILE = /^company-.+\.json$/;

/** A picture the app serves itself (apps/web/public/images). */
const imagePath = z.string().regex(/^\/images\/[A-Za-z0-9._-]+$/, 'an /images/<file> path');
const key = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'a key of letters and digits');
const allergenName = z.enum(EU_ALLERGENS.map((a) => a.it));
const cents = z.number().int().min(0);

/** ['DigitalMenu', 'LocalOrder'] → the MenuPublicationStatus mask. */
const publicationStatus = z
  .array(z.enum(Object.keys(MenuPublicationStatus) as Array<keyof typeof MenuPublicationStatus>))
  .transform((names) => names.reduce((mask, name) => mask | MenuPublicationStatus[name], 0))
  .pipe(publicationStatusMask);

/** A venue's accepted payments as the row keeps them: 'All' or spec codes joined by commas. */
const acceptedPayments = z
  .string()
  .refine(
    (text) =>
      text === 'All' || text.split(',').every((code) => (Object.values(PaymentCode) as string[]).includes(code)),
    `'All' or payment codes (${Object.values(PaymentCode).join(', ')}) joined by commas`,
  );

const catalogueSchema = z.strictObject({
  languages: z
    .array(
      z.strictObject({
        languageId: entityId,
        languageCode: z.string().regex(/^[a-z]{2}$/, 'a two-letter language code'),
        descriptionInLanguage: z.string().min(1),
      }),
    )
    .min(1),
  features: z.array(z.strictObject({ name: z.string().min(1), imageWebUrl: imagePath })).min(1),
});

const company = companySettingsInputSchema.shape;
const companySchema = z.strictObject({
  companyId: entityId,
  urlName: urlNameSchema,
  tradeName: company.tradeName,
  businessName: company.businessName,
  description: company.description,
  information: company.information,
  vatNumber: company.vatNumber,
  registeredOffice: company.registeredOffice,
  logo: imagePath.optional(),
  homePageImage: imagePath.optional(),
  homePageBanner: imagePath.optional(),
  slogan: company.slogan,
  introduction: company.introduction,
  privacyPolicy: company.privacyPolicy,
  serviceTerms: company.serviceTerms,
  /** The last day of service (ISO date), null while the company is served. */
  endOfService: isoDate.nullable(),
  allowedOrigins: company.allowedOrigins,
});

const venue = venueInputSchema.shape;
const seatWebSchema = z.strictObject({
  seatWebId: entityId,
  name: venue.name,
  address: venue.address,
  zipCode: venue.zipCode,
  city: venue.city,
  province: venue.province,
  // As written ('+39 02 1234 5678'): the form's phone field would store it normalised.
  phone: optionalText(20),
  logo: venue.logo,
  /** The map markup the info modal shows as given. */
  googleMaps: z.string().startsWith('<iframe ').optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  enabled: z.boolean().optional(),
  tableReservationEnabled: z.boolean().optional(),
  digitalMenuEnabled: z.boolean().optional(),
  localOrderEnabled: z.boolean().optional(),
  takeawayEnabled: z.boolean().optional(),
  deliveryEnabled: z.boolean().optional(),
  takeawayMinimumOrderCents: cents.optional(),
  deliveryMinimumOrderCents: cents.optional(),
  deliveryCostCents: cents.optional(),
  freeDeliveryThresholdCents: cents.optional(),
  deliveryRadius: venue.deliveryRadius.optional(),
  digitalMenuTitle: venue.digitalMenuTitle,
  digitalMenuSubtitle: venue.digitalMenuSubtitle,
  takeawayTitle: venue.takeawayTitle,
  takeawaySubtitle: venue.takeawaySubtitle,
  deliveryTitle: venue.deliveryTitle,
  deliverySubtitle: venue.deliverySubtitle,
  localOrderAcceptedPayments: acceptedPayments.optional(),
  takeawayAcceptedPayments: acceptedPayments.optional(),
  deliveryAcceptedPayments: acceptedPayments.optional(),
  /** Booking service credentials (GetInfo?p=<id>_<password>): public demo values. */
  tableReservationId: z.string().min(1).optional(),
  tableReservationPassword: z.string().min(1).optional(),
  sortOrder: z.number().int().min(0).optional(),
  tableTabEnabled: z.boolean().optional(),
  /** Dates without orders, the same month and day of the year the seed runs ('12-25'). */
  closures: z
    .array(
      z.strictObject({
        everyYear: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a month and day, 'MM-DD'"),
        note: z.string().optional(),
      }),
    )
    .optional(),
  /** The venue's tables (their QR codes open the venue's menu with the number set). */
  tables: z
    .array(z.strictObject({ number: venueTableInputSchema.shape.number, name: venueTableInputSchema.shape.name }))
    .optional(),
});

const ingredientSchema = z.strictObject({
  description: ingredientInputSchema.shape.description,
  /** Euros. */
  price: menuPrice.optional(),
  allergens: z.array(allergenName).optional(),
  /** 1: shown but not selectable. */
  properties: ingredientInputSchema.shape.properties.optional(),
});

const groupSchema = z.strictObject({
  description: groupVariationInputSchema.shape.description,
  forceSelection: z.boolean(),
  /** Priority 0 is the "none" option of a forced group. */
  options: z
    .array(z.strictObject({ ingredient: key, priority: groupVariationOptionInputSchema.shape.priority }))
    .min(1),
});

const productSchema = z.strictObject({
  description: productInputSchema.shape.description,
  /** Euros. */
  price: menuPrice,
  extendedDescription: productInputSchema.shape.extendedDescription,
  image: imagePath.optional(),
  /** Ingredient keys in display order; a leading '-' marks one the diner may remove. */
  ingredients: z
    .array(z.string().regex(/^-?[A-Za-z][A-Za-z0-9]*$/, "an ingredient key, '-' first if removable"))
    .optional(),
  /** Allergens beyond those of the ingredients (the gluten of pasta and pizza dough). */
  allergens: z.array(allergenName).optional(),
  /** Names of catalogues.json's features. */
  features: z.array(z.string()).optional(),
  /** Up to five option groups (groupVariation1..5). */
  groups: z.array(key).max(PRODUCT_GROUP_VARIATIONS_MAX).optional(),
  suggested: z.boolean().optional(),
});

const extraFieldSchema = z.strictObject({
  caption: z.string(),
  type: z
    .enum(Object.keys(ExtraFieldType) as Array<keyof typeof ExtraFieldType>)
    .transform((name) => ExtraFieldType[name]),
  subtype: z
    .enum(Object.keys(ExtraFieldSubtype) as Array<keyof typeof ExtraFieldSubtype>)
    .transform((name) => ExtraFieldSubtype[name]),
  required: z.boolean().default(false),
  maxLength: z.number().nullable().default(null),
  values: z.array(z.strictObject({ value: z.string(), caption: z.string() })).default([]),
  rexValidate: z.string().nullish(),
});

const menuSchema = z.strictObject({
  menuWebId: entityId,
  displayDescription: menuWebInputSchema.shape.displayDescription,
  description: menuWebInputSchema.shape.description,
  extendedDescription: menuWebInputSchema.shape.extendedDescription,
  publicationStatus,
  classifiers: z
    .array(
      z.strictObject({
        name: menuClassifierInputSchema.shape.name,
        description: menuClassifierInputSchema.shape.description,
        image: imagePath,
        useClassifierImage: z.boolean().optional(),
        /** Product keys, or { product, price } to price the same dish differently in this menu. */
        products: z.array(z.union([key, z.strictObject({ product: key, price: menuPrice })])).min(1),
      }),
    )
    .min(1),
  /** Extra questions; the n-th fills the order's extraField<n>. */
  extraFields: z
    .array(extraFieldSchema)
    .transform((fields) => fields.map((field, index) => ({ position: index + 1, ...field })))
    .pipe(menuWebInputSchema.shape.extraFields)
    .optional(),
});

const serviceWindow = serviceWindowInputSchema.shape;
const timeFrameSchema = z
  .strictObject({
    timeFrameWebId: entityId,
    seatWebId: entityId,
    description: serviceWindow.description,
    beginTime: serviceWindow.beginTime,
    endTime: serviceWindow.endTime,
    /** Weekday bits, Monday 1 to Sunday 64: 127 every day, 126 Tuesday to Sunday. */
    daysOfWeek: serviceWindow.daysOfWeek,
    menuPublicationStatus: publicationStatus,
    /** The menu this window serves; absent: every menu of its publication statuses. */
    menuWebId: entityId.optional(),
    slotMinutes: serviceWindow.slotMinutes.optional(),
    ordersPerSlot: serviceWindow.ordersPerSlot.optional(),
  })
  .refine((frame) => (timeToMinutes(frame.beginTime) ?? 0) < (timeToMinutes(frame.endTime) ?? 0), {
    path: ['endTime'],
    message: 'endBeforeBegin',
  });

const companyFileSchema = z
  .strictObject({
    company: companySchema,
    seatWebs: z.array(seatWebSchema).min(1),
    ingredients: z.record(key, ingredientSchema),
    groups: z.record(key, groupSchema),
    products: z.record(key, productSchema),
    menus: z.array(menuSchema),
    timeFrames: z.array(timeFrameSchema),
  })
  .superRefine((file, ctx) => {
    // Every key names something of the same file.
    const missing = (what: string, name: string, path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', path, message: `unknown ${what} '${name}'` });
    for (const [groupKey, group] of Object.entries(file.groups)) {
      group.options.forEach((option, index) => {
        if (!(option.ingredient in file.ingredients))
          missing('ingredient', option.ingredient, ['groups', groupKey, 'options', index, 'ingredient']);
      });
    }
    for (const [productKey, product] of Object.entries(file.products)) {
      product.ingredients?.forEach((entry, index) => {
        const name = entry.replace(/^-/, '');
        if (!(name in file.ingredients)) missing('ingredient', name, ['products', productKey, 'ingredients', index]);
      });
      product.groups?.forEach((name, index) => {
        if (!(name in file.groups)) missing('group', name, ['products', productKey, 'groups', index]);
      });
    }
    file.menus.forEach((menu, menuIndex) =>
      menu.classifiers.forEach((classifier, classifierIndex) =>
        classifier.products.forEach((entry, index) => {
          const name = typeof entry === 'string' ? entry : entry.product;
          if (!(name in file.products))
            missing('product', name, ['menus', menuIndex, 'classifiers', classifierIndex, 'products', index]);
        }),
      ),
    );
    const seatWebIds = new Set(file.seatWebs.map((s) => s.seatWebId));
    const menuWebIds = new Set(file.menus.map((m) => m.menuWebId));
    file.timeFrames.forEach((frame, index) => {
      if (!seatWebIds.has(frame.seatWebId))
        missing('seatWebId', String(frame.seatWebId), ['timeFrames', index, 'seatWebId']);
      if (frame.menuWebId !== undefined && !menuWebIds.has(frame.menuWebId))
        missing('menuWebId', String(frame.menuWebId), ['timeFrames', index, 'menuWebId']);
    });
  });

type DemoCatalogues = z.output<typeof catalogueSchema>;
export type DemoCompany = z.output<typeof companyFileSchema>;

interface DemoData extends DemoCatalogues {
  /** In companyId order. */
  companies: DemoCompany[];
}

/** A data file that cannot be read or breaks a rule; the message names the file and each bad path. */
export class DemoDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoDataError';
  }
}

/** Reads and checks every file of the folder; throws DemoDataError naming the file and path of each problem. */
export async function loadDemoData(dir: string = DEMO_DATA_DIR): Promise<DemoData> {
  const names = await readdir(dir).catch((error: unknown) => {
    throw new DemoDataError(`Demo data: cannot read the folder ${dir}: ${(error as Error).message}`);
  });
  if (!names.includes(CATALOGUES_FILE)) throw new DemoDataError(`Demo data: ${dir} has no ${CATALOGUES_FILE}`);
  const catalogues = parseFile(CATALOGUES_FILE, catalogueSchema, await readJson(dir, CATALOGUES_FILE));
  const files = names.filter((name) => COMPANY_FILE.test(name)).sort();
  if (files.length === 0) throw new DemoDataError(`Demo data: ${dir} has no company-<id>-<urlName>.json file`);

  const companies: Array<DemoCompany & { file: string }> = [];
  for (const file of files) {
    const parsed = parseFile(file, companyFileSchema, await readJson(dir, file));
    const featureNames = new Set(catalogues.features.map((f) => f.name));
    const unknownFeatures = Object.entries(parsed.products).flatMap(([productKey, product]) =>
      (product.features ?? []).flatMap((name, index) =>
        featureNames.has(name)
          ? []
          : [`products.${productKey}.features.${index}: unknown feature '${name}' (not in ${CATALOGUES_FILE})`],
      ),
    );
    if (unknownFeatures.length > 0) throw problems(file, unknownFeatures);
    companies.push({ ...parsed, file });
  }
  companies.sort((a, b) => a.company.companyId - b.company.companyId);

  // Fixed ids are the names tests and journeys use: each one once across the files.
  const seen = new Map<string, string>();
  for (const { file, ...parsed } of companies) {
    const ids = [
      `companyId ${parsed.company.companyId}`,
      `urlName '${parsed.company.urlName}'`,
      ...parsed.seatWebs.map((s) => `seatWebId ${s.seatWebId}`),
      ...parsed.menus.map((m) => `menuWebId ${m.menuWebId}`),
      ...parsed.timeFrames.map((t) => `timeFrameWebId ${t.timeFrameWebId}`),
    ];
    for (const id of ids) {
      const other = seen.get(id);
      if (other) throw new DemoDataError(`Demo data ${file}: ${id} is also used in ${other}`);
      seen.set(id, file);
    }
  }
  return { ...catalogues, companies: companies.map(({ file: _file, ...parsed }) => parsed) };
}

async function readJson(dir: string, file: string): Promise<unknown> {
  const text = await readFile(path.join(dir, file), 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DemoDataError(`Demo data ${file}: not valid JSON: ${(error as Error).message}`);
  }
}

function parseFile<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw problems(
    file,
    result.error.issues.map(
      (issue) =>
        `${issue.path.map(String).join('.') || '(file)'}: ${formatValidationMessage(issue.message, englishMessages)}`,
    ),
  );
}

function problems(file: string, lines: string[]): DemoDataError {
  const shown = lines.slice(0, 20);
  const more = lines.length > shown.length ? `\n  ... and ${lines.length - shown.length} more` : '';
  return new DemoDataError(`Demo data ${file} is not valid:\n  ${shown.join('\n  ')}${more}`);
}
