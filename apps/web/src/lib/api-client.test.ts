import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, makeSettings } from '../test/fixtures';
import { ApiError, apiRequest, configureApiClient } from './api-client';
import { tokenStore } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const settings = makeSettings();

function sentRequest(call = 0) {
  const [url, init] = fetchMock.mock.calls[call];
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureApiClient(settings);
  tokenStore.useCompany('demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('resolves paths against the backend, adds the query and sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const result = await apiRequest('account/authenticateClient', {
      method: 'POST',
      query: { a: 1, skipped: undefined, empty: null },
      body: { companyUrlName: 'demo' },
    });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('http://localhost:3000/api/account/authenticateClient?a=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"companyUrlName":"demo"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(result).toEqual({ ok: true });
  });

  it('validates the answer with the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ n: 'x' }));
    await expect(apiRequest('x', { schema: z.object({ n: z.number() }) })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('returns text answers as text', async () => {
    fetchMock.mockResolvedValue(new Response('client-id', { headers: { 'Content-Type': 'text/plain' } }));
    await expect(apiRequest('paypal/getPaypalClientID')).resolves.toBe('client-id');
  });
});

describe('token handling', () => {
  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('language/getCompanyLanguages');
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a Bearer header', async () => {
    tokenStore.set('abc');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('language/getCompanyLanguages');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer abc');
  });

  it('never sends the token to the booking URLs, with or without a query', async () => {
    tokenStore.set('abc');
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await apiRequest(settings.webApiUrls.bookTableInfo, { query: { p: '12_pw' } });
    await apiRequest(settings.webApiUrls.bookTableCancelReservation, { query: { c: 1, p: 2 } });
    await apiRequest(settings.webApiUrls.bookTableAddReservation, { method: 'POST', body: {} });
    for (const call of [0, 1, 2]) expect(sentRequest(call).headers.has('Authorization')).toBe(false);
    expect(sentRequest(0).url).toBe('http://localhost:3000/booking/GetInfo?p=12_pw');
  });

  it('keeps the token for backend paths that only resemble a booking URL', async () => {
    tokenStore.set('abc');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('GetInfo');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer abc');
  });

  it('replaces the token from an Authorization response header', async () => {
    tokenStore.set('old');
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Bearer new-token' } }));
    await apiRequest('account/authenticateClient', { method: 'POST', body: {} });
    expect(tokenStore.get()).toBe('new-token');
  });

  it('replaces the token from the load-balancer-remapped X-Authorization header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { 'X-Authorization': 'Bearer remapped' } }));
    await apiRequest('account/authenticateClient', { method: 'POST', body: {} });
    expect(tokenStore.get()).toBe('remapped');
  });

  it('accepts a token header without the Bearer prefix and keeps tokens per company', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'plain' } }));
    await apiRequest('x');
    expect(tokenStore.get()).toBe('plain');
    tokenStore.useCompany('other');
    expect(tokenStore.get()).toBeNull();
  });
});

describe('error mapping', () => {
  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [404, 'NotFound'],
    [500, 'System'],
    [509, 'Conflict'],
    [418, 'Unknown'],
    // A maps provider down is 503 ServiceUnavailable (was Unknown).
    [503, 'ServiceUnavailable'],
    [502, 'Unknown'],
  ])('maps HTTP %i to %s with the server message', async (status, kind) => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'X', message: 'Messaggio del server' }, { status }));
    const error = await apiRequest('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, kind, message: 'Messaggio del server', code: 'X' });
  });

  it('uses the default message when the body has none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('x')).rejects.toMatchObject({ kind: 'Unknown', message: DEFAULT_ERROR_MESSAGE });
    fetchMock.mockResolvedValue(jsonResponse({ code: 'X', message: '' }, { status: 500 }));
    await expect(apiRequest('x')).rejects.toMatchObject({ kind: 'System', message: DEFAULT_ERROR_MESSAGE });
  });

  it('passes non-HTTP errors on unchanged', async () => {
    const networkError = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(networkError);
    await expect(apiRequest('x')).rejects.toBe(networkError);
  });
});
