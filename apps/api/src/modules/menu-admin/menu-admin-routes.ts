// /api/staff/menu/* (issue #12): the back office of menus. Who may call each route is its
// config.staff (plugins/staff-access.ts): reads and sold-out toggles are open to every staff
// member of the company, edits to owners and managers; the service then checks the venue of
// the row edited (menu-editor.ts). Bodies are the domain's schemas (packages/domain
// menu-admin.ts), so a bad field gets a 400 naming it and changes nothing.
import { int4, queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
import { MENU_IMAGE_TYPES, storeMenuImage } from './menu-images';
import type { MenuEditor } from './menu-editor';

const tags = ['staff: menu'];
const security = [{ staffCookie: [] }];
const responses = { ...staffErrorResponses, 409: errorResponses[400].describe('StaleVersion: someone saved a newer version; reload and retry') };
const anyStaff = { staff: { role: 'staff', scope: 'company' } } as const;
const editors = { staff: { role: 'manager', scope: 'company' } } as const;
const owners = { staff: { role: 'owner', scope: 'company' } } as const;
const venueEditors = { staff: { role: 'manager', scope: 'venue' } } as const;
const idParam = (name: string) => z.object({ [name]: queryId() });

function editorOf(request: FastifyRequest): MenuEditor {
  const staff = requireStaff(request);
  return { companyId: staff.companyId, role: staff.role, seatWebIds: staff.seatWebIds };
}

export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.MenuAdminContext = {
    db: app.db,
    now: () => app.now(),
    menuChanged: (companyId) => app.menuChanges.notify(companyId),
  };
  const maxImageBytes = app.config.MENU_IMAGE_MAX_MB * 1024 * 1024;
  // Pictures arrive as the raw file (Content-Type image/jpeg, image/png or image/webp).
  app.addContentTypeParser([...MENU_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: maxImageBytes }, (_request, body, done) => done(null, body));
  const imageBody = z.instanceof(Buffer).describe('The picture file itself: JPEG, PNG or WebP');
  const storeImage = (request: FastifyRequest, body: Buffer) => storeMenuImage(app.config.dataDir, editorOf(request).companyId, body, maxImageBytes);

  // -------------------------------------------------------------------------------------------
  // Menus
  app.get(
    '/staff/menu/menus',
    { config: anyStaff, schema: { summary: "The company's menus with publication, time frames and extra questions", tags, security, response: { 200: z.array(adminMenuWebSchema), ...responses } } },
    async (request) => service.listMenus(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/menus',
    {
      config: editors,
      schema: {
        summary: 'Create a menu',
        description: 'Company-wide menus (seatWebId null): owner. A venue menu: owner or a manager of that venue.',
        tags,
        security,
        body: menuWebInputSchema,
        response: { 200: adminMenuWebSchema, ...responses },
      },
    },
    async (request) => service.createMenu(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/menus/:menuWebId',
    {
      config: editors,
      schema: { summary: 'Update a menu (version check: 409 when stale)', tags, security, params: idParam('menuWebId'), body: menuWebUpdateSchema, response: { 200: adminMenuWebSchema, ...responses } },
    },
    async (request) => service.updateMenu(ctx, editorOf(request), request.params.menuWebId as number, request.body),
  );
  app.get(
    '/staff/menu/timeFrames',
    {
      config: anyStaff,
      schema: {
        summary: "The company's time frames (a menu may be served by some of them)",
        tags,
        security,
        response: {
          200: z.array(z.object({ timeFrameWebId: int4(), seatWebId: int4(), description: z.string(), beginTime: z.string(), endTime: z.string() })),
          ...responses,
        },
      },
    },
    async (request) => service.listTimeFrames(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/menus/reorder',
    { config: owners, schema: { summary: 'Set the display order of every menu', tags, security, body: reorderInputSchema, response: { 200: z.array(adminMenuWebSchema), ...responses } } },
    async (request) => service.reorderMenus(ctx, editorOf(request), request.body.ids),
  );

  // -------------------------------------------------------------------------------------------
  // Classifiers
  app.get(
    '/staff/menu/menus/:menuWebId/classifiers',
    { config: anyStaff, schema: { summary: 'The classifiers of a menu, in order', tags, security, params: idParam('menuWebId'), response: { 200: z.array(adminMenuClassifierSchema), ...responses } } },
    async (request) => service.listClassifiers(ctx, editorOf(request), request.params.menuWebId as number),
  );
  app.post(
    '/staff/menu/menus/:menuWebId/classifiers/reorder',
    {
      config: editors,
      schema: { summary: 'Set the order of the classifiers of a menu', tags, security, params: idParam('menuWebId'), body: reorderInputSchema, response: { 200: z.array(adminMenuClassifierSchema), ...responses } },
    },
    async (request) => service.reorderClassifiers(ctx, editorOf(request), request.params.menuWebId as number, request.body.ids),
  );
  app.post(
    '/staff/menu/classifiers',
    { config: editors, schema: { summary: 'Create a classifier (menu category)', tags, security, body: menuClassifierInputSchema, response: { 200: adminMenuClassifierSchema, ...responses } } },
    async (request) => service.createClassifier(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/classifiers/:menuClassifierId',
    {
      config: editors,
      schema: {
        summary: 'Update a classifier (version check: 409 when stale)',
        tags,
        security,
        params: idParam('menuClassifierId'),
        body: menuClassifierUpdateSchema,
        response: { 200: adminMenuClassifierSchema, ...responses },
      },
    },
    async (request) => service.updateClassifier(ctx, editorOf(request), request.params.menuClassifierId as number, request.body),
  );
  app.delete(
    '/staff/menu/classifiers/:menuClassifierId',
    { config: editors, schema: { summary: 'Delete an empty classifier', tags, security, params: idParam('menuClassifierId'), response: { 200: z.boolean(), ...responses } } },
    async (request) => {
      await service.deleteClassifier(ctx, editorOf(request), request.params.menuClassifierId as number);
      return true;
    },
  );
  app.put(
    '/staff/menu/classifiers/:menuClassifierId/image',
    {
      config: editors,
      schema: {
        summary: "Upload a classifier's picture (raw JPEG, PNG or WebP body; resized)",
        tags,
        security,
        params: idParam('menuClassifierId'),
        body: imageBody,
        response: { 200: adminMenuClassifierSchema, ...responses },
      },
    },
    async (request) => {
      const menuClassifierId = request.params.menuClassifierId as number;
      await service.assertMayEditClassifier(ctx, editorOf(request), menuClassifierId);
      const images = await storeImage(request, request.body);
      return service.setClassifierImage(ctx, editorOf(request), menuClassifierId, images.imageWebUrl);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Products
  app.get(
    '/staff/menu/products',
    {
      config: anyStaff,
      schema: {
        summary: 'Products of a menu or of a classifier (archived ones are not listed)',
        tags,
        security,
        querystring: z.object({ menuWebId: queryId().optional(), menuClassifierId: queryId().optional() }),
        response: { 200: z.array(adminProductSchema), ...responses },
      },
    },
    async (request) => service.listProducts(ctx, editorOf(request), request.query),
  );
  app.post(
    '/staff/menu/products',
    { config: editors, schema: { summary: 'Create a product', tags, security, body: productInputSchema, response: { 200: adminProductSchema, ...responses } } },
    async (request) => service.createProduct(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/products/:productWebId',
    {
      config: editors,
      schema: { summary: 'Update a product (version check: 409 when stale)', tags, security, params: idParam('productWebId'), body: productUpdateSchema, response: { 200: adminProductSchema, ...responses } },
    },
    async (request) => service.updateProduct(ctx, editorOf(request), request.params.productWebId as number, request.body),
  );
  app.delete(
    '/staff/menu/products/:productWebId',
    {
      config: editors,
      schema: {
        summary: 'Remove a product',
        description: "'archived' when an unfinished order still names it (hidden, kept for that order), otherwise 'deleted'. Past orders keep their descriptions and amounts.",
        tags,
        security,
        params: idParam('productWebId'),
        response: { 200: z.object({ result: z.enum(['deleted', 'archived']) }), ...responses },
      },
    },
    async (request) => ({ result: await service.removeProduct(ctx, editorOf(request), request.params.productWebId as number) }),
  );
  app.post(
    '/staff/menu/classifiers/:menuClassifierId/products/reorder',
    {
      config: editors,
      schema: { summary: 'Set the order of the products of a classifier', tags, security, params: idParam('menuClassifierId'), body: reorderInputSchema, response: { 200: z.array(adminProductSchema), ...responses } },
    },
    async (request) => service.reorderProducts(ctx, editorOf(request), request.params.menuClassifierId as number, request.body.ids),
  );
  app.put(
    '/staff/menu/products/:productWebId/soldOut',
    {
      config: anyStaff,
      schema: {
        summary: 'Mark a product sold out (esaurito) or available again',
        description: 'Every staff member of the company (of the venue, for a venue menu). Diners see it at once; a cart holding it is refused at save.',
        tags,
        security,
        params: idParam('productWebId'),
        body: soldOutInputSchema,
        response: { 200: adminProductSchema, ...responses },
      },
    },
    async (request) => service.setProductSoldOut(ctx, editorOf(request), request.params.productWebId as number, request.body.soldOut),
  );
  app.put(
    '/staff/menu/products/:productWebId/image',
    {
      config: editors,
      schema: {
        summary: "Upload a product's picture (raw JPEG, PNG or WebP body; resized to a large and a small WebP)",
        tags,
        security,
        params: idParam('productWebId'),
        body: imageBody,
        response: { 200: adminProductSchema, ...responses },
      },
    },
    async (request) => {
      const editor = editorOf(request);
      const productWebId = request.params.productWebId as number;
      // Checked before the file is written: nobody fills the disk with pictures of rows they may not edit.
      await service.assertMayEditProduct(ctx, editor, productWebId);
      const images = await storeImage(request, request.body);
      return service.setProductImages(ctx, editor, productWebId, images);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Variation groups, ingredients, allergens, features
  app.get(
    '/staff/menu/groupVariations',
    { config: anyStaff, schema: { summary: 'Variation groups with their options', tags, security, response: { 200: z.array(adminGroupVariationSchema), ...responses } } },
    async (request) => service.listGroupVariations(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/groupVariations',
    { config: editors, schema: { summary: 'Create a variation group', tags, security, body: groupVariationInputSchema, response: { 200: adminGroupVariationSchema, ...responses } } },
    async (request) => service.createGroupVariation(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/groupVariations/:groupVariationId',
    {
      config: editors,
      schema: {
        summary: 'Update a variation group (version check: 409 when stale)',
        tags,
        security,
        params: idParam('groupVariationId'),
        body: groupVariationUpdateSchema,
        response: { 200: adminGroupVariationSchema, ...responses },
      },
    },
    async (request) => service.updateGroupVariation(ctx, editorOf(request), request.params.groupVariationId as number, request.body),
  );
  app.get(
    '/staff/menu/ingredients',
    { config: anyStaff, schema: { summary: 'Ingredients and variation options', tags, security, response: { 200: z.array(adminIngredientSchema), ...responses } } },
    async (request) => service.listIngredients(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/ingredients',
    { config: owners, schema: { summary: 'Create an ingredient or option (owner)', tags, security, body: ingredientInputSchema, response: { 200: adminIngredientSchema, ...responses } } },
    async (request) => service.createIngredient(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/ingredients/:ingredientId',
    {
      config: owners,
      schema: {
        summary: 'Update an ingredient or option (owner; version check: 409 when stale)',
        tags,
        security,
        params: idParam('ingredientId'),
        body: ingredientUpdateSchema,
        response: { 200: adminIngredientSchema, ...responses },
      },
    },
    async (request) => service.updateIngredient(ctx, editorOf(request), request.params.ingredientId as number, request.body),
  );
  app.put(
    '/staff/menu/ingredients/:ingredientId/soldOut',
    {
      config: anyStaff,
      schema: { summary: 'Mark an option sold out (esaurito) or available again', tags, security, params: idParam('ingredientId'), body: soldOutInputSchema, response: { 200: adminIngredientSchema, ...responses } },
    },
    async (request) => service.setIngredientSoldOut(ctx, editorOf(request), request.params.ingredientId as number, request.body.soldOut),
  );
  app.get(
    '/staff/menu/allergens',
    { config: anyStaff, schema: { summary: 'Allergens', tags, security, response: { 200: z.array(adminAllergenSchema), ...responses } } },
    async (request) => service.listAllergens(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/allergens',
    { config: owners, schema: { summary: 'Add an allergen (owner)', tags, security, body: allergenInputSchema, response: { 200: adminAllergenSchema, ...responses } } },
    async (request) => service.createAllergen(ctx, editorOf(request), request.body.description),
  );
  app.get(
    '/staff/menu/features',
    { config: anyStaff, schema: { summary: 'Product features', tags, security, response: { 200: z.array(adminFeatureSchema), ...responses } } },
    async (request) => service.listFeatures(ctx, editorOf(request)),
  );
  app.post(
    '/staff/menu/features',
    { config: owners, schema: { summary: 'Add a feature (owner)', tags, security, body: featureInputSchema, response: { 200: adminFeatureSchema, ...responses } } },
    async (request) => service.createFeature(ctx, editorOf(request), request.body.name),
  );

  // -------------------------------------------------------------------------------------------
  // Translations
  app.get(
    '/staff/menu/translations/languages',
    {
      config: editors,
      schema: {
        summary: 'Languages a menu text can be translated into (the company languages but Italian)',
        tags,
        security,
        response: { 200: z.array(z.object({ languageId: int4(), languageCode: z.string(), description: z.string() })), ...responses },
      },
    },
    async (request) => service.listTranslationLanguages(ctx, editorOf(request)),
  );
  app.get(
    '/staff/menu/translations',
    {
      config: editors,
      schema: {
        summary: 'Every translation of the company in a language, and the extra questions by id',
        tags,
        security,
        querystring: z.object({ languageId: queryId() }),
        response: {
          200: z.object({
            translations: z.array(adminTranslationSchema),
            extraFields: z.array(z.object({ menuExtraFieldId: int4(), menuWebId: int4(), position: int4(), caption: z.string() })),
          }),
          ...responses,
        },
      },
    },
    async (request) => ({
      translations: await service.listTranslations(ctx, editorOf(request), request.query.languageId),
      extraFields: await service.listExtraFieldIds(ctx, editorOf(request)),
    }),
  );
  app.put(
    '/staff/menu/translations',
    {
      config: editors,
      schema: {
        summary: 'Save the translations of one menu text in one language (blank removes; diners fall back to Italian)',
        tags,
        security,
        body: translationInputSchema,
        response: { 200: z.array(adminTranslationSchema), ...responses },
      },
    },
    async (request) => service.saveTranslation(ctx, editorOf(request), request.body),
  );

  // -------------------------------------------------------------------------------------------
  // Tables and QR codes
  app.get(
    '/staff/menu/tables',
    {
      config: venueEditors,
      schema: {
        summary: "A venue's tables",
        tags,
        security,
        querystring: z.object({ seatWebId: queryId() }),
        response: { 200: z.array(adminVenueTableSchema), ...responses },
      },
    },
    async (request) => service.listVenueTables(ctx, editorOf(request), request.query.seatWebId),
  );
  app.post(
    '/staff/menu/tables',
    { config: venueEditors, schema: { summary: 'Add a table to a venue', tags, security, body: venueTableInputSchema, response: { 200: adminVenueTableSchema, ...responses } } },
    async (request) => service.createVenueTable(ctx, editorOf(request), request.body),
  );
  app.put(
    '/staff/menu/tables/:venueTableId',
    {
      config: venueEditors,
      schema: {
        summary: 'Update a table (version check: 409 when stale)',
        tags,
        security,
        params: idParam('venueTableId'),
        body: venueTableUpdateSchema,
        response: { 200: adminVenueTableSchema, ...responses },
      },
    },
    async (request) => service.updateVenueTable(ctx, editorOf(request), request.params.venueTableId as number, request.body),
  );
  app.delete(
    '/staff/menu/tables/:venueTableId',
    { config: editors, schema: { summary: 'Remove a table', tags, security, params: idParam('venueTableId'), response: { 200: z.boolean(), ...responses } } },
    async (request) => {
      await service.deleteVenueTable(ctx, editorOf(request), request.params.venueTableId as number);
      return true;
    },
  );
  app.get(
    '/staff/menu/tables/qrSheet',
    {
      config: venueEditors,
      schema: {
        summary: "The links of a venue's table QR codes for a dine-in menu",
        description: 'One per enabled table: /main/menu?company=...&seatWebId=...&menuWebId=...&table=N on the public origin.',
        tags,
        security,
        querystring: z.object({
          seatWebId: queryId(),
          menuWebId: queryId(),
        }),
        response: {
          200: z.object({
            seatWebId: int4(),
            menuWebId: int4(),
            menuName: z.string(),
            tables: z.array(z.object({ number: int4(), name: z.string().nullable(), url: z.string() })),
          }),
          ...responses,
        },
      },
    },
    async (request) => service.tableQrSheet(ctx, editorOf(request), { ...request.query, origin: appOrigin(request) }),
  );
};
