// Spec 001 §2: toolbar buttons, side panel items and visibility rules, venue info modal.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import {
  jsonResponse,
  makeAppState,
  makeCompany,
  makeCustomer,
  makeSeatWeb,
  makeSettings,
} from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { ShellToolbar } from './shell-toolbar';
import { seatWebAddress as addressLine } from '../../../lib/order-type-texts';
import { mapEmbedSource } from '../../../lib/map-embed-source';
import { offlineStartup } from '../../../lib/offline-startup';

const languages = [
  { languageId: 1, languageCode: 'it', descriptionInLanguage: 'Italiano' },
  { languageId: 2, languageCode: 'en', descriptionInLanguage: 'English' },
];
const fetchMock = vi.fn(async (..._args: unknown[]) => jsonResponse(languages));

beforeEach(() => {
  configureApiClient(makeSettings());
  vi.stubGlobal('fetch', fetchMock);
  // The offcanvas reads media queries; jsdom has none.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const render = (state = makeAppState()) =>
  renderWithAppState(state, [
    { index: true, element: <ShellToolbar /> },
    { path: 'user-orders', element: <p>ordini</p> },
    { path: 'login/:sender', element: <p>login da menu</p> },
  ]);

const openPanel = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
  return within(await screen.findByRole('dialog'));
};

const venue = makeSeatWeb({
  name: 'Tavola Centro',
  localOrderEnabled: true,
  takeawayEnabled: true,
  takeawayTitle: 'Ritiro veloce',
  deliveryEnabled: true,
  openingDays: [
    {
      dayOfWeek: 31,
      exceptionDate: null,
      morning: {
        openingTime: '12:00:00',
        closingTime: '15:00',
        takeawayStart: '12:00',
        takeawayEnd: '14:30',
        deliveryStart: null,
        deliveryEnd: null,
      },
      afternoon: null,
      evening: {
        openingTime: '19:00',
        closingTime: '23:00',
        takeawayStart: null,
        takeawayEnd: null,
        deliveryStart: '19:00',
        deliveryEnd: '22:30',
      },
    },
    {
      dayOfWeek: 96,
      exceptionDate: null,
      morning: null,
      afternoon: null,
      evening: {
        openingTime: '19:00',
        closingTime: '23:30',
        takeawayStart: null,
        takeawayEnd: null,
        deliveryStart: null,
        deliveryEnd: null,
      },
    },
  ],
});

describe('toolbar', () => {
  it('has a menu button, an info button with a venue, greeting and flags', async () => {
    render(makeAppState({ seatWeb: venue, customer: makeCustomer() }));
    expect(screen.getByRole('button', { name: 'Apri il menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Informazioni sulla sede' })).toBeTruthy();
    expect(screen.getByText('Ciao Giulia')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('flag-it')).toBeTruthy());
  });

  it('hides the menu button for a digital-menu-only company and the info button without a venue', () => {
    const digital = makeSeatWeb({ digitalMenuEnabled: true });
    render(makeAppState({ company: makeCompany({ seatWebs: [digital], digitalMenu: [digital] }) }));
    expect(screen.queryByRole('button', { name: 'Apri il menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Informazioni sulla sede' })).toBeNull();
  });

  it('offers the language change as a reload at /{code}/?company=...', async () => {
    render(makeAppState({ seatWeb: venue, canChangeSeatWeb: false }));
    fireEvent.click(await screen.findByRole('button', { name: /Italiano/ }));
    const english = await screen
      .findByRole('button', { name: /English/ })
      .catch(() => screen.getByText('English').closest('a')!);
    expect(english.getAttribute('href')).toBe('/en/?company=demo&seatWebId=1');
  });
});

describe('side panel', () => {
  it('shows a login link and only Home to an anonymous visitor without a venue', async () => {
    render();
    const panel = await openPanel();
    expect(panel.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login/hamburger-menu');
    const items = panel.getAllByRole('button').map((b) => b.textContent);
    expect(items.filter((t) => t !== '')).toEqual(['Home']);
  });

  it('shows the registered customer and every item', async () => {
    render(makeAppState({ seatWeb: venue, customer: makeCustomer() }));
    const panel = await openPanel();
    expect(panel.getByText('Giulia Rossi')).toBeTruthy();
    expect(panel.getByText('giulia@example.com')).toBeTruthy();
    for (const name of ['Home', 'I tuoi ordini', 'I tuoi dati', 'Info', 'Cambio password', 'Info sede', 'Esci']) {
      expect(panel.getByRole('button', { name }), name).toBeTruthy();
    }
    fireEvent.click(panel.getByRole('button', { name: 'I tuoi ordini' }));
    expect(await screen.findByText('ordini')).toBeTruthy();
  });

  it('hides Cambio password from a customer without a password account', async () => {
    render(makeAppState({ customer: makeCustomer({ hasAccount: false }) }));
    const panel = await openPanel();
    expect(panel.queryByRole('button', { name: 'Cambio password' })).toBeNull();
    expect(panel.getByRole('button', { name: 'Esci' })).toBeTruthy();
  });

  it('logs out: revokes on the server and forgets the customer, also in the offline copy', async () => {
    fetchMock.mockImplementation(async (url: unknown) =>
      String(url).includes('account/logout') ? jsonResponse(true) : jsonResponse(languages),
    );
    const state = makeAppState({ customer: makeCustomer() });
    offlineStartup.remember(state.company.urlName, {
      company: state.company,
      seatWeb: state.seatWeb,
      canChangeSeatWeb: state.canChangeSeatWeb,
      customer: state.customer,
      language: state.language,
    });
    render(state);
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(screen.queryByText('Ciao Giulia')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('account/logout'))).toBe(true);
    const kept = offlineStartup.recall(state.company.urlName);
    expect(kept?.customer).toBeNull();
    expect(kept?.company.urlName).toBe(state.company.urlName);
  });
});

describe('venue info modal', () => {
  it('shows services with custom titles, grouped hours, contacts', async () => {
    render(makeAppState({ seatWeb: venue, company: makeCompany({ description: 'Cucina milanese' }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Informazioni sulla sede' }));
    const modal = within(await screen.findByRole('dialog'));
    expect(modal.getByText('Tavola Centro')).toBeTruthy();
    expect(modal.getByText('Cucina milanese')).toBeTruthy();
    expect(modal.getByText('I nostri servizi')).toBeTruthy();
    const local = within(screen.getByTestId('venue-service-local'));
    expect(local.getByText('Ordina al tavolo')).toBeTruthy();
    expect(local.getByText('Orari apertura')).toBeTruthy();
    expect(local.getByText('Da Lunedì a Venerdì: 12:00 - 15:00, 19:00 - 23:00')).toBeTruthy();
    expect(local.getByText('Sabato e Domenica: 19:00 - 23:30')).toBeTruthy();
    const takeaway = within(screen.getByTestId('venue-service-takeaway'));
    expect(takeaway.getByText('Ritiro veloce')).toBeTruthy();
    expect(takeaway.getByText('Passa e ritira i nostri piatti!')).toBeTruthy();
    expect(takeaway.getByText('Da Lunedì a Venerdì: 12:00 - 14:30')).toBeTruthy();
    const delivery = within(screen.getByTestId('venue-service-delivery'));
    expect(delivery.getByText('Mettiti comodo, stiamo arrivando!')).toBeTruthy();
    expect(delivery.getByText('Orari consegna')).toBeTruthy();
    expect(modal.getByText('Via Roma 1, 20100 Milano (MI)')).toBeTruthy();
    fireEvent.click(modal.getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no services block for a digital-menu-only venue', async () => {
    render(makeAppState({ seatWeb: makeSeatWeb({ digitalMenuEnabled: true }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Informazioni sulla sede' }));
    await screen.findByRole('dialog');
    expect(screen.queryByText('I nostri servizi')).toBeNull();
  });

  it('embeds only the https iframe of the map markup, from an allowed maps host (#8 item 8)', () => {
    expect(
      mapEmbedSource('<iframe src="https://www.google.com/maps/embed?pb=1" onload="x()"></iframe><script>x()</script>'),
    ).toBe('https://www.google.com/maps/embed?pb=1');
    // Any other host is refused now, even over https.
    expect(mapEmbedSource('<iframe src="https://maps.example/embed?q=1"></iframe>')).toBeNull();
    expect(mapEmbedSource('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(mapEmbedSource(null)).toBeNull();
    expect(addressLine(makeSeatWeb({ province: null }))).toBe('Via Roma 1, 20100 Milano');
  });
});
