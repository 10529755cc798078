// The one API client (spec 001 §7 request interceptor, spec 000 §8 error mapping). Every
// call of the app, backend or booking service, goes through apiRequest.
import type { AppSettings } from '@tavola/domain/entities';
import { DEFAULT_ERROR_MESSAGE, httpStatusByKind, type ErrorBody, type ErrorKind } from '@tavola/domain/error-codes';
import type { z } from 'zod';
import { loader } from './loader';
import { sessionReload } from './session-reload';
import { tokenStore } from './storage';
import { isOffline, noteResponse, offlineActionMessage } from './online-status';

export type ApiErrorKind = ErrorKind | 'Unknown';

// Derived from the shared table so client and server agree: 400 BadRequest,
// 401 Unauthorized, 404 NotFound, 500 System, 509 Conflict (and our 429 TooManyRequests);
// any other status is Unknown.
const kindByStatus = new Map(
  (Object.entries(httpStatusByKind) as [ErrorKind, number][]).map(([kind, status]) => [status, kind]),
);

export function errorKindFor(status: number): ApiErrorKind {
  return kindByStatus.get(status) ?? 'Unknown';
}

/** A non-2xx answer. `message` is the server's user-facing text, or the spec's default. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: ErrorBody['fields'],
    /** ErrorBody.affected: e.g. the future orders a change of hours leaves outside them. */
    readonly affected?: number,
  ) {
    super(message);
    this.kind = errorKindFor(status);
  }
}

/** ApiError.code of a call refused because the browser is offline (status 0). */
const OFFLINE_CODE = 'OFFLINE';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or form-encoded when a URLSearchParams (the booking ConfermaDesktop call). */
  body?: unknown;
  /** Validates (and types) the answer; a mismatch throws the ZodError unchanged. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * A request the diner did not ask for (reservation polling every 3 s): it does not show the
   * global loader, which would otherwise flash at every poll.
   */
  background?: boolean;
  /**
   * A 401 normally reloads the page (spec 001 §7: the session is gone, startup makes a new one).
   * Startup's own call opts out, or a 401 there would reload forever.
   */
  reloadOnUnauthorized?: boolean;
  /** Headers of the call besides the session's (a table tab's participant token). */
  extraHeaders?: Record<string, string>;
}

/** What a 401 does (spec 001 §7: reload the page, marked so the new page says why); replaceable in tests. */
let onUnauthorized: () => void = () => sessionReload.reloadAfterUnauthorized();
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * What a diner's own action (not a GET, not a background call) does when the server fails
 * (5xx) or does not answer: the notification stack installs the spec's generic error here.
 */
let onActionFailure: (error: unknown) => void = () => {};
export function setActionFailureHandler(handler: (error: unknown) => void): void {
  onActionFailure = handler;
}

interface ClientConfig {
  backend: URL;
  bookingUrls: Set<string>;
}

let config: ClientConfig | null = null;

/** Called once settings are loaded (startup), before any apiRequest. */
export function configureApiClient(settings: AppSettings): void {
  const base = absolute(settings.webApiUrls.backend);
  const bookingUrls = Object.entries(settings.webApiUrls)
    .filter(([name]) => name.startsWith('bookTable'))
    .map(([, url]) => withoutQuery(absolute(url)));
  config = { backend: base, bookingUrls: new Set(bookingUrls) };
}

/**
 * `path` is relative to settings.webApiUrls.backend (which ends with '/'), e.g.
 * 'account/authenticateClient'; an absolute URL (the booking URLs of the settings) is used
 * as it is.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  if (!config) throw new Error('apiRequest called before configureApiClient');
  const url = new URL(path, config.backend);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value != null) url.searchParams.set(name, String(value));
  }

  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  // Spec 001 §7: the booking service is a third party and never gets our token.
  const token = tokenStore.get();
  if (token && !config.bookingUrls.has(withoutQuery(url))) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.extraHeaders ?? {})) headers.set(name, value);

  // Offline, nothing the diner sends (an order, a payment, a change) is tried: it cannot arrive,
  // and the service worker never answers it from a copy (docs/pwa-and-push.md).
  if ((options.method ?? 'GET') !== 'GET' && isOffline()) {
    const offline = new ApiError(0, offlineActionMessage(), OFFLINE_CODE);
    if (!options.background) onActionFailure(offline);
    throw offline;
  }

  // Spec 001 §7: every request shows the global loader (counter, forced hide after 30 s).
  const hideLoader = options.background ? () => {} : loader.show();
  const action = !options.background && (options.method ?? 'GET') !== 'GET';
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
    noteResponse(response);
    data = await readBody(response);
  } catch (error) {
    if (action && !options.signal?.aborted) onActionFailure(error);
    throw error;
  } finally {
    hideLoader();
  }

  // A renewed token may come back on any answer; behind the load balancer the header is
  // remapped to X-Authorization (spec 001 §7).
  const renewed = (response.headers.get('Authorization') ?? response.headers.get('X-Authorization') ?? '')
    .replace(/^Bearer\s+/i, '')
    .trim();
  if (renewed) tokenStore.set(renewed);

  const isBooking = config.bookingUrls.has(withoutQuery(url));
  if (response.status === 401 && options.reloadOnUnauthorized !== false && !isBooking) onUnauthorized();
  if (!response.ok) {
    const error = toApiError(response.status, data);
    if (action && response.status >= 500) onActionFailure(error);
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

function toApiError(status: number, data: unknown): ApiError {
  const errorBody = (typeof data === 'object' && data !== null ? data : {}) as Partial<ErrorBody>;
  const message =
    typeof errorBody.message === 'string' && errorBody.message.trim() ? errorBody.message : DEFAULT_ERROR_MESSAGE;
  const affected = typeof errorBody.affected === 'number' ? errorBody.affected : undefined;
  return new ApiError(
    status,
    message,
    typeof errorBody.code === 'string' ? errorBody.code : undefined,
    errorBody.fields,
    affected,
  );
}

/** JSON when the server says so, text otherwise (some documented calls answer "text"). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The absolute URL of a backend call, for what cannot go through apiRequest (EventSource). */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  if (!config) throw new Error('apiUrl called before configureApiClient');
  const url = new URL(path, config.backend);
  for (const [name, value] of Object.entries(query)) {
    if (value != null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function absolute(url: string): URL {
  return new URL(url, window.location.href);
}

function withoutQuery(url: URL): string {
  return url.origin + url.pathname;
}
