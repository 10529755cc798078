// maps/* (ours): the documented client called a maps SDK directly for the
// delivery form's autocomplete and the nearest-venue modal (spec 000 §2, §7); our client asks
// the server, which hides the provider chosen by MAPS_PROVIDER (offline estimate by default,
// osm or google) and its key. A provider that does not answer gives 503 MAPS_UNAVAILABLE.
import { plainText, queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSuggestionSchema, nearestSeatWebResponseSchema } from '@tavola/domain/delivery-venue-rules';
import { deliveryAddressFormSchema } from '@tavola/domain/order';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { MAPS_UNAVAILABLE_MESSAGE } from './maps-http';
import { findNearestSeatWeb } from './maps-service';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from './offline-maps-provider';

const mapsErrorResponses = {
  ...errorResponses,
  503: errorResponses[500].describe(
    `MAPS_UNAVAILABLE: the maps provider did not answer ('${MAPS_UNAVAILABLE_MESSAGE}'); the diner may retry`,
  ),
};

export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const maps = app.maps;
  const tags = ['maps'];
  const security = [{ bearer: [] }];

  app.get(
    '/maps/suggest',
    {
      schema: {
        summary: 'Address suggestions for the delivery form (Italy, street addresses only)',
        description:
          "Italian streets and houses matching what was typed, best first. Put `address` in the form's address field, `city` in the city field and, when present, `number` in the number field (osm and google give it when the diner typed a house number they know). With MAPS_PROVIDER=offline the places are a built-in list (Milan streets around the demo venues, central streets of the main Italian cities) and house numbers are ignored. `sessionToken`: one UUID per autocomplete session of the diner (Google bills by session).",
        tags,
        security,
        querystring: z.object({
          query: plainText().max(200).default(''),
          limit: queryInt4().min(1).max(MAX_SUGGESTIONS).default(DEFAULT_SUGGESTIONS),
          sessionToken: z.uuid().optional(),
        }),
        response: { 200: z.array(addressSuggestionSchema), ...mapsErrorResponses },
      },
    },
    async (request) => {
      requireSession(request);
      const query = request.query.query.trim();
      return query.length < 2 ? [] : maps.suggest(query, request.query.limit, request.query.sessionToken);
    },
  );

  app.post(
    '/maps/nearestSeatWeb',
    {
      schema: {
        summary: 'The venue of the session company that delivers to an address (nearest-venue modal)',
        description:
          "Geocodes the delivery address and picks, among the company's enabled delivering venues with coordinates (only the session's venue when the session fixed it), the nearest by driving distance whose deliveryRadius is not smaller than that distance. seatWeb null: show 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.'; location null: the address was not found. estimated true: location and distance are estimates (offline provider: straight line × 1.3); say so. 503 MAPS_UNAVAILABLE: the provider is down, which is not 'no venue': offer a retry.",
        tags,
        security,
        body: deliveryAddressFormSchema,
        response: { 200: nearestSeatWebResponseSchema, ...mapsErrorResponses },
      },
    },
    async (request) => findNearestSeatWeb(app.db, maps, requireSession(request), request.body),
  );
};
