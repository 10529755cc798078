// Security headers on every answer, with @fastify/helmet. The
// Content-Security-Policy allows this origin plus exactly the outside hosts of
// csp-sources.ts; HSTS is sent only when the public origin is HTTPS, since over plain HTTP
// (the demo on localhost) it would be ignored at best.
//
// The headers are the same on every answer, so helmet runs once at startup and each request
// only copies the finished values (@fastify/helmet rebuilt the whole policy text
// on every request, a noticeable share of a kept menu's cost).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { cspSources } from './csp-sources';
import { HASHED_ASSETS_PREFIX } from './web-app';

/**
 * What a file of our own build (/assets/: scripts and styles, never a page) needs: the policy,
 * framing, referrer and opener headers act on documents only, and were some 1.4 KB on each of
 * the first load's responses, each a share of a slow phone's connection. HSTS
 * stays: a browser takes it from any answer over HTTPS.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

export function contentSecurityPolicy(sources: ReturnType<typeof cspSources>, https: boolean) {
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...sources.scriptSrc],
    // React, Leaflet and the developer pages set inline styles; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'", ...sources.styleSrc],
    // data: for Bootstrap's inline SVG icons, blob: for pictures chosen on the device.
    imgSrc: ["'self'", 'data:', 'blob:', ...sources.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...sources.connectSrc],
    frameSrc: sources.frameSrc.length > 0 ? sources.frameSrc : ["'none'"],
    manifestSrc: ["'self'"],
  };
  // Over plain HTTP the browser would rewrite same-origin requests to https and break them.
  if (https) directives.upgradeInsecureRequests = [];
  return directives;
}

/** The headers helmet sets for these options, worked out once (none depends on the request). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(cspSources(app.config), https) },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Tile servers (OpenStreetMap's policy) require a referrer; the path of a page never leaves.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(HASHED_ASSETS_PREFIX) ? assetHeaders : headers);
    done();
  });
});
