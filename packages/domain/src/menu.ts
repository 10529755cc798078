// Menu entities of spec 000 §3 (menus, products, variations, extra fields, days and time
// frames), with the documents' field names. Nullability is ours: the documents give names,
// not shapes; texts a company may leave blank are nullable.
import { int4, nullableText, plainText } from './primitives';
import { z } from 'zod';
import { ExtraFieldSubtype, ExtraFieldType, OrderType } from './enums';

const id = int4();
const money = z.number().finite().nonnegative();
const text = nullableText();

export const allergenSchema = z.object({ description: plainText() });
export type Allergen = z.infer<typeof allergenSchema>;

export const featureSchema = z.object({ name: plainText(), imageWebUrl: text });
export type Feature = z.infer<typeof featureSchema>;

/** Ingredient or variation. properties = 1 marks it disabled in the product detail (spec 000 §4). */
export const ingredientSchema = z.object({
  ingredientId: id,
  description: plainText(),
  unitPrice: money,
  priority: int4(),
  properties: int4(),
  allergens: z.array(allergenSchema),
  /** Ours: esaurito; served with properties 1 too, so it is not selectable. Absent: available. */
  soldOut: z.boolean().optional(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** Spec 000 §4: an ingredient with properties = 1 is shown disabled. */
export const INGREDIENT_DISABLED = 1;

/**
 * An option of a group variation. The spec gives the nested ingredient only ingredientId,
 * description and unitPrice; the other ingredient fields are accepted when present.
 * The option's own priority 0 means "none" in a forced group (choosing it clears the selection).
 */
export const groupVariationIngredientSchema = z.object({
  ingredient: ingredientSchema.partial({ priority: true, properties: true, allergens: true }),
  priority: int4(),
});
export type GroupVariationIngredient = z.infer<typeof groupVariationIngredientSchema>;

/** forceSelection: a radio set with the first option preselected; otherwise checkboxes (spec 000 §4). */
export const groupVariationSchema = z.object({
  groupVariationId: id,
  groupVariationIdRemote: nullableText(),
  seatWebId: id,
  description: plainText(),
  forceSelection: z.boolean(),
  ingredients: z.array(groupVariationIngredientSchema),
});
export type GroupVariation = z.infer<typeof groupVariationSchema>;

/**
 * A product's own ingredient. `removable` is ours: spec 000 §4 has subtractive ingredients
 * start checked and be removed by unchecking, but names no flag for which ones a diner may
 * remove. Absent means removable, which is how the documented client treats every ingredient.
 */
export const productIngredientSchema = ingredientSchema.extend({ removable: z.boolean().default(true) });
export type ProductIngredient = z.infer<typeof productIngredientSchema>;

export const productSchema = z.object({
  productWebId: id,
  description: plainText(),
  extendedDescription: text,
  unitPrice: money,
  imageWebUrl: text,
  imageSmallWebUrl: text,
  ingredients: z.array(productIngredientSchema),
  features: z.array(featureSchema),
  allergens: z.array(allergenSchema),
  groupVariation1: groupVariationSchema.nullable(),
  groupVariation2: groupVariationSchema.nullable(),
  groupVariation3: groupVariationSchema.nullable(),
  groupVariation4: groupVariationSchema.nullable(),
  groupVariation5: groupVariationSchema.nullable(),
  /** Ours: esaurito, shown but not orderable. Absent: available. */
  soldOut: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** The product's group variations that exist, in order 1..5. */
export function groupVariationsOf(product: Product): GroupVariation[] {
  return [
    product.groupVariation1,
    product.groupVariation2,
    product.groupVariation3,
    product.groupVariation4,
    product.groupVariation5,
  ].filter((g): g is GroupVariation => g !== null);
}

/** A menu category (the accordion sections of the menu screen). */
export const classifierSchema = z.object({
  name: plainText(),
  description: text,
  imageWebUrl: text,
  useClassifierImage: z.boolean(),
  products: z.array(productSchema),
});
export type Classifier = z.infer<typeof classifierSchema>;

export const menuSchema = z.object({
  menuWebId: id,
  displayDescription: text,
  description: plainText(),
  extendedDescription: text,
  classifiers: z.array(classifierSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** An entry of the menu-selection list (menuWeb/getCurrentMenuWebCollection). */
export const menuCollectionItemSchema = z.object({
  menuWebId: id,
  description: plainText(),
  extendedDescription: text,
});
export type MenuCollectionItem = z.infer<typeof menuCollectionItemSchema>;

/** Extra question of a menu (spec 000 §3); the rules are in extra-field-rules.ts. */
export const extraFieldSchema = z.object({
  required: z.boolean(),
  caption: plainText(),
  type: z.enum(ExtraFieldType),
  subtype: z.enum(ExtraFieldSubtype),
  /** Null or 0: no limit. */
  maxLength: int4().nonnegative().nullable(),
  values: z.array(z.object({ value: plainText(), caption: plainText() })),
  /** Carried as the spec lists it; no documented rule applies it, so the rules ignore it. */
  rexValidate: text,
  /** The answer (restored from storage; '' when left blank). */
  fieldValue: text,
});
export type ExtraField = z.infer<typeof extraFieldSchema>;

/** A day offered for takeaway or delivery (timeFrameWeb/getDaysForCurrentSeat). */
export const daySchema = z.object({
  dayId: id,
  /** ISO date of the day. */
  day: plainText(),
  description: plainText(),
});
export type Day = z.infer<typeof daySchema>;

/** Spec 000 §4: the day list covers the next 3 days (the no-days message names 3). */
export const DAYS_AHEAD = 3;

const timeRange = z.object({ beginTime: plainText(), endTime: plainText() });

export const timeFrameSchema = z.object({
  timeFrameWebId: id,
  seatWebId: id,
  description: plainText(),
  beginTime: plainText(),
  endTime: plainText(),
  /** Weekday bit mask (enums Weekday). */
  daysOfWeek: int4().min(0).max(127),
  openingTimeInTimeFrame: z.array(timeRange),
});
export type TimeFrame = z.infer<typeof timeFrameSchema>;

/**
 * Slot request detail. The spec names `details` without a shape; the slots depend on what is
 * ordered, so each detail carries the product and its quantity (an order detail also fits:
 * its other fields are dropped).
 */
export const slotRequestDetailSchema = z.object({
  productWebId: id,
  quantity: int4().min(1).max(99),
});

/** POST timeFrameWeb/getAvailableSlotsForTimeFrame body. `OrderDate` is capitalised as documented. */
export const slotRequestSchema = z.object({
  timeFrameWebId: id,
  /** Only takeaway and delivery choose a time (dine-in skips the time selection, 000 §2). */
  orderType: z.enum(OrderType).extract(['Asporto', 'Consegna']),
  /** Local ISO date (or date-time) of the requested day. */
  OrderDate: plainText(),
  details: z.array(slotRequestDetailSchema),
});
export type SlotRequest = z.infer<typeof slotRequestSchema>;

/** Response of getAvailableSlotsForTimeFrame: 'HH:mm' strings. */
export const slotListSchema = z.object({ slotList: z.array(plainText()) });
export type SlotList = z.infer<typeof slotListSchema>;

/** Spec 000 §9: suggestions ask for 5 products, with timeFrameId fixed at 1. */
export const SUGGESTED_PRODUCTS_NUMBER = 5;
export const SUGGESTION_TIME_FRAME_ID = 1;

/** POST productWeb/getSuggestedProducts body. */
export const suggestionRequestSchema = z.object({
  timeFrameId: id.default(SUGGESTION_TIME_FRAME_ID),
  productIds: z.array(id),
  suggestedProductsNumber: int4().min(1).max(20).default(SUGGESTED_PRODUCTS_NUMBER),
});
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;
