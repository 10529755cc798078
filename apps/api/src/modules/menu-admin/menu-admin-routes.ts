// /api/staff/menu/*: the back office of menus. Who may call each route is its
// config.staff (plugins/staff-access.ts): reads and sold-out toggles are open to every staff
// member of the company, edits to owners and managers; the service then checks the venue of
// the row edited (menu-editor.ts). Bodies are the domain's schemas (packages/domain
// menu-admin.ts), so a bad field gets a 400 naming it and changes nothing.
import { int4, queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  adminAllergenSchema,
  adminFeatureSchema,
  adminGroupVariationSchema,
  adminIngredientSchema,
  adminMenuClassifierSchema,
  adminMenuWebSchema,
  adminProductSchema,
  adminSoldOutBoardSchema,
  adminTranslationSchema,
  adminVenueTableSchema,
  allergenInputSchema,
  featureInputSchema,
  groupVariationInputSchema,
  groupVariationUpdateSchema,
  ingredientInputSchema,
  ingredientUpdateSchema,
  menuClassifierInputSchema,
  menuClassifierUpdateSchema,
  menuWebInputSchema,
  menuWebUpdateSchema,
  productInputSchema,
  productUpdateSchema,
  reorderInputSchema,
  soldOutInputSchema,
  translationInputSchema,
  venueTableInputSchema,
  venueTableUpdateSchema,
} from '@tavola/domain/menu-admin';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { errorResponses } from '../../lib/error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { appOrigin } from '../account/redirect-uri';
import * as service from './menu-admin-service';
import { MENU_IMAGE_TYPES, deleteMenuImages, storeMenuImage } from './menu-images';
import type { MenuEditor } from './menu-editor';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const tags = ['staff: menu'];
const security = [{ staffCookie: [] }];
const responses = {
  ...staffErrorResponses,
  409: errorResponses[400].describe('StaleVersion: someone saved a newer version; reload and retry'),
};
const anyStaff = { staff: STAFF_ACCESS.menu } as const;
const venueStaff = { staff: STAFF_ACCESS.orderBoard } as const;
const editors = { staff: STAFF_ACCESS.menuEditing } as const;
const owners = { staff: { role: 'owner', scope: 'company' } } as const;
const venueEditors = { staff: STAFF_ACCESS.tables } as const;
const NAME_TAKEN = '400 ALREADY_EXISTS when another one of the company has the name';
const NAME_TRANSLATIONS =
  'nameTranslations (optional) sets the name in other company languages in the same transaction (blank removes one; 400 UNKNOWN_REFERENCE for a language the company lacks, and nothing is saved)';
const idParam = <const N extends string>(name: N) =>
  z.object({ [name]: queryId() } as Record<N, ReturnType<typeof queryId>>);

/**
 * Every route of this module has the same declaration: who may call it (config.staff), a
 * summary, the tag and cookie security, its own params/query/body, the 200 shape and the shared
 * error answers. One place builds it, so a route lists only what is its own.
 */
function route<
  const Access extends { staff: { role: 'staff' | 'manager' | 'owner'; scope: 'company' | 'venue' } },
  Ok extends ZodType,
  const Extra extends { description?: string; params?: ZodType; querystring?: ZodType; body?: ZodType } = object,
>(access: Access, summary: string, ok: Ok, extra?: Extra) {
  return {
    config: access,
    schema: { summary, tags, security, ...(extra as Extra), response: { 200: ok, ...responses } },
  };
}

function editorOf(request: FastifyRequest): MenuEditor {
  const staff = requireStaff(request);
  return { companyId: staff.companyId, role: staff.role, seatWebIds: staff.seatWebIds };
}

const timeFrameSchema = z.object({
  timeFrameWebId: int4(),
  seatWebId: int4(),
  description: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
});
const languageSchema = z.object({ languageId: int4(), languageCode: z.string(), description: z.string() });
const translationsSchema = z.object({
  translations: z.array(adminTranslationSchema),
  extraFields: z.array(
    z.object({ menuExtraFieldId: int4(), menuWebId: int4(), position: int4(), caption: z.string() }),
  ),
});
const qrSheetSchema = z.object({
  seatWebId: int4(),
  menuWebId: int4(),
  menuName: z.string(),
  tables: z.array(z.object({ number: int4(), name: z.string().nullable(), url: z.string() })),
});

export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.MenuAdminContext = {
    db: app.db,
    now: () => app.now(),
    menuChanged: (companyId) => app.menuChanges.notify(companyId),
  };
  const maxImageBytes = app.config.MENU_IMAGE_MAX_MB * 1024 * 1024;
  // Pictures arrive as the raw file (Content-Type image/jpeg, image/png or image/webp).
  app.addContentTypeParser(
    [...MENU_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: maxImageBytes },
    (_request, body, done) => done(null, body),
  );
  const imageBody = z.instanceof(Buffer).describe('The picture file itself: JPEG, PNG or WebP');
  const storeImage = (request: FastifyRequest, body: Buffer) =>
    storeMenuImage(app.mediaStorage, editorOf(request).companyId, body, maxImageBytes);
  const classifierId = idParam('menuClassifierId');
  const productId = idParam('productWebId');

  // -------------------------------------------------------------------------------------------
  // Menus
  app.get(
    '/staff/menu/menus',
    route(
      anyStaff,
      "The company's menus with publication, time frames and extra questions",
      z.array(adminMenuWebSchema),
    ),
    async (request) => service.listMenus(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/menus',
    route(editors, 'Create a menu', adminMenuWebSchema, {
      description: 'Company-wide menus (seatWebId null): owner. A venue menu: owner or a manager of that venue.',
      body: menuWebInputSchema,
    }),
    async (request) => service.createMenu(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/menus/:menuWebId',
    route(editors, 'Update a menu (version check: 409 when stale)', adminMenuWebSchema, {
      params: idParam('menuWebId'),
      body: menuWebUpdateSchema,
    }),
    async (request) => service.updateMenu(ctx, editorOf(request), request.params.menuWebId, request.body),
  );
  app.get(
    '/staff/menu/timeFrames',
    route(anyStaff, "The company's time frames (a menu may be served by some of them)", z.array(timeFrameSchema)),
    async (request) => service.listTimeFrames(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/menus/reorder',
    route(owners, 'Set the display order of every menu', z.array(adminMenuWebSchema), { body: reorderInputSchema }),
    async (request) => service.reorderMenus(ctx, editorOf(request), request.body.ids, request.body.previousIds),
  );

  // -------------------------------------------------------------------------------------------
  // Classifiers
  app.get(
    '/staff/menu/menus/:menuWebId/classifiers',
    route(anyStaff, 'The classifiers of a menu, in order', z.array(adminMenuClassifierSchema), {
      params: idParam('menuWebId'),
    }),
    async (request) => service.listClassifiers(ctx, editorOf(request), request.params.menuWebId),
  );
  app.post(
    '/staff/menu/menus/:menuWebId/classifiers/reorder',
    route(
      editors,
      'Set the order of the classifiers of a menu (with previousIds: 409 when someone reordered meanwhile)',
      z.array(adminMenuClassifierSchema),
      { params: idParam('menuWebId'), body: reorderInputSchema },
    ),
    async (request) =>
      service.reorderClassifiers(
        ctx,
        editorOf(request),
        request.params.menuWebId,
        request.body.ids,
        request.body.previousIds,
      ),
  );
  app.post(
    '/staff/menu/classifiers',
    route(editors, 'Create a classifier (menu category)', adminMenuClassifierSchema, {
      description: NAME_TRANSLATIONS,
      body: menuClassifierInputSchema,
    }),
    async (request) => service.createClassifier(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/classifiers/:menuClassifierId',
    route(editors, 'Update a classifier (version check: 409 when stale)', adminMenuClassifierSchema, {
      description: NAME_TRANSLATIONS,
      params: classifierId,
      body: menuClassifierUpdateSchema,
    }),
    async (request) => service.updateClassifier(ctx, editorOf(request), request.params.menuClassifierId, request.body),
  );
  app.delete(
    '/staff/menu/classifiers/:menuClassifierId',
    route(editors, 'Delete an empty classifier', z.boolean(), {
      description:
        '400 CLASSIFIER_NOT_EMPTY while it holds products (move or delete them first: they are never moved for the editor); ' +
        '400 CLASSIFIER_IN_OPEN_ORDER while a product removed from it is still in an unfinished order. Its translations go with it.',
      params: classifierId,
    }),
    async (request) => {
      await service.deleteClassifier(ctx, editorOf(request), request.params.menuClassifierId);
      return true;
    },
  );
  app.put(
    '/staff/menu/classifiers/:menuClassifierId/image',
    route(
      editors,
      "Upload or replace a classifier's picture (raw JPEG, PNG or WebP body; resized)",
      adminMenuClassifierSchema,
      { params: classifierId, body: imageBody },
    ),
    async (request) => {
      const menuClassifierId = request.params.menuClassifierId;
      // Checked before the file is stored: nobody fills the store with pictures of rows they may not edit.
      await service.assertMayEditClassifier(ctx, editorOf(request), menuClassifierId);
      const images = await storeImage(request, request.body);
      const { classifier, previous } = await service.setClassifierImage(
        ctx,
        editorOf(request),
        menuClassifierId,
        images.imageWebUrl,
      );
      await deleteMenuImages(app, previous);
      return classifier;
    },
  );
  app.delete(
    '/staff/menu/classifiers/:menuClassifierId/image',
    route(editors, "Remove a classifier's picture (diners see the category without one)", adminMenuClassifierSchema, {
      params: classifierId,
    }),
    async (request) => {
      const { classifier, previous } = await service.setClassifierImage(
        ctx,
        editorOf(request),
        request.params.menuClassifierId,
        null,
      );
      await deleteMenuImages(app, previous);
      return classifier;
    },
  );

  // -------------------------------------------------------------------------------------------
  // Products
  app.get(
    '/staff/menu/products',
    route(
      anyStaff,
      'Products of a menu or of a classifier (archived ones are not listed)',
      z.array(adminProductSchema),
      {
        querystring: z.object({ menuWebId: queryId().optional(), menuClassifierId: queryId().optional() }),
      },
    ),
    async (request) => service.listProducts(ctx, editorOf(request), request.query),
  );
  app.post(
    '/staff/menu/products',
    route(editors, 'Create a product', adminProductSchema, { body: productInputSchema }),
    async (request) => service.createProduct(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/products/:productWebId',
    route(editors, 'Update a product (version check: 409 when stale)', adminProductSchema, {
      params: productId,
      body: productUpdateSchema,
    }),
    async (request) => service.updateProduct(ctx, editorOf(request), request.params.productWebId, request.body),
  );
  app.delete(
    '/staff/menu/products/:productWebId',
    route(editors, 'Remove a product', z.object({ result: z.enum(['deleted', 'archived']) }), {
      description:
        "'archived' when an unfinished order still names it (hidden, kept for that order), otherwise 'deleted'. Past orders keep their descriptions and amounts.",
      params: productId,
    }),
    async (request) => ({ result: await service.removeProduct(ctx, editorOf(request), request.params.productWebId) }),
  );
  app.post(
    '/staff/menu/classifiers/:menuClassifierId/products/reorder',
    route(
      editors,
      'Set the order of the products of a classifier (with previousIds: 409 when someone reordered meanwhile)',
      z.array(adminProductSchema),
      { params: classifierId, body: reorderInputSchema },
    ),
    async (request) =>
      service.reorderProducts(
        ctx,
        editorOf(request),
        request.params.menuClassifierId,
        request.body.ids,
        request.body.previousIds,
      ),
  );
  app.put(
    '/staff/menu/products/:productWebId/soldOut',
    route(anyStaff, 'Mark a product sold out (esaurito) or available again', adminProductSchema, {
      description:
        'Every staff member of the company (of the venue, for a venue menu). Diners see it at once; a cart holding it is refused at save.',
      params: productId,
      body: soldOutInputSchema,
    }),
    async (request) =>
      service.setProductSoldOut(ctx, editorOf(request), request.params.productWebId, request.body.soldOut),
  );
  app.get(
    '/staff/menu/venues/:seatWebId/soldOut',
    route(
      venueStaff,
      'The dishes a venue serves, with their sold-out flag (the order board\'s "Esauriti" panel)',
      adminSoldOutBoardSchema,
      {
        description:
          "Every staff member of the venue. The products of the venue's own and the company-wide menus, by menu and category.",
        params: idParam('seatWebId'),
      },
    ),
    async (request) => service.venueSoldOutBoard(ctx, editorOf(request), request.params.seatWebId),
  );
  app.put(
    '/staff/menu/products/:productWebId/image',
    route(
      editors,
      "Upload a product's picture (raw JPEG, PNG or WebP body; resized to a large and a small WebP)",
      adminProductSchema,
      { params: productId, body: imageBody },
    ),
    async (request) => {
      const editor = editorOf(request);
      const productWebId = request.params.productWebId;
      // Checked before the file is stored: nobody fills the store with pictures of rows they may not edit.
      await service.assertMayEditProduct(ctx, editor, productWebId);
      const images = await storeImage(request, request.body);
      const { product, previous } = await service.setProductImages(ctx, editor, productWebId, images);
      await deleteMenuImages(app, ...previous);
      return product;
    },
  );

  // -------------------------------------------------------------------------------------------
  // Variation groups, ingredients, allergens, features
  app.get(
    '/staff/menu/groupVariations',
    route(anyStaff, 'Variation groups with their options', z.array(adminGroupVariationSchema)),
    async (request) => service.listGroupVariations(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/groupVariations',
    route(editors, 'Create a variation group', adminGroupVariationSchema, { body: groupVariationInputSchema }),
    async (request) => service.createGroupVariation(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/groupVariations/:groupVariationId',
    route(editors, 'Update a variation group (version check: 409 when stale)', adminGroupVariationSchema, {
      params: idParam('groupVariationId'),
      body: groupVariationUpdateSchema,
    }),
    async (request) =>
      service.updateGroupVariation(ctx, editorOf(request), request.params.groupVariationId, request.body),
  );
  app.get(
    '/staff/menu/ingredients',
    route(anyStaff, 'Ingredients and variation options', z.array(adminIngredientSchema)),
    async (request) => service.listIngredients(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/ingredients',
    route(owners, 'Create an ingredient or option (owner)', adminIngredientSchema, { body: ingredientInputSchema }),
    async (request) => service.createIngredient(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/ingredients/:ingredientId',
    route(owners, 'Update an ingredient or option (owner; version check: 409 when stale)', adminIngredientSchema, {
      params: idParam('ingredientId'),
      body: ingredientUpdateSchema,
    }),
    async (request) => service.updateIngredient(ctx, editorOf(request), request.params.ingredientId, request.body),
  );
  app.put(
    '/staff/menu/ingredients/:ingredientId/soldOut',
    route(anyStaff, 'Mark an option sold out (esaurito) or available again', adminIngredientSchema, {
      params: idParam('ingredientId'),
      body: soldOutInputSchema,
    }),
    async (request) =>
      service.setIngredientSoldOut(ctx, editorOf(request), request.params.ingredientId, request.body.soldOut),
  );
  app.get('/staff/menu/allergens', route(anyStaff, 'Allergens', z.array(adminAllergenSchema)), async (request) =>
    service.listAllergens(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/allergens',
    route(owners, 'Add an allergen (owner)', adminAllergenSchema, { body: allergenInputSchema }),
    async (request) => service.createAllergen(ctx, editorOf(request), request.body.description),
  );
  app.get('/staff/menu/features', route(anyStaff, 'Product features', z.array(adminFeatureSchema)), async (request) =>
    service.listFeatures(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/features',
    route(owners, 'Add a feature (owner)', adminFeatureSchema, {
      description: `${NAME_TAKEN}; ${NAME_TRANSLATIONS}`,
      body: featureInputSchema,
    }),
    async (request) => service.createFeature(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/features/:featureId',
    route(owners, 'Rename a feature (owner; no version: the last rename wins)', adminFeatureSchema, {
      description: `${NAME_TAKEN}, also when two renames to one name meet; ${NAME_TRANSLATIONS}`,
      params: idParam('featureId'),
      body: featureInputSchema,
    }),
    async (request) => service.renameFeature(ctx, editorOf(request), request.params.featureId, request.body),
  );
  app.delete(
    '/staff/menu/features/:featureId',
    route(owners, 'Delete a feature (owner); the dishes that showed it no longer do', z.boolean(), {
      params: idParam('featureId'),
    }),
    async (request) => {
      await service.deleteFeature(ctx, editorOf(request), request.params.featureId);
      return true;
    },
  );

  // -------------------------------------------------------------------------------------------
  // Translations
  app.get(
    '/staff/menu/translations/languages',
    route(
      editors,
      'Languages a menu text can be translated into (the company languages but Italian)',
      z.array(languageSchema),
    ),
    async (request) => service.listTranslationLanguages(ctx, editorOf(request)),
  );
  app.get(
    '/staff/menu/translations',
    route(
      editors,
      'Every translation of the company in a language, and the extra questions by id',
      translationsSchema,
      { querystring: z.object({ languageId: queryId() }) },
    ),
    async (request) => ({
      translations: await service.listTranslations(ctx, editorOf(request), request.query.languageId),
      extraFields: await service.listExtraFieldIds(ctx, editorOf(request)),
    }),
  );
  app.put(
    '/staff/menu/translations',
    route(
      editors,
      'Save the translations of one menu text in one language (blank removes; diners fall back to Italian)',
      z.array(adminTranslationSchema),
      {
        body: translationInputSchema,
      },
    ),
    async (request) => service.saveTranslation(ctx, editorOf(request), request.body),
  );

  // -------------------------------------------------------------------------------------------
  // Tables and QR codes
  app.get(
    '/staff/menu/tables',
    route(venueEditors, "A venue's tables", z.array(adminVenueTableSchema), {
      querystring: z.object({ seatWebId: queryId() }),
    }),
    async (request) => service.listVenueTables(ctx, editorOf(request), request.query.seatWebId),
  );
  app.post(
    '/staff/menu/tables',
    route(venueEditors, 'Add a table to a venue', adminVenueTableSchema, { body: venueTableInputSchema }),
    async (request) => service.createVenueTable(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/tables/:venueTableId',
    route(venueEditors, 'Update a table (version check: 409 when stale)', adminVenueTableSchema, {
      params: idParam('venueTableId'),
      body: venueTableUpdateSchema,
    }),
    async (request) => service.updateVenueTable(ctx, editorOf(request), request.params.venueTableId, request.body),
  );
  app.delete(
    '/staff/menu/tables/:venueTableId',
    route(editors, 'Remove a table', z.boolean(), { params: idParam('venueTableId') }),
    async (request) => {
      await service.deleteVenueTable(ctx, editorOf(request), request.params.venueTableId);
      return true;
    },
  );
  app.get(
    '/staff/menu/tables/qrSheet',
    route(venueEditors, "The links of a venue's table QR codes for a dine-in menu", qrSheetSchema, {
      description:
        'One per enabled table: /main/menu?company=...&seatWebId=...&menuWebId=...&table=N on the public origin.',
      querystring: z.object({ seatWebId: queryId(), menuWebId: queryId() }),
    }),
    async (request) => service.tableQrSheet(ctx, editorOf(request), { ...request.query, origin: appOrigin(request) }),
  );
};
