// OpenAPI generated from the route schemas (zod), served at /openapi.json with a browsable
// reference at /docs. Registered before the routes so every route is collected.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tavola API',
        description:
          'The backend calls of the specification (paths as written in spec 000 and 001 section 7), ' +
          'relative to webApiUrls.backend (/api/). Errors are JSON { code, message, fields? } with the ' +
          "spec's statuses: 400, 401, 404, 429, 500, 509.",
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Staff routes: the HttpOnly session cookie set by /api/staff/signIn.
          staffCookie: { type: 'apiKey', in: 'cookie', name: 'tavola_staff' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
