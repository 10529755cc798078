// Coded errors (house style: services throw coded errors, one place maps them to HTTP).
// The kinds and their statuses are spec 000 §8's mapping: 400 BadRequest, 401 Unauthorized,
// 404 NotFound, 500 System, 509 Conflict. 429 is ours, for the rate limits.

export const ErrorKind = {
  BadRequest: 'BadRequest',
  Unauthorized: 'Unauthorized',
  /** Ours: a signed-in staff member whose role does not allow the call. */
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  TooManyRequests: 'TooManyRequests',
  /** An outside service the call needs (the maps provider) does not answer: retry later. */
  ServiceUnavailable: 'ServiceUnavailable',
  System: 'System',
  /** Ours: an edit based on a stale version of what it changes. */
  StaleVersion: 'StaleVersion',
} as const;
export type ErrorKind = (typeof ErrorKind)[keyof typeof ErrorKind];

export const httpStatusByKind: Record<ErrorKind, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 509,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
  System: 500,
  StaleVersion: 409,
};

/** The spec's default message when the server gives none (spec 000 §8). */
export const DEFAULT_ERROR_MESSAGE =
  'Siamo spiacenti, si è verificato un errore imprevisto. Ti chiediamo di riprovare.';

/** Body of every error response: `message` is user-facing Italian copy. */
export interface ErrorBody {
  code: string;
  message: string;
  /** For validation errors: the offending fields, by path. */
  fields?: { path: string; message: string }[];
  /** Ours: how many things a refused change would touch (ORDERS_OUTSIDE_HOURS: future orders). */
  affected?: number;
}

export class DomainError extends Error {
  /** See ErrorBody.affected. */
  affected?: number;
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (code: string, message: string, fields?: ErrorBody['fields']) =>
  new DomainError(ErrorKind.BadRequest, code, message, fields);
export const unauthorized = (code: string, message: string) => new DomainError(ErrorKind.Unauthorized, code, message);
export const forbidden = (code: string, message: string) => new DomainError(ErrorKind.Forbidden, code, message);
export const notFound = (code: string, message: string) => new DomainError(ErrorKind.NotFound, code, message);
export const conflict = (code: string, message: string) => new DomainError(ErrorKind.Conflict, code, message);
export const serviceUnavailable = (code: string, message: string) =>
  new DomainError(ErrorKind.ServiceUnavailable, code, message);

/** Someone else saved this first; the message says to reload and retry. */
export const staleVersion = (code: string, message: string) => new DomainError(ErrorKind.StaleVersion, code, message);
