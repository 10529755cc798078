// Link targets that end up in e-mails (redirectUri, callbackUrl) are accepted only on the app's
// own origin or an origin configured for the company (companies.allowed_origins, white-label
// domains); anything else is a 400 (docs/contract/README.md). Reusable by the order mails.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import { findCompanyAllowedOrigins } from './account-repository';

export const REDIRECT_NOT_ALLOWED_MESSAGE = "L'indirizzo di ritorno non è consentito per questa azienda.";

/**
 * The app's own origin: PUBLIC_ORIGIN (http://localhost:PORT in demo and dev without it). Never
 * the request's Host or X-Forwarded-*: whoever sends the request would choose where the mailed
 * secret goes.
 */
export function appOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin;
}

/** The parsed URL when its origin is allowed for the company; otherwise throws a 400. */
export async function allowedRedirect(db: Db, request: FastifyRequest, companyId: number, uri: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw badRequest('REDIRECT_NOT_ALLOWED', REDIRECT_NOT_ALLOWED_MESSAGE);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badRequest('REDIRECT_NOT_ALLOWED', REDIRECT_NOT_ALLOWED_MESSAGE);
  const allowed = new Set([appOrigin(request), ...(await findCompanyAllowedOrigins(db, companyId)).map(originOf)]);
  if (!allowed.has(url.origin) || url.username || url.password) {
    throw badRequest('REDIRECT_NOT_ALLOWED', REDIRECT_NOT_ALLOWED_MESSAGE);
  }
  return url;
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}
