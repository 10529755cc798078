// maps/* (ours, issue #3): the documented client called a maps SDK directly for the delivery
// form's autocomplete and the nearest-venue modal (spec 000 §2, §7); our client asks the
// server, which hides the provider chosen by MAPS_PROVIDER (offline estimate by default).
import { plainText, queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSuggestionSchema, nearestSeatWebResponseSchema } from '@tavola/domain/delivery-venue-rules';
import { deliveryAddressFormSchema } from '@tavola/domain/order';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { createMapsProvider } from './maps-provider';
import { findNearestSeatWeb } from './maps-service';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from './offline-maps-provider';

export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const maps = createMapsProvider(app.config);
  const tags = ['maps'];
  const security = [{ bearer: [] }];

  app.get(
    '/maps/suggest',
    {
      schema: {
        summary: 'Address suggestions for the delivery form (Italy, street addresses only)',
        description:
          "Streets matching what was typed (house numbers ignored), best first. Put `address` in the form's address field and `city` in the city field; the house number stays the user's. With MAPS_PROVIDER=offline the places are a built-in list (Milan streets around the demo venues, central streets of the main Italian cities).",
        tags,
        security,
        querystring: z.object({
          query: plainText().max(200).default(''),
          limit: queryInt4().min(1).max(MAX_SUGGESTIONS).default(DEFAULT_SUGGESTIONS),
        }),
        response: { 200: z.array(addressSuggestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      requireSession(request);
      const query = request.query.query.trim();
      return query.length < 2 ? [] : maps.suggest(query, request.query.limit);
    },
  );

  app.post(
    '/maps/nearestSeatWeb',
    {
      schema: {
        summary: 'The venue of the session company that delivers to an address (nearest-venue modal)',
        description:
          "Geocodes the delivery address and picks, among the company's enabled delivering venues with coordinates (only the session's venue when the session fixed it), the nearest by driving distance whose deliveryRadius is not smaller than that distance. seatWeb null: show 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.'; location null: the address was not found. estimated true: location and distance are estimates (offline provider: straight line × 1.3); say so.",
        tags,
        security,
        body: deliveryAddressFormSchema,
        response: { 200: nearestSeatWebResponseSchema, ...errorResponses },
      },
    },
    async (request) => findNearestSeatWeb(app.db, maps, requireSession(request), request.body),
  );
};
