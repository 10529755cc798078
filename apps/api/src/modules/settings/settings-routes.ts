// The settings file of spec 000 §7 / 001 §3, served by the API so one deployment needs no
// separate static config (app-settings.ts builds it for the address the browser uses).
import { plainText } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appSettingsSchema } from '@tavola/domain/entities';
import { appSettingsFor } from './app-settings';

// Only the cache-defeating timestamp is expected; anything else is ignored.
const appSettingsQuery = z.object({ t: plainText().optional() });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings.json',
    {
      schema: {
        summary: 'The settings file the web app loads at start (with a timestamp query against caching)',
        tags: ['settings'],
        querystring: appSettingsQuery,
        response: { 200: appSettingsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await appSettingsFor(app, request)).settings;
    },
  );
};
