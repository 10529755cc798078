// Probes for process managers and load balancers. /healthz: the process answers
// (restart it when not). /readyz: the database answers and holds every migration of this
// build (send it traffic only then); while the server shuts down Fastify answers 503 to new
// requests, so a balancer stops routing to a process that is draining.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../../db/migration-status';

const probeAnswer = z.object({ status: z.enum(['ok', 'unavailable']), reason: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { summary: 'Liveness: the process answers', tags: ['operations'], response: { 200: probeAnswer } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the database answers and its migrations are applied',
        tags: ['operations'],
        response: { 200: probeAnswer, 503: probeAnswer },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        if (await migrationsApplied(app.db)) return { status: 'ok' as const };
        return reply.status(503).send({ status: 'unavailable', reason: 'migrations pending' });
      } catch (error) {
        // The reason goes to the log, not to the caller (it may name hosts).
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
      }
    },
  );
};
