// Calls of the menu back office: /api/staff/menu/*, same origin, the staff session
// cookie goes by itself. Responses are parsed with the domain's schemas.
import { z } from 'zod';
import {
  adminAllergenSchema,
  adminFeatureSchema,
  adminGroupVariationSchema,
  adminIngredientSchema,
  adminMenuClassifierSchema,
  adminMenuWebSchema,
  adminProductSchema,
  adminTranslationSchema,
  adminVenueTableSchema,
  type FeatureInput,
  type GroupVariationInput,
  type IngredientInput,
  type MenuClassifierInput,
  type MenuWebInput,
  type ProductInput,
  type TranslationInput,
  type VenueTableInput,
} from '@tavola/domain/menu-admin';
import { staffCall, type StaffCallInit } from '../../lib/staff-api-call';

const call = <T>(path: string, schema: z.ZodType<T>, init?: StaffCallInit) => staffCall(`menu/${path}`, schema, init);

const versioned = <T>(input: T, version: number) => ({ ...input, version });

export const qrSheetSchema = z.object({
  seatWebId: z.number(),
  menuWebId: z.number(),
  menuName: z.string(),
  tables: z.array(z.object({ number: z.number(), name: z.string().nullable(), url: z.string() })),
});
const languageSchema = z.object({ languageId: z.number(), languageCode: z.string(), description: z.string() });

export const menuAdminApi = {
  menus: () => call('menus', z.array(adminMenuWebSchema)),
  createMenu: (input: MenuWebInput) => call('menus', adminMenuWebSchema, { method: 'POST', body: input }),
  updateMenu: (id: number, version: number, input: MenuWebInput) =>
    call(`menus/${id}`, adminMenuWebSchema, { method: 'PUT', body: versioned(input, version) }),
  timeFrames: () =>
    call(
      'timeFrames',
      z.array(
        z.object({
          timeFrameWebId: z.number(),
          seatWebId: z.number(),
          description: z.string(),
          beginTime: z.string(),
          endTime: z.string(),
        }),
      ),
    ),
  reorderMenus: (ids: number[]) =>
    call('menus/reorder', z.array(adminMenuWebSchema), { method: 'POST', body: { ids } }),
  classifiers: (menuWebId: number) => call(`menus/${menuWebId}/classifiers`, z.array(adminMenuClassifierSchema)),
  createClassifier: (input: MenuClassifierInput) =>
    call('classifiers', adminMenuClassifierSchema, { method: 'POST', body: input }),
  updateClassifier: (id: number, version: number, input: MenuClassifierInput) =>
    call(`classifiers/${id}`, adminMenuClassifierSchema, { method: 'PUT', body: versioned(input, version) }),
  deleteClassifier: (id: number) => call(`classifiers/${id}`, z.boolean(), { method: 'DELETE' }),
  uploadClassifierImage: (id: number, file: File) =>
    call(`classifiers/${id}/image`, adminMenuClassifierSchema, { method: 'PUT', raw: file }),
  removeClassifierImage: (id: number) =>
    call(`classifiers/${id}/image`, adminMenuClassifierSchema, { method: 'DELETE' }),
  reorderClassifiers: (menuWebId: number, ids: number[], previousIds: number[]) =>
    call(`menus/${menuWebId}/classifiers/reorder`, z.array(adminMenuClassifierSchema), {
      method: 'POST',
      body: { ids, previousIds },
    }),
  products: (menuWebId: number) => call(`products?menuWebId=${menuWebId}`, z.array(adminProductSchema)),
  createProduct: (input: ProductInput) => call('products', adminProductSchema, { method: 'POST', body: input }),
  updateProduct: (id: number, version: number, input: ProductInput) =>
    call(`products/${id}`, adminProductSchema, { method: 'PUT', body: versioned(input, version) }),
  removeProduct: (id: number) =>
    call(`products/${id}`, z.object({ result: z.enum(['deleted', 'archived']) }), { method: 'DELETE' }),
  reorderProducts: (classifierId: number, ids: number[], previousIds: number[]) =>
    call(`classifiers/${classifierId}/products/reorder`, z.array(adminProductSchema), {
      method: 'POST',
      body: { ids, previousIds },
    }),
  setProductSoldOut: (id: number, soldOut: boolean) =>
    call(`products/${id}/soldOut`, adminProductSchema, { method: 'PUT', body: { soldOut } }),
  uploadProductImage: (id: number, file: File) =>
    call(`products/${id}/image`, adminProductSchema, { method: 'PUT', raw: file }),
  groups: () => call('groupVariations', z.array(adminGroupVariationSchema)),
  createGroup: (input: GroupVariationInput) =>
    call('groupVariations', adminGroupVariationSchema, { method: 'POST', body: input }),
  updateGroup: (id: number, version: number, input: GroupVariationInput) =>
    call(`groupVariations/${id}`, adminGroupVariationSchema, { method: 'PUT', body: versioned(input, version) }),
  createIngredient: (input: IngredientInput) =>
    call('ingredients', adminIngredientSchema, { method: 'POST', body: input }),
  updateIngredient: (id: number, version: number, input: IngredientInput) =>
    call(`ingredients/${id}`, adminIngredientSchema, { method: 'PUT', body: versioned(input, version) }),
  ingredients: () => call('ingredients', z.array(adminIngredientSchema)),
  setIngredientSoldOut: (id: number, soldOut: boolean) =>
    call(`ingredients/${id}/soldOut`, adminIngredientSchema, { method: 'PUT', body: { soldOut } }),
  allergens: () => call('allergens', z.array(adminAllergenSchema)),
  features: () => call('features', z.array(adminFeatureSchema)),
  createFeature: (input: FeatureInput) => call('features', adminFeatureSchema, { method: 'POST', body: input }),
  renameFeature: (id: number, input: FeatureInput) =>
    call(`features/${id}`, adminFeatureSchema, { method: 'PUT', body: input }),
  deleteFeature: (id: number) => call(`features/${id}`, z.boolean(), { method: 'DELETE' }),
  languages: () => call('translations/languages', z.array(languageSchema)),
  translations: (languageId: number) =>
    call(
      `translations?languageId=${languageId}`,
      z.object({
        translations: z.array(adminTranslationSchema),
        extraFields: z.array(
          z.object({ menuExtraFieldId: z.number(), menuWebId: z.number(), position: z.number(), caption: z.string() }),
        ),
      }),
    ),
  saveTranslation: (input: TranslationInput) =>
    call('translations', z.array(adminTranslationSchema), { method: 'PUT', body: input }),
  tables: (seatWebId: number) => call(`tables?seatWebId=${seatWebId}`, z.array(adminVenueTableSchema)),
  createTable: (input: VenueTableInput) => call('tables', adminVenueTableSchema, { method: 'POST', body: input }),
  deleteTable: (id: number) => call(`tables/${id}`, z.boolean(), { method: 'DELETE' }),
  qrSheet: (seatWebId: number, menuWebId: number) =>
    call(`tables/qrSheet?seatWebId=${seatWebId}&menuWebId=${menuWebId}`, qrSheetSchema),
};

/** Query keys: every write invalidates ['menu-admin']. */
export const MENU_ADMIN_KEY = ['staff', 'menu-admin'] as const;
