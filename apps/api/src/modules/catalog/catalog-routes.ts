// allergen/getAllAllergens, feature/getAllFeatures (the legend modal) and
// productWeb/getSuggestedProducts of spec 000 §7, for the session's company.
import { int4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allergenSchema, featureSchema, productSchema, suggestionRequestSchema } from '@tavola/domain/menu';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { listAllergens, listFeatures } from '../menu-web';
import { getSuggestedProducts } from '../menu-web/menu-web-service';

const security = [{ bearer: [] }];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/allergen/getAllAllergens',
    {
      schema: {
        summary: "The allergens of the session's company (legend)",
        tags: ['allergen'],
        security,
        response: { 200: z.array(allergenSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return listAllergens(app.db, session.companyId, session.languageId);
    },
  );

  app.get(
    '/feature/getAllFeatures',
    {
      schema: {
        summary: "The product features of the session's company (legend)",
        tags: ['feature'],
        security,
        response: { 200: z.array(featureSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return listFeatures(app.db, session.companyId, session.languageId);
    },
  );

  app.post(
    '/productWeb/getSuggestedProducts',
    {
      schema: {
        summary: 'Products to suggest with the cart',
        description:
          "Products of the cart's menu (the menu of productIds; with an empty cart, the menus of the session's venue): the ones marked suggested first, without the products already in the cart, at most suggestedProductsNumber. timeFrameId is accepted as documented (the client sends 1) and not used.",
        tags: ['productWeb'],
        security,
        body: suggestionRequestSchema.extend({ productIds: z.array(int4()).max(200) }),
        response: { 200: z.array(productSchema), ...errorResponses },
      },
    },
    async (request) =>
      getSuggestedProducts(app.db, requireSession(request), {
        productIds: request.body.productIds,
        suggestedProductsNumber: request.body.suggestedProductsNumber,
      }),
  );
};
