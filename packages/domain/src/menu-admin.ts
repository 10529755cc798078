// Back office, menus: the shapes a restaurant's owner or manager edits, shared by
// the API (route validation) and the web forms (react-hook-form resolvers). Field names are
// spec 000 §3's (menuWeb, classifier, product, group variation, ingredient, allergen, feature,
// extra field). The spec gives names, not limits: the limits here are ours, chosen to fit the
// diners' screens, and every message is a validation-message code.
//
// Every entity an editor changes carries `version`: an update names the version it was read
// at, and a stale one is refused (409) instead of silently overwriting a colleague's change.
import { boundedText, int4, plainText } from './primitives';
import { z } from 'zod';
import { ExtraFieldSubtype, ExtraFieldType, MenuPublicationStatus } from './enums';
import { optionalText, requiredText } from './form-fields';
import { message } from './validation-messages';
import { TABLE_NUMBER_MAX } from './table-order-rules';

export { TABLE_NUMBER_MAX };

export const MENU_NAME_MAX_LENGTH = 100;
export const MENU_DESCRIPTION_MAX_LENGTH = 500;
export const MENU_EXTENDED_DESCRIPTION_MAX_LENGTH = 2000;
/** Largest unit price of a product or option, euros. */
export const MENU_PRICE_MAX = 9999.99;
/** Spec 000 §3: groupVariation1 to 5. */
export const PRODUCT_GROUP_VARIATIONS_MAX = 5;
/** Spec 000 §3: extraField1 to extraField5. */
export const MENU_EXTRA_FIELDS_MAX = 5;
export const LIST_ITEMS_MAX = 100;
export const EXTRA_FIELD_VALUES_MAX = 50;
export const EXTRA_FIELD_MAX_LENGTH_LIMIT = 2000;
export const REX_VALIDATE_MAX_LENGTH = 200;
export const TABLE_NAME_MAX_LENGTH = 50;
/** Option priority: 0 is "none" in a forced group (spec 000 §4). */
export const PRIORITY_MAX = 999;

/** A database id: positive and within PostgreSQL's integer. */
export const entityId = z
  .number({ error: message('required') })
  .int()
  .positive()
  .max(2_147_483_647);
export const version = z
  .number({ error: message('required') })
  .int()
  .min(0)
  .max(2_147_483_647);

/** Euros with at most two decimals, 0 to MENU_PRICE_MAX. */
export const menuPrice = z
  .number({ error: message('numberOnly') })
  .finite()
  .min(0, message('priceRange'))
  .max(MENU_PRICE_MAX, message('priceRange'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message('numberOnly'));

const uniqueIds = (max: number) =>
  z
    .array(entityId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, message('duplicate'));

/** Mask of MenuPublicationStatus with at least one order type. */
export const publicationStatusMask = z
  .number()
  .int()
  .min(1, message('publicationRequired'))
  .max(
    MenuPublicationStatus.DigitalMenu |
      MenuPublicationStatus.DeliveryMenu |
      MenuPublicationStatus.TakeAwayMenu |
      MenuPublicationStatus.LocalOrder,
    message('publicationRequired'),
  );

/** A pattern the server can compile (extra field rexValidate). */
const regexSource = plainText()
  .trim()
  .max(REX_VALIDATE_MAX_LENGTH, message('maxLength', REX_VALIDATE_MAX_LENGTH))
  .refine((s) => {
    try {
      new RegExp(s);
      return true;
    } catch {
      return false;
    }
  }, message('invalidRegex'))
  .nullish();

export const extraFieldValueInputSchema = z.object({
  value: requiredText(MENU_NAME_MAX_LENGTH),
  caption: requiredText(MENU_NAME_MAX_LENGTH),
});

/** An extra question of a menu; position n fills the order's extraField{n}. */
export const extraFieldInputSchema = z
  .object({
    position: int4().min(1).max(MENU_EXTRA_FIELDS_MAX),
    required: z.boolean(),
    caption: requiredText(MENU_NAME_MAX_LENGTH),
    type: z.enum(ExtraFieldType),
    subtype: z.enum(ExtraFieldSubtype),
    /** Null: no limit. */
    maxLength: int4().min(1).max(EXTRA_FIELD_MAX_LENGTH_LIMIT).nullable(),
    values: z.array(extraFieldValueInputSchema).max(EXTRA_FIELD_VALUES_MAX),
    rexValidate: regexSource,
  })
  .superRefine((field, ctx) => {
    // An options question with nothing to choose could never be answered.
    if (field.type === ExtraFieldType.Options && field.values.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: message('optionsRequired') });
    }
  });
export type ExtraFieldInput = z.infer<typeof extraFieldInputSchema>;

/** A menu and its publication (spec 000 §3 flags; per venue or company-wide; per time frame). */
export const menuWebInputSchema = z.object({
  displayDescription: requiredText(MENU_NAME_MAX_LENGTH),
  description: optionalText(MENU_NAME_MAX_LENGTH),
  extendedDescription: optionalText(MENU_EXTENDED_DESCRIPTION_MAX_LENGTH),
  /** Null: every venue of the company. */
  seatWebId: entityId.nullable(),
  publicationStatus: publicationStatusMask,
  enabled: z.boolean(),
  /** Time frames that serve this menu (timeFrames.menuWebId); frames of the menu's venues only. */
  timeFrameWebIds: uniqueIds(LIST_ITEMS_MAX),
  extraFields: z
    .array(extraFieldInputSchema)
    .max(MENU_EXTRA_FIELDS_MAX)
    .refine((fields) => new Set(fields.map((f) => f.position)).size === fields.length, message('duplicate')),
});
export type MenuWebInput = z.infer<typeof menuWebInputSchema>;

/**
 * The name in the company's other languages, saved in the same transaction as the Italian one
 * (both or neither). A blank name removes that translation: diners read the Italian. Omitted,
 * the translations stay as they are.
 */
export const nameTranslationsSchema = z
  .array(z.object({ languageId: entityId, name: boundedText(MENU_NAME_MAX_LENGTH) }))
  .max(LIST_ITEMS_MAX)
  .refine((list) => new Set(list.map((t) => t.languageId)).size === list.length, message('duplicate'));
export type NameTranslations = z.infer<typeof nameTranslationsSchema>;

export const menuClassifierInputSchema = z.object({
  menuWebId: entityId,
  name: requiredText(MENU_NAME_MAX_LENGTH),
  description: optionalText(MENU_DESCRIPTION_MAX_LENGTH),
  useClassifierImage: z.boolean(),
  nameTranslations: nameTranslationsSchema.optional(),
});
export type MenuClassifierInput = z.infer<typeof menuClassifierInputSchema>;

export const productIngredientInputSchema = z.object({
  ingredientId: entityId,
  /** The diner may remove it (a subtractive variation, spec 000 §4). */
  removable: z.boolean(),
});

export const productInputSchema = z.object({
  menuClassifierId: entityId,
  description: requiredText(MENU_NAME_MAX_LENGTH),
  extendedDescription: optionalText(MENU_EXTENDED_DESCRIPTION_MAX_LENGTH),
  unitPrice: menuPrice,
  enabled: z.boolean(),
  suggested: z.boolean(),
  allergenIds: uniqueIds(LIST_ITEMS_MAX),
  featureIds: uniqueIds(LIST_ITEMS_MAX),
  ingredients: z
    .array(productIngredientInputSchema)
    .max(LIST_ITEMS_MAX)
    .refine((list) => new Set(list.map((i) => i.ingredientId)).size === list.length, message('duplicate')),
  /** groupVariation1..5 in this order. */
  groupVariationIds: uniqueIds(PRODUCT_GROUP_VARIATIONS_MAX),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const groupVariationOptionInputSchema = z.object({
  ingredientId: entityId,
  /** 0 means "none": choosing it clears a forced group's selection (spec 000 §4). */
  priority: int4().min(0).max(PRIORITY_MAX),
});

export const groupVariationInputSchema = z.object({
  description: requiredText(MENU_NAME_MAX_LENGTH),
  /** Forced: a radio set with the first option preselected; otherwise checkboxes. */
  forceSelection: z.boolean(),
  /** Null: a group every venue's menus may use. */
  seatWebId: entityId.nullable(),
  options: z
    .array(groupVariationOptionInputSchema)
    .min(1, message('optionsRequired'))
    .max(LIST_ITEMS_MAX)
    .refine((list) => new Set(list.map((o) => o.ingredientId)).size === list.length, message('duplicate')),
});
export type GroupVariationInput = z.infer<typeof groupVariationInputSchema>;

/** Ingredient or variation option (spec 000 §3). properties 1 = shown but not selectable. */
export const ingredientInputSchema = z.object({
  description: requiredText(MENU_NAME_MAX_LENGTH),
  unitPrice: menuPrice,
  properties: z.union([z.literal(0), z.literal(1)]),
  priority: int4().min(0).max(PRIORITY_MAX),
  allergenIds: uniqueIds(LIST_ITEMS_MAX),
});
export type IngredientInput = z.infer<typeof ingredientInputSchema>;

export const allergenInputSchema = z.object({ description: requiredText(MENU_NAME_MAX_LENGTH) });
export type AllergenInput = z.infer<typeof allergenInputSchema>;

export const featureInputSchema = z.object({
  name: requiredText(MENU_NAME_MAX_LENGTH),
  nameTranslations: nameTranslationsSchema.optional(),
});
export type FeatureInput = z.infer<typeof featureInputSchema>;

/** A table of a venue; its QR code opens the venue's menu with this number set. */
export const venueTableInputSchema = z.object({
  seatWebId: entityId,
  number: z
    .number({ error: message('integerOnly') })
    .int(message('integerOnly'))
    .min(1, message('tableNumberRange'))
    .max(TABLE_NUMBER_MAX, message('tableNumberRange')),
  name: optionalText(TABLE_NAME_MAX_LENGTH),
  enabled: z.boolean(),
});
export type VenueTableInput = z.infer<typeof venueTableInputSchema>;

/** An update names the version it was read at. */
export const menuWebUpdateSchema = menuWebInputSchema.extend({ version });
export const menuClassifierUpdateSchema = menuClassifierInputSchema.extend({ version });
export const productUpdateSchema = productInputSchema.extend({ version });
export const groupVariationUpdateSchema = groupVariationInputSchema.extend({ version });
export const ingredientUpdateSchema = ingredientInputSchema.extend({ version });
export const venueTableUpdateSchema = venueTableInputSchema.extend({ version });

export const soldOutInputSchema = z.object({ soldOut: z.boolean() });
export type SoldOutInput = z.infer<typeof soldOutInputSchema>;

/**
 * A new display order: every id of the list, in the wanted order. `previousIds`, the order the
 * editor saw, makes it a version check: the server answers 409 when the stored order differs.
 */
export const reorderInputSchema = z.object({ ids: uniqueIds(1000).min(1), previousIds: uniqueIds(1000).optional() });
export type ReorderInput = z.infer<typeof reorderInputSchema>;

// ---------------------------------------------------------------------------------------------
// Translations: every diner-facing menu text may carry one per company language; the diners'
// app and the API answer in the session's language and fall back to the Italian (stored) text.

export const translatableFields = {
  menuWeb: ['displayDescription', 'description', 'extendedDescription'],
  menuClassifier: ['name', 'description'],
  product: ['description', 'extendedDescription'],
  ingredient: ['description'],
  groupVariation: ['description'],
  menuExtraField: ['caption'],
  allergen: ['description'],
  feature: ['name'],
} as const;
export type TranslatableEntity = keyof typeof translatableFields;
export const translatableEntities = Object.keys(translatableFields) as TranslatableEntity[];

const TRANSLATION_MAX_LENGTH = MENU_EXTENDED_DESCRIPTION_MAX_LENGTH;

/** The translations of one entity in one language; a blank field removes its translation. */
export const translationInputSchema = z
  .object({
    entityType: z.enum(translatableEntities as [TranslatableEntity, ...TranslatableEntity[]]),
    entityId,
    languageId: entityId,
    fields: z.record(plainText().max(50), boundedText(TRANSLATION_MAX_LENGTH).nullable()),
  })
  .superRefine((input, ctx) => {
    const allowed: readonly string[] = translatableFields[input.entityType];
    for (const field of Object.keys(input.fields)) {
      if (!allowed.includes(field))
        ctx.addIssue({ code: 'custom', path: ['fields', field], message: message('invalidOption') });
    }
  });
export type TranslationInput = z.infer<typeof translationInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the back office reads (ids, versions, sold-out and order as stored).

export const adminExtraFieldSchema = z.object({
  position: int4(),
  required: z.boolean(),
  caption: z.string(),
  type: z.enum(ExtraFieldType),
  subtype: z.enum(ExtraFieldSubtype),
  maxLength: int4().nullable(),
  values: z.array(z.object({ value: z.string(), caption: z.string() })),
  rexValidate: z.string().nullable(),
});

export const adminMenuWebSchema = z.object({
  menuWebId: entityId,
  displayDescription: z.string(),
  description: z.string().nullable(),
  extendedDescription: z.string().nullable(),
  seatWebId: entityId.nullable(),
  publicationStatus: int4(),
  enabled: z.boolean(),
  sortOrder: int4(),
  version,
  timeFrameWebIds: z.array(entityId),
  extraFields: z.array(adminExtraFieldSchema),
});
export type AdminMenuWeb = z.infer<typeof adminMenuWebSchema>;

export const adminMenuClassifierSchema = z.object({
  menuClassifierId: entityId,
  menuWebId: entityId,
  name: z.string(),
  description: z.string().nullable(),
  imageWebUrl: z.string().nullable(),
  useClassifierImage: z.boolean(),
  sortOrder: int4(),
  version,
});
export type AdminMenuClassifier = z.infer<typeof adminMenuClassifierSchema>;

export const adminProductSchema = z.object({
  productWebId: entityId,
  menuClassifierId: entityId,
  description: z.string(),
  extendedDescription: z.string().nullable(),
  unitPrice: z.number(),
  imageWebUrl: z.string().nullable(),
  imageSmallWebUrl: z.string().nullable(),
  enabled: z.boolean(),
  suggested: z.boolean(),
  soldOut: z.boolean(),
  sortOrder: int4(),
  version,
  allergenIds: z.array(entityId),
  featureIds: z.array(entityId),
  ingredients: z.array(z.object({ ingredientId: entityId, removable: z.boolean() })),
  groupVariationIds: z.array(entityId),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The dishes a venue serves, for the order board's sold-out panel (menu and category order). */
export const adminSoldOutBoardSchema = z.array(
  z.object({
    productWebId: entityId,
    description: z.string(),
    soldOut: z.boolean(),
    menuWebId: entityId,
    menuName: z.string(),
    classifierName: z.string(),
  }),
);
export type AdminSoldOutBoard = z.infer<typeof adminSoldOutBoardSchema>;

export const adminGroupVariationSchema = z.object({
  groupVariationId: entityId,
  description: z.string(),
  forceSelection: z.boolean(),
  seatWebId: entityId.nullable(),
  version,
  options: z.array(z.object({ ingredientId: entityId, priority: int4() })),
});
export type AdminGroupVariation = z.infer<typeof adminGroupVariationSchema>;

export const adminIngredientSchema = z.object({
  ingredientId: entityId,
  description: z.string(),
  unitPrice: z.number(),
  properties: int4(),
  priority: int4(),
  soldOut: z.boolean(),
  version,
  allergenIds: z.array(entityId),
});
export type AdminIngredient = z.infer<typeof adminIngredientSchema>;

export const adminAllergenSchema = z.object({ allergenId: entityId, description: z.string() });
export type AdminAllergen = z.infer<typeof adminAllergenSchema>;
export const adminFeatureSchema = z.object({
  featureId: entityId,
  name: z.string(),
  imageWebUrl: z.string().nullable(),
});
export type AdminFeature = z.infer<typeof adminFeatureSchema>;

export const adminVenueTableSchema = z.object({
  venueTableId: entityId,
  seatWebId: entityId,
  number: int4(),
  name: z.string().nullable(),
  enabled: z.boolean(),
  version,
});
export type AdminVenueTable = z.infer<typeof adminVenueTableSchema>;

export const adminTranslationSchema = z.object({
  entityType: z.string(),
  entityId: entityId,
  languageId: entityId,
  field: z.string(),
  value: z.string(),
});
export type AdminTranslation = z.infer<typeof adminTranslationSchema>;

/**
 * The link a table's QR code opens: the venue's menu for ordering at that table, with the
 * table number filled in (the diners' app reads `table`).
 */
export function tableMenuLink(
  origin: string,
  args: { companyUrlName: string; seatWebId: number; menuWebId: number; table: number },
): string {
  const url = new URL('/main/menu', origin);
  url.searchParams.set('company', args.companyUrlName);
  url.searchParams.set('seatWebId', String(args.seatWebId));
  url.searchParams.set('menuWebId', String(args.menuWebId));
  url.searchParams.set('table', String(args.table));
  return url.toString();
}
