// One maps provider per app: the venue search, the suggestions and the order
// save share its cache, so the save's re-check of an address just searched costs no call.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMapsProvider } from '../modules/maps/maps-provider';
import type { MapsProvider } from '../modules/maps/maps-types';

declare module 'fastify' {
  interface FastifyInstance {
    maps: MapsProvider;
  }
}

export const mapsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('maps', createMapsProvider(app.config, app.log));
});
