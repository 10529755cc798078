// Client sessions (spec 001 §7 request interceptor): account/authenticateClient issues a
// server-signed, expiring token in the Authorization response header; the browser sends it
// back as a Bearer header and takes any newer token the server returns. The token names
// the company, the venue and (once signed in) the customer; nothing the browser stores on
// its own (a bare customer id, "encrypted" or not) is ever trusted (docs/contract/README.md).
//
// Revocation: a token naming a customer also carries that customer's
// sessionVersion (claim `sv`). Logout, a password change or reset bump customers.session_version,
// so every token issued before names nobody any more: such a token still carries the company
// and venue, but request.session.customerId is null (routes needing a customer answer 401).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '@tavola/domain/error-codes';

export interface ClientSession {
  companyId: number;
  seatWebId: number | null;
  /** The request fixed the venue: it cannot be changed during this session (spec 000 §4). */
  seatWebFixed: boolean;
  languageId: number;
  customerId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: ClientSession | null;
  }
  interface FastifyInstance {
    issueSession(reply: FastifyReply, session: ClientSession): Promise<string>;
  }
}

/** The header a load balancer may remap Authorization to; the web client reads both. */
export const REMAPPED_AUTH_HEADER = 'x-authorization';
const ISSUER = 'tavola-api';

export const SESSION_MISSING_MESSAGE = 'Sessione non valida o scaduta. Ricarica la pagina.';

/** The configured secret, or one generated once into the data folder (demo and dev only). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string | undefined): string {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Tokens whose signature has already been checked, with their claims: a phone
 * sends the same token on every call, and checking the HMAC again (WebCrypto, a thread-pool
 * round trip) was the largest cost of a kept menu. The key is the whole token, so a changed
 * byte is a different key and gets the full check; the expiry is still compared on every use.
 * Bounded: past `max` entries the oldest is dropped.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, { payload: Record<string, unknown>; expiresAtMs: number }>();
  constructor(private readonly max = 10_000) {}

  get(token: string, nowMs: number): Record<string, unknown> | null {
    const kept = this.tokens.get(token);
    if (!kept) return null;
    if (kept.expiresAtMs <= nowMs) {
      this.tokens.delete(token);
      return null;
    }
    return kept.payload;
  }

  add(token: string, payload: Record<string, unknown>): void {
    // Ours always carry exp; one without it is simply checked in full every time.
    if (typeof payload.exp !== 'number') return;
    if (this.tokens.size >= this.max) this.tokens.delete(this.tokens.keys().next().value as string);
    this.tokens.set(token, { payload, expiresAtMs: payload.exp * 1000 });
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { secret: string; ttlDays: number }) => {
  const key = new TextEncoder().encode(opts.secret);
  const verified = new VerifiedTokens();

  app.decorateRequest('session', null);

  /**
   * The customer's current sessionVersion, or null when the customer is not of that company.
   * From the company-venue cache (no query per call; it reads the database itself
   * when turned off).
   */
  const sessionVersionOf = async (customerId: number, companyId: number): Promise<number | null> => {
    const row = await app.companyVenueCache.customerSession(customerId);
    return row && row.companyId === companyId ? row.sessionVersion : null;
  };

  app.decorate('issueSession', async (reply: FastifyReply, session: ClientSession) => {
    let claims: ClientSession & { sv?: number } = { ...session };
    if (session.customerId != null) {
      const sv = await sessionVersionOf(session.customerId, session.companyId);
      // Never sign a customer of another company (or a deleted one) into this session.
      claims = sv == null ? { ...session, customerId: null } : { ...session, sv };
    }
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${opts.ttlDays}d`)
      .sign(key);
    reply.header('authorization', `Bearer ${token}`);
    reply.header(REMAPPED_AUTH_HEADER, `Bearer ${token}`);
    return token;
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7);
    let payload = verified.get(token, Date.now());
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] }));
      } catch {
        // An invalid or expired token is the same as none; routes that need one answer 401.
        request.session = null;
        return;
      }
      verified.add(token, payload);
    }
    const session: ClientSession = {
      companyId: Number(payload.companyId),
      seatWebId: payload.seatWebId == null ? null : Number(payload.seatWebId),
      seatWebFixed: Boolean(payload.seatWebFixed),
      languageId: Number(payload.languageId),
      customerId: payload.customerId == null ? null : Number(payload.customerId),
    };
    if (session.customerId != null) {
      const current = await sessionVersionOf(session.customerId, session.companyId);
      // Revoked (logout, password change) or unknown customer: the token keeps its context only.
      if (current == null || current !== Number(payload.sv)) session.customerId = null;
    }
    request.session = session;
  });
});

export const CUSTOMER_REQUIRED_MESSAGE = "Impossibile completare l'operazione. L'utente non è loggato.";

/** For routes that need a signed-in customer: the session's customer id, else 401. */
export function requireCustomer(request: FastifyRequest): ClientSession & { customerId: number } {
  const session = requireSession(request);
  if (session.customerId == null) throw unauthorized('CUSTOMER_REQUIRED', CUSTOMER_REQUIRED_MESSAGE);
  return session as ClientSession & { customerId: number };
}

/** For routes that need the context authenticateClient set up. */
export function requireSession(request: FastifyRequest): ClientSession {
  if (!request.session) throw unauthorized('SESSION_REQUIRED', SESSION_MISSING_MESSAGE);
  return request.session;
}
