// The whole shell: startup, redirects and failure screens, through the real routes.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { italian, jsonResponse, makeCompany, makeSeatWeb, makeSettings } from '../test/fixtures';
import { BOOT_BANNER_ELEMENT_ID } from '@tavola/domain/app-page';
import { startAppEarly } from './early-startup';
import { DEFAULT_LANGUAGE, i18n } from '../i18n/i18n';
import { AppProviders } from './providers';
import { routes } from './router';

const open = makeSeatWeb({ seatWebId: 1, name: 'Centro', takeawayEnabled: true });
const closed = makeSeatWeb({ seatWebId: 2, name: 'Chiusa', enabled: false, phone: '0331 123456' });
let authenticate: (body: { seatWebId?: number | null }) => Response;
let menuAnswer: () => Response;

beforeEach(() => {
  authenticate = (body) => {
    const company = makeCompany({ seatWebs: [open, closed], takeAway: [open] });
    const seatWeb = company.seatWebs.find((s) => s.seatWebId === body.seatWebId) ?? null;
    return jsonResponse(
      { company, seatWeb, canChangeSeatWeb: !seatWeb, customer: null, language: italian },
      { headers: { Authorization: 'Bearer t' } },
    );
  };
  menuAnswer = () => new Response(null, { status: 404 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/settings.json')) return jsonResponse(makeSettings());
      if (url.endsWith('account/authenticateClient')) return authenticate(JSON.parse(String(init?.body)));
      if (url.endsWith('language/getCompanyLanguages')) return jsonResponse([italian]);
      if (url.includes('menuWeb/getMenuWebGroupByClassifiers?')) return menuAnswer();
      return new Response(null, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Opens the app at an address, as the browser would. */
function openApp(address: string) {
  window.history.replaceState(null, '', address);
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('app startup', () => {
  it('shows a spinner while starting, then the home page of the company', async () => {
    openApp('/?company=demo');
    expect(screen.getByRole('status', { name: 'Caricamento...' })).toBeTruthy();
    expect(await screen.findByTestId('order-type-card-1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeTruthy();
  });

  it('takes away the banner the server drew above the app once the home page is drawn (issue #14)', async () => {
    const drawn = document.createElement('div');
    drawn.id = BOOT_BANNER_ELEMENT_ID;
    document.body.prepend(drawn);
    openApp('/?company=demo');
    // Kept while the app starts: it is the first paint.
    expect(screen.getByRole('status', { name: 'Caricamento...' })).toBeTruthy();
    expect(document.getElementById(BOOT_BANNER_ELEMENT_ID)).not.toBeNull();
    expect(await screen.findByTestId('order-type-card-1')).toBeTruthy();
    expect(document.getElementById(BOOT_BANNER_ELEMENT_ID)).toBeNull();
  });

  it('sends a company past its end of service to start-error 1', async () => {
    const company = makeCompany({ isCompanyEndOfService: true, seatWebs: [open] });
    authenticate = () =>
      jsonResponse({ company, seatWeb: open, canChangeSeatWeb: false, customer: null, language: italian });
    const router = openApp('/?company=chiuso');
    expect(await screen.findByText('Il servizio al momento non è disponibile')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start-error/1');
  });

  it('sends a venue that is not enabled to start-error 2, with its phone', async () => {
    const router = openApp('/?company=demo&seatWebId=2');
    expect(await screen.findByText('La sede non è abilitata')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0331 123456' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start-error/2');
  });

  it("alerts the spec's 'Non ci sono dati per la Company' for an unknown company", async () => {
    authenticate = () =>
      jsonResponse({ code: 'COMPANY_NOT_FOUND', message: "L'azienda 'non-esiste' non esiste." }, { status: 404 });
    openApp('/?company=non-esiste');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Non ci sono dati per la Company');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Non ci sono dati per la Company' })).toBeTruthy();
    // The address has to change: reloading it would only fail again.
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('says it in English for an English diner', async () => {
    authenticate = () =>
      jsonResponse({ code: 'COMPANY_NOT_FOUND', message: "L'azienda 'non-esiste' non esiste." }, { status: 404 });
    // main.tsx switches to the address's language before the first render.
    await i18n.changeLanguage('en');
    try {
      openApp('/en/?company=non-esiste');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('There is no data for this company');
    } finally {
      await i18n.changeLanguage(DEFAULT_LANGUAGE);
    }
  });

  it('asks for the company parameter when no company is known', async () => {
    openApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("parametro 'company'");
  });

  it('redirects unknown paths to the root, keeping the query', async () => {
    const router = openApp('/nowhere?company=demo');
    expect(await screen.findByTestId('order-type-card-1')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?company=demo');
  });

  // The startup calls go out before React renders (main.tsx); the provider takes
  // that run over instead of calling again.
  it('takes over a startup begun before the first render, without calling again', async () => {
    window.history.replaceState(null, '', '/?company=demo');
    startAppEarly();
    const calls = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('account/authenticateClient')).length;
    expect(calls()).toBe(0); // settings.json first
    openApp('/?company=demo');
    expect(await screen.findByTestId('order-type-card-1')).toBeTruthy();
    expect(calls()).toBe(1);
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/settings.json'))).toHaveLength(1);
  });

  // A QR code on the table opens the menu; its call goes out as startup answers,
  // before React draws the journey's frame, and the menu page takes that call over.
  it("asks for a menu link's menu as startup answers, once", async () => {
    const venue = makeSeatWeb({ seatWebId: 1, name: 'Centro', digitalMenuEnabled: true });
    authenticate = () =>
      jsonResponse({
        company: makeCompany({ seatWebs: [venue] }),
        seatWeb: venue,
        canChangeSeatWeb: false,
        customer: null,
        language: italian,
      });
    const drawnWhenAsked: boolean[] = [];
    menuAnswer = () => {
      drawnWhenAsked.push(document.querySelector('main') !== null);
      return jsonResponse({
        menuWebId: 7,
        displayDescription: null,
        description: 'Menu del pranzo',
        extendedDescription: null,
        classifiers: [],
      });
    };
    openApp('/main/menu?company=demo&seatWebId=1&menuWebId=7');
    expect(await screen.findByText('Menu del pranzo')).toBeTruthy();
    expect(drawnWhenAsked).toEqual([false]);
  });
});
