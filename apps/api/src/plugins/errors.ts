// The one error handler (house style, fastify/demo): coded domain errors become the spec's
// statuses (000 §8) with a JSON body carrying the user-facing Italian message; validation
// errors name the field; a database out of reach is a 503 the diner may retry; anything
// unexpected is logged with context and hidden as a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_ERROR_MESSAGE,
  DomainError,
  ErrorKind,
  type ErrorBody,
  httpStatusByKind,
} from '@tavola/domain/error-codes';
import { formatValidationMessage } from '@tavola/domain/validation-messages';

export const INVALID_REQUEST_MESSAGE = 'La richiesta non è valida';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Il servizio è momentaneamente non disponibile. Nulla è stato salvato: riprova tra qualche istante.';

/**
 * PostgreSQL's codes and the drivers' errors of a database that cannot be reached or has just
 * dropped the connection (a restart, a failover, an administrator ending sessions): the
 * statement did not happen, or its transaction was rolled back, so the caller may retry.
 */
const UNREACHABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNREACHABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^The database worker has stopped/,
  /^PGlite is closed/,
];

/**
 * The driver's error saying the database is out of reach, found in `error` or an error it wraps
 * (drizzle's "Failed query", whose message carries the statement's parameters); else null.
 */
export function databaseUnavailableReason(error: unknown): { message: string; code?: string } | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    const message = e.message;
    if (
      (typeof code === 'string' && (UNREACHABLE_SQLSTATES.has(code) || UNREACHABLE_NODE_CODES.has(code))) ||
      UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))
    ) {
      return { message, code: typeof code === 'string' ? code : undefined };
    }
  }
  return null;
}

function fieldPath(context: string | undefined, instancePath: string) {
  const inner = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [context, inner].filter(Boolean).join('.');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = httpStatusByKind[error.kind];
      // Only a failure of ours is an error with its stack. Every other kind is an expected
      // refusal (no availability, sold out, ordering paused, a bad value, a 509 full band): a
      // burst of them is the service working, so info and its code only; an outside service
      // down (503) is worth a warning, not a stack.
      if (error.kind === ErrorKind.System) request.log.error({ err: error }, 'domain error');
      else if (error.kind === ErrorKind.ServiceUnavailable)
        request.log.warn({ code: error.code, status }, 'outside service unavailable');
      else request.log.info({ code: error.code, status }, 'request refused');
      const body: ErrorBody = {
        code: error.code,
        message: error.message,
        fields: error.fields,
        affected: error.affected,
      };
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: fieldPath(error.validationContext, v.instancePath),
        // Domain schemas carry message codes ('required', 'maxLength:100'): answer the Italian text.
        message: formatValidationMessage(v.message ?? 'non valido'),
      }));
      request.log.info({ code: 'VALIDATION', status: 400, fields: fields.map((f) => f.path) }, 'request refused');
      const body: ErrorBody = {
        code: 'VALIDATION',
        message: `${INVALID_REQUEST_MESSAGE}: ${fields.map((f) => `${f.path} (${f.message})`).join('; ')}`,
        fields,
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, 429.
      request.log.info({ code: error.code, status }, 'request refused');
      const body: ErrorBody = {
        code: error.code ?? 'BAD_REQUEST',
        message:
          status === 429
            ? 'Troppe richieste. Attendi qualche istante e riprova.'
            : `${INVALID_REQUEST_MESSAGE}: ${error.message}`,
      };
      return reply.status(status).send(body);
    }
    const unreachable = databaseUnavailableReason(error);
    if (unreachable) {
      // A transaction cut short is rolled back by PostgreSQL: nothing half-written to report.
      request.log.warn(
        { reason: unreachable, url: request.routeOptions.url, method: request.method },
        'database unavailable',
      );
      const body: ErrorBody = { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE };
      return reply.status(503).header('retry-after', '5').send(body);
    }
    request.log.error({ err: error, url: request.routeOptions.url, method: request.method }, 'unhandled error');
    const body: ErrorBody = { code: 'SYSTEM', message: DEFAULT_ERROR_MESSAGE };
    return reply.status(500).send(body);
  });
});
