// The one error handler (house style, fastify/demo): coded domain errors become the spec's
// statuses (000 §8) with a JSON body carrying the user-facing Italian message; validation
// errors name the field; anything unexpected is logged with context and hidden as a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_ERROR_MESSAGE, DomainError, ErrorKind, type ErrorBody, httpStatusByKind } from '@tavola/domain/error-codes';
import { formatValidationMessage } from '@tavola/domain/validation-messages';

export const INVALID_REQUEST_MESSAGE = 'La richiesta non è valida';

function fieldPath(context: string | undefined, instancePath: string) {
  const inner = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [context, inner].filter(Boolean).join('.');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = httpStatusByKind[error.kind];
      // Only a failure of ours is an error with its stack. A 509 is an expected refusal (a full
      // band, a slot taken): a burst of them is the service working, so info and its code only;
      // an outside service down (503) is worth a warning, not a stack.
      if (error.kind === ErrorKind.System) request.log.error({ err: error }, 'domain error');
      else if (error.kind === ErrorKind.ServiceUnavailable) request.log.warn({ code: error.code, status }, 'outside service unavailable');
      else if (status >= 500) request.log.info({ code: error.code, status }, 'request refused');
      const body: ErrorBody = { code: error.code, message: error.message, fields: error.fields, affected: error.affected };
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: fieldPath(error.validationContext, v.instancePath),
        // Domain schemas carry message codes ('required', 'maxLength:100'): answer the Italian text.
        message: formatValidationMessage(v.message ?? 'non valido'),
      }));
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
      const body: ErrorBody = {
        code: error.code ?? 'BAD_REQUEST',
        message: status === 429 ? 'Troppe richieste. Attendi qualche istante e riprova.' : `${INVALID_REQUEST_MESSAGE}: ${error.message}`,
      };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error, url: request.routeOptions.url, method: request.method }, 'unhandled error');
    const body: ErrorBody = { code: 'SYSTEM', message: DEFAULT_ERROR_MESSAGE };
    return reply.status(500).send(body);
  });
});
