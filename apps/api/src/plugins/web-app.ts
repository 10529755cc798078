// Serves the built web app and the demo images on the API's port, so the demo is one
// process on one port. Unknown non-API GET/HEAD paths return index.html: the client router
// owns them (spec 001 §2: unknown paths redirect to the root, client side).
// Caching: Vite names every file under /assets by its content hash, so those are
// cached for a year as immutable; index.html (and the other unhashed files) must be
// revalidated on every load, so a release is seen at once. The build leaves .br and .gz
// copies beside each file (apps/web/scripts/precompress.mjs), sent when the browser accepts
// them, so no file is compressed per request. The app's page on its routes is the exception:
// the server adds to it per request (`pageHead`: the settings, a preload, a banner), so it is
// compressed per request (it is small) and never stored.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '@tavola/domain/error-codes';
import { BROTLI_QUALITY } from './compression';

const API_PREFIXES = [
  '/api/',
  '/booking/',
  '/dev/',
  '/docs',
  '/openapi.json',
  '/images/',
  '/media/',
  '/healthz',
  '/readyz',
];
/** Hashed build output: a missing file there is a stale chunk, which must fail, not get HTML. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const NO_STORE = 'no-store';

interface WebAppOptions {
  webDistDir: string;
  imagesDir: string;
  /** Markup added at the end of the app page's head and at the start of its body, per request. */
  pageHead: (request: FastifyRequest) => Promise<{ head: string; bodyStart: string }>;
}

function cacheHeaders(root: string) {
  return (res: SetHeadersResponse, filePath: string) => {
    const hashed = path.relative(root, filePath).split(path.sep)[0] === 'assets';
    res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    // The same URL answers a .br, .gz or plain body: caches must key on Accept-Encoding.
    res.setHeader('vary', 'accept-encoding');
  };
}

/**
 * Brotli (at the compression plugin's quality) or gzip as accepted. Done here because that
 * plugin compresses routes' answers only, and the app page is the not-found handler's.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  // CORS (white-label origins) puts Vary: Origin on the reply, and the reply's headers
  // replace the raw Vary: accept-encoding set above when they are written: keep both.
  app.addHook('onSend', async (_request, reply) => {
    const raw = reply.raw.getHeader('vary');
    const merged = reply.getHeaders().vary;
    if (raw && merged !== raw) reply.header('vary', `${String(merged)}, ${String(raw)}`);
  });
  await app.register(fastifyStatic, { root: opts.imagesDir, prefix: '/images/', decorateReply: false, maxAge: '1h' });

  const indexHtml = path.join(opts.webDistDir, 'index.html');
  // The built page around the points where its head ends and its body starts, read once
  // (null: no web app built).
  const page = fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8').split(/<\/head>|(?<=<body>)/) : null;
  if (page && page.length !== 3) throw new Error(`${indexHtml}: expected one </head> and one <body>`);
  if (page) {
    const served = {
      // The app page is sent by the not-found handler below, not through reply.sendFile.
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(opts.webDistDir),
    } as const;
    // Cold start: a route per file cost ~100 ms of every start (the router compiles
    // a matcher per static path), for ~100 hashed files. They are looked up per request under
    // one route instead (a missing one goes to the not-found handler: 404); a folder is no file.
    await app.register(fastifyStatic, {
      ...served,
      root: path.join(opts.webDistDir, HASHED_ASSETS_PREFIX),
      prefix: HASHED_ASSETS_PREFIX,
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
    // The few unhashed files beside the page (robots.txt, ...): a route each. The .br and .gz
    // copies are found per request (preCompressed) and need none.
    await app.register(fastifyStatic, {
      ...served,
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname.startsWith(HASHED_ASSETS_PREFIX);
    if (!isApi && page && (request.method === 'GET' || request.method === 'HEAD')) {
      const { head, bodyStart } = await opts.pageHead(request);
      reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8');
      return sendCompressed(request, reply, `${page[0]}${head}</head>${page[1]}${bodyStart}${page[2]}`);
    }
    throw notFound('ROUTE_NOT_FOUND', `Risorsa non trovata: ${request.method} ${pathname}`);
  });
});
