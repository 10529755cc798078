// One HTTP call to a maps provider, with a deadline ("timeouts", "a clear message
// when the provider is down"). Any failure (no answer in time, network, an unexpected status
// or body) becomes 503 MAPS_UNAVAILABLE: the diner is told the service is down and may retry,
// which is not the spec's 'no venue available' (that is only for no route / no venue).
import { serviceUnavailable, type DomainError } from '@tavola/domain/error-codes';

export const MAPS_UNAVAILABLE_MESSAGE =
  'Il servizio mappe non risponde in questo momento. Riprova tra qualche istante.';

/** The part of pino's logger the adapters use. */
export interface MapsLog {
  warn(details: object, message: string): void;
}

export interface MapsHttpContext {
  /** Provider name for the logs ('photon', 'osrm', 'google-places', ...). */
  provider: string;
  timeoutMs: number;
  log?: MapsLog;
}

export function mapsUnavailable(context: MapsHttpContext, url: URL, reason: string, status?: number): DomainError {
  // The path only: Google's Geocoding API takes its key in the query.
  context.log?.warn({ provider: context.provider, path: url.pathname, status, reason }, 'maps provider unavailable');
  const error = serviceUnavailable('MAPS_UNAVAILABLE', MAPS_UNAVAILABLE_MESSAGE);
  error.cause = new Error(`${context.provider} ${url.pathname}: ${reason}${status ? ` (HTTP ${status})` : ''}`);
  return error;
}

/**
 * The JSON answer of the provider. `accept` names the non-2xx statuses whose body the adapter
 * reads itself (OSRM answers 400 with a code when a point is off the road network).
 */
export async function requestJson(
  context: MapsHttpContext,
  url: URL,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
  accept: (status: number) => boolean = () => false,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(context.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw mapsUnavailable(
      context,
      url,
      timedOut ? `no answer within ${context.timeoutMs} ms` : `network: ${(error as Error).message}`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw mapsUnavailable(context, url, 'the answer is not JSON', response.status);
  }
  if (!response.ok && !accept(response.status)) throw mapsUnavailable(context, url, 'error status', response.status);
  return { status: response.status, body };
}

/** Reads the body with the adapter's schema; a provider that changed its answer counts as down. */
export function parseAnswer<T>(
  context: MapsHttpContext,
  url: URL,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw mapsUnavailable(context, url, 'unexpected answer shape');
  return parsed.data;
}
