// A fetch stand-in for component tests: answers by API path (relative to the backend), and
// records the calls. Unknown paths answer 404 so a missing stub fails loudly.
import { vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { jsonResponse, makeSettings } from '../../../test/fixtures';

export type Stub = unknown | ((request: { url: URL; body: unknown }) => unknown);

export interface ApiCall {
  path: string;
  method: string;
  query: Record<string, string>;
  body: unknown;
}

export function mockApi(stubs: Record<string, Stub>) {
  const calls: ApiCall[] = [];
  const settings = makeSettings();
  configureApiClient(settings);
  const base = new URL(settings.webApiUrls.backend);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.slice(base.pathname.length);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', query: Object.fromEntries(url.searchParams), body });
    if (!(path in stubs)) return jsonResponse({ code: 'NOT_STUBBED', message: `No stub for ${path}` }, { status: 404 });
    const stub = stubs[path];
    const answer =
      typeof stub === 'function' ? (stub as (r: { url: URL; body: unknown }) => unknown)({ url, body }) : stub;
    if (answer instanceof Response) return answer;
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
