import { EMBEDDED_SETTINGS_ELEMENT_ID } from '@tavola/domain/app-page';
import { OrderType, StartErrorType } from '@tavola/domain/enums';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCompanyUrlName, rememberSeatWebId, tokenStore, recallSeatWebId } from '../lib/storage';
import { italian, jsonResponse, makeCompany, makeSeatWeb, makeSettings } from '../test/fixtures';
import { startApp } from './startup';
import { startErrorFor } from '../lib/start-error';

const fetchMock = vi.fn<typeof fetch>();
const first = makeSeatWeb({ seatWebId: 1, name: 'Centro', takeawayEnabled: true });
const second = makeSeatWeb({ seatWebId: 2, name: 'Mare', takeawayEnabled: true });
const company = makeCompany({ seatWebs: [first, second], takeAway: [first, second] });

let settings = makeSettings();
let authenticate: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  settings = makeSettings();
  authenticate = (body) =>
    jsonResponse(
      {
        company,
        seatWeb: body.seatWebId ? company.seatWebs.find((s) => s.seatWebId === body.seatWebId) : null,
        canChangeSeatWeb: body.seatWebId == null,
        customer: null,
        language: italian,
      },
      { headers: { Authorization: 'Bearer session-token' } },
    );
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/settings.json')) return jsonResponse(settings);
    if (url.endsWith('/api/account/authenticateClient')) return authenticate(JSON.parse(String(init?.body)));
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function authenticateBody(): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('authenticateClient'));
  return JSON.parse(String(call![1]!.body));
}

describe('startApp', () => {
  it('loads the settings with a timestamp and authenticates the company of the address', async () => {
    const result = await startApp({ search: '?company=demo', pathLanguage: null });
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/settings\.json\?t=\d+$/);
    expect(authenticateBody()).toEqual({ companyUrlName: 'demo', seatWebId: null, languageId: null, clientId: 'web' });
    expect(result).toMatchObject({
      ok: true,
      state: { company, seatWeb: null, canChangeSeatWeb: true, orderType: null },
    });
    expect(lastCompanyUrlName.get()).toBe('demo');
    expect(tokenStore.get()).toBe('session-token');
  });

  it('reads the settings the server put in the page instead of asking for settings.json (issue #14)', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EMBEDDED_SETTINGS_ELEMENT_ID;
    block.textContent = JSON.stringify(makeSettings({ app: { clientId: 'from-the-page' } }));
    document.head.append(block);
    try {
      const result = await startApp({ search: '?company=demo', pathLanguage: null });
      expect(result.ok).toBe(true);
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(/\/api\/account\/authenticateClient$/);
      expect(authenticateBody().clientId).toBe('from-the-page');
    } finally {
      block.remove();
    }
  });

  it('falls back to the last company, then to the demo company in a demo environment', async () => {
    lastCompanyUrlName.set('stored');
    await startApp({ search: '', pathLanguage: null });
    expect(authenticateBody().companyUrlName).toBe('stored');

    localStorage.clear();
    fetchMock.mockClear();
    settings = makeSettings({ env: 'demo', demo: { companyUrlName: 'demo-co', seatWebId: null, menuWebId: null } });
    await startApp({ search: '', pathLanguage: null });
    expect(authenticateBody().companyUrlName).toBe('demo-co');
  });

  it('opens the company of a white-label address without ?company=, and only that company there (#13)', async () => {
    // The server names the company whose allowed origins include the address (settings.json).
    settings = makeSettings({ companyUrlName: 'trattoria' });
    lastCompanyUrlName.set('stored');
    await startApp({ search: '', pathLanguage: null });
    expect(authenticateBody().companyUrlName).toBe('trattoria');

    // A link naming another company does not turn the restaurant's own address into someone else's app.
    fetchMock.mockClear();
    await startApp({ search: '?company=demo&seatWebId=2', pathLanguage: null });
    expect(authenticateBody()).toMatchObject({ companyUrlName: 'trattoria', seatWebId: 2 });
  });

  it('asks for the company parameter when none is known', async () => {
    const result = await startApp({ search: '', pathLanguage: null });
    expect(result).toEqual({ ok: false, failure: { kind: 'missingCompany' } });
    expect(fetchMock).toHaveBeenCalledTimes(1); // settings only
  });

  it('sends a venue of the address, which fixes it, and remembers it', async () => {
    const result = await startApp({ search: '?company=demo&seatWebId=2', pathLanguage: null });
    expect(authenticateBody().seatWebId).toBe(2);
    expect(result).toMatchObject({ ok: true, state: { seatWeb: { seatWebId: 2 }, canChangeSeatWeb: false } });
    expect(recallSeatWebId('demo')).toBe(2);
  });

  it('preselects the remembered venue without sending it, unless it was disabled since', async () => {
    rememberSeatWebId('demo', 2);
    const result = await startApp({ search: '?company=demo', pathLanguage: null });
    expect(authenticateBody().seatWebId).toBeNull();
    expect(result).toMatchObject({ ok: true, state: { seatWeb: { seatWebId: 2 }, canChangeSeatWeb: true } });

    const disabled = makeCompany({ seatWebs: [first, { ...second, enabled: false }] });
    authenticate = () =>
      jsonResponse({ company: disabled, seatWeb: null, canChangeSeatWeb: true, customer: null, language: italian });
    await expect(startApp({ search: '?company=demo', pathLanguage: null })).resolves.toMatchObject({
      ok: true,
      state: { seatWeb: null },
    });
  });

  it('sends the remembered language when the path carries its code', async () => {
    localStorage.setItem('LastLanguageSelected', JSON.stringify({ languageId: 2, languageCode: 'en' }));
    await startApp({ search: '?company=demo', pathLanguage: 'en' });
    expect(authenticateBody().languageId).toBe(2);
  });

  it('asks the server for the languageId of a path code nobody picked in the dropdown (a direct /en/ address)', async () => {
    localStorage.removeItem('LastLanguageSelected');
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/api/language/getLanguageByLocale?locale=en')
        ? jsonResponse({ languageId: 2, languageCode: 'en', descriptionInLanguage: 'English' })
        : inner(input, init),
    );
    await startApp({ search: '?company=demo', pathLanguage: 'en' });
    expect(authenticateBody().languageId).toBe(2);
  });

  it('sends no languageId without a path code, nor for a code the server does not know', async () => {
    localStorage.removeItem('LastLanguageSelected');
    await startApp({ search: '?company=demo', pathLanguage: 'xx' });
    expect(authenticateBody().languageId).toBeNull();
  });

  it('forces the digital menu for a digital-menu-only company', async () => {
    const venue = makeSeatWeb({ digitalMenuEnabled: true });
    const onlyMenu = makeCompany({ seatWebs: [venue], digitalMenu: [venue] });
    authenticate = () =>
      jsonResponse({ company: onlyMenu, seatWeb: venue, canChangeSeatWeb: false, customer: null, language: italian });
    await expect(startApp({ search: '?company=menu', pathLanguage: null })).resolves.toMatchObject({
      ok: true,
      state: { orderType: OrderType.DigitalMenu },
    });
  });

  it('takes an unknown company for no company data (spec 001 §8) and forgets a remembered one', async () => {
    authenticate = () =>
      jsonResponse({ code: 'COMPANY_NOT_FOUND', message: "L'azienda 'x' non esiste." }, { status: 404 });
    lastCompanyUrlName.set('x');
    const result = await startApp({ search: '', pathLanguage: null });
    expect(result).toEqual({ ok: false, failure: { kind: 'noCompanyData' } });
    expect(lastCompanyUrlName.get()).toBeNull();
  });

  it("shows the server's message for any other error", async () => {
    authenticate = () => jsonResponse({ code: 'SEAT_WEB_NOT_FOUND', message: 'La sede non esiste.' }, { status: 404 });
    await expect(startApp({ search: '?company=demo', pathLanguage: null })).resolves.toEqual({
      ok: false,
      failure: { kind: 'server', message: 'La sede non esiste.' },
    });
  });

  it('maps 401, a malformed answer and a broken settings file', async () => {
    authenticate = () => jsonResponse({ code: 'X', message: 'no' }, { status: 401 });
    await expect(startApp({ search: '?company=demo', pathLanguage: null })).resolves.toEqual({
      ok: false,
      failure: { kind: 'notAuthenticated' },
    });

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    authenticate = () => jsonResponse({ company: null });
    await expect(startApp({ search: '?company=demo', pathLanguage: null })).resolves.toEqual({
      ok: false,
      failure: { kind: 'noCompanyData' },
    });

    settings = { env: 'nope' } as never;
    await expect(startApp({ search: '?company=demo', pathLanguage: null })).resolves.toEqual({
      ok: false,
      failure: { kind: 'unexpected' },
    });
    quiet.mockRestore();
  });
});

describe('startErrorFor', () => {
  it('gives end of service first, then a disabled venue', () => {
    const disabled = makeSeatWeb({ enabled: false });
    expect(startErrorFor({ company: makeCompany(), seatWeb: makeSeatWeb() })).toBeNull();
    expect(startErrorFor({ company: makeCompany(), seatWeb: disabled })).toBe(StartErrorType.SeatWebNotEnabled);
    expect(startErrorFor({ company: makeCompany({ isCompanyEndOfService: true }), seatWeb: disabled })).toBe(
      StartErrorType.CompanyEndOfService,
    );
  });
});
