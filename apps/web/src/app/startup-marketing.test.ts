// Spec 001 §4: past 60 days of end of service, the marketing site of the settings (if any).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { italian, jsonResponse, makeCompany, makeSettings } from '../test/fixtures';
import { rememberedSession } from '../lib/remembered-session';
import { tokenStore } from '../lib/storage';
import { startApp } from './startup';

let settings = makeSettings();
let daysPast = 61;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/settings.json')) return jsonResponse(settings);
    return jsonResponse({
      company: makeCompany({ isCompanyEndOfService: daysPast >= 0, daysPastEndOfService: Math.max(0, daysPast) }),
      seatWeb: null,
      canChangeSeatWeb: true,
      customer: null,
      language: italian,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('end of service', () => {
  it('goes to the marketing site after more than 60 days when the settings name it', async () => {
    settings = makeSettings({ marketingSiteUrl: 'https://tavola.example/' });
    daysPast = 61;
    expect(await startApp({ search: '?company=demo', pathLanguage: null })).toEqual({
      ok: false,
      failure: { kind: 'marketingSite', url: 'https://tavola.example/' },
    });
  });

  it('stays on start-error at 60 days, or without a marketing site', async () => {
    settings = makeSettings({ marketingSiteUrl: 'https://tavola.example/' });
    daysPast = 60;
    expect((await startApp({ search: '?company=demo', pathLanguage: null })).ok).toBe(true);
    settings = makeSettings();
    daysPast = 400;
    expect((await startApp({ search: '?company=demo', pathLanguage: null })).ok).toBe(true);
  });
});

describe('remembered session', () => {
  it("sends the remembered customer's token when this tab has none", async () => {
    daysPast = -1;
    rememberedSession.set('demo', 'remembered-token');
    tokenStore.useCompany('demo');
    tokenStore.set(null);
    await startApp({ search: '?company=demo', pathLanguage: null });
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('authenticateClient'))!;
    expect(new Headers(call[1]!.headers).get('Authorization')).toBe('Bearer remembered-token');
  });
});
