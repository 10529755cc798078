// Rate limits: sign-in, registration and every call that sends an e-mail answer
// 429 with a clear Italian message once a caller goes over its budget. Limits are per route
// and opt-in: a route adds `config: { rateLimit: app.rateLimits.mail }` (or .login,
// .registration). The budgets come from config (RATE_LIMIT_*), counted per route in the
// database, so every server process on one PostgreSQL shares them (docs/decisions/007).
// The caller's address is request.ip: proxy headers count only from TRUST_PROXY.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, ErrorKind } from '@tavola/domain/error-codes';
import { databaseRateLimitStore } from './rate-limit-repository';

export interface RateLimits {
  /** Sign-in attempts (password, Google, password change and reset): per address and e-mail. */
  login: RateLimitOptions;
  /** Registrations, per address. */
  registration: RateLimitOptions;
  /** Calls that send an e-mail, per address. */
  mail: RateLimitOptions;
  /** Table reservations added, per address: an unverified reservation holds places until it expires. */
  booking: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** 'Riprova tra 3 minuti.' for a wait in seconds. */
export function retryText(seconds: number): string {
  if (seconds < 60) return `Riprova tra ${Math.max(1, seconds)} ${seconds === 1 ? 'secondo' : 'secondi'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`;
}

export class TooManyRequestsError extends DomainError {
  constructor(seconds: number) {
    super(
      ErrorKind.TooManyRequests,
      'TOO_MANY_REQUESTS',
      `Hai fatto troppi tentativi in poco tempo. ${retryText(seconds)}`,
    );
    this.name = 'TooManyRequestsError';
  }
}

/** The e-mail a sign-in names (login, customerEmail), so one address cannot lock out a venue's Wi-Fi. */
function loginKey(request: FastifyRequest): string {
  const source = { ...(request.query as object), ...(typeof request.body === 'object' ? request.body : {}) } as Record<
    string,
    unknown
  >;
  const who = source.login ?? source.customerEmail ?? source.customerId ?? source.email ?? '';
  return `${request.ip}|${String(who).trim().toLowerCase()}`;
}

export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { loginMax: number; registrationMax: number; mailMax: number; bookingMax: number },
  ) => {
    const mail: RateLimitOptions = { max: opts.mailMax, timeWindow: '15 minutes' };
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.ceil(context.ttl / 1000)),
    });
    app.decorate('rateLimits', {
      // preHandler: the body is parsed, so the key can name the e-mail.
      login: { max: opts.loginMax, timeWindow: '5 minutes', hook: 'preHandler', keyGenerator: loginKey },
      registration: { max: opts.registrationMax, timeWindow: '1 hour' },
      mail,
      booking: { max: opts.bookingMax, timeWindow: '15 minutes' },
    } satisfies RateLimits);
  },
  { name: 'rate-limit' },
);
