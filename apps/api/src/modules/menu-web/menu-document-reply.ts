// Sends a kept menu document: the JSON already serialised, with its ETag, so a
// phone that has the menu gets 304 and no body; gzip made once per document when the client
// accepts it. The document depends on the session (Authorization), hence private caching,
// and no-cache so the phone asks again (and gets 304) instead of showing an old menu.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MenuDocument } from './menu-cache';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export function sendMenuDocument(request: FastifyRequest, reply: FastifyReply, document: MenuDocument): FastifyReply {
  reply
    .header('etag', document.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Authorization, Accept-Encoding');
  if (matches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  // Bytes are sent as they are, with the content type set here (no second serialisation).
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request)) {
    return reply.header('content-encoding', 'gzip').send(request.server.menuCache.gzipOf(document));
  }
  return reply.send(document.body);
}
