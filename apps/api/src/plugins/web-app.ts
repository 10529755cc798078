// Serves the built web app and the demo images on the API's port, so the demo is one
// process on one port. Unknown non-API GET paths return index.html: the client router owns
// them (spec 001 §2: unknown paths redirect to the root, client side).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '@tavola/domain/error-codes';

const API_PREFIXES = ['/api/', '/booking/', '/dev/', '/docs', '/openapi.json', '/images/', '/media/'];

export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string; imagesDir: string }) => {
  await app.register(fastifyStatic, { root: opts.imagesDir, prefix: '/images/', decorateReply: false, maxAge: '1h' });

  const indexHtml = path.join(opts.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: opts.webDistDir, prefix: '/', wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && hasWebApp && request.method === 'GET') {
      return reply.type('text/html').send(fs.createReadStream(indexHtml));
    }
    throw notFound('ROUTE_NOT_FOUND', `Risorsa non trovata: ${request.method} ${request.url.split('?')[0]}`);
  });
});
