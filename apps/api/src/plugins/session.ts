// Client sessions (spec 001 §7 request interceptor): account/authenticateClient issues a
// server-signed, expiring token in the Authorization response header; the browser sends it
// back as a Bearer header and takes any newer token the server returns. The token names
// the company, the venue and (once signed in) the customer; nothing the browser stores on
// its own (a bare customer id, "encrypted" or not) is ever trusted (spec README).
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

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { secret: string; ttlDays: number }) => {
  const key = new TextEncoder().encode(opts.secret);

  app.decorateRequest('session', null);

  app.decorate('issueSession', async (reply: FastifyReply, session: ClientSession) => {
    const token = await new SignJWT({ ...session })
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
    try {
      const { payload } = await jwtVerify(header.slice(7), key, { issuer: ISSUER, algorithms: ['HS256'] });
      request.session = {
        companyId: Number(payload.companyId),
        seatWebId: payload.seatWebId == null ? null : Number(payload.seatWebId),
        seatWebFixed: Boolean(payload.seatWebFixed),
        languageId: Number(payload.languageId),
        customerId: payload.customerId == null ? null : Number(payload.customerId),
      };
    } catch {
      // An invalid or expired token is the same as none; routes that need one answer 401.
      request.session = null;
    }
  });
});

/** For routes that need the context authenticateClient set up. */
export function requireSession(request: FastifyRequest): ClientSession {
  if (!request.session) throw unauthorized('SESSION_REQUIRED', SESSION_MISSING_MESSAGE);
  return request.session;
}
