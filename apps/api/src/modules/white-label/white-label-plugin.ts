// White-label domains at the HTTP level: keeps the origin → company
// map (white-label-origins.ts) as app.whiteLabelOrigins, and lets browsers on those origins call
// this API across origins (CORS, with credentials) — a restaurant that serves the web app from
// its own host. Any other origin gets no CORS headers, so the browser keeps it out; the own
// public origin needs none (same origin). Preflights are answered before any session check.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WhiteLabelOrigins } from './white-label-origins';

declare module 'fastify' {
  interface FastifyInstance {
    whiteLabelOrigins: WhiteLabelOrigins;
  }
}

/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;

export const whiteLabelPlugin = fp(async (app: FastifyInstance) => {
  const origins = new WhiteLabelOrigins(app.db);
  await origins.listen();
  app.decorate('whiteLabelOrigins', origins);
  app.addHook('onClose', () => origins.close());

  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, false);
      origins.companyFor(origin).then(
        (company) => callback(null, company !== null),
        (error: Error) => callback(error, false),
      );
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The session token comes back in Authorization (api-client.ts reads it).
    exposedHeaders: ['Authorization', 'X-Authorization', 'X-Request-Id'],
    maxAge: PREFLIGHT_MAX_AGE,
  });
});
