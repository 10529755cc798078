// Spec 001 §2: the header of the pages other than home is the shell's, the same on each page:
// logo, side panel, venue info, greeting, language; the language change keeps the page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppContext } from '../../../lib/app-context';
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
import { ShellHeader } from './shell-header';

const reloadAt = vi.hoisted(() => vi.fn());
vi.mock('../language-address', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadAt }));

const languages = [
  { languageId: 1, languageCode: 'it', descriptionInLanguage: 'Italiano' },
  { languageId: 2, languageCode: 'en', descriptionInLanguage: 'English' },
];

beforeEach(() => {
  configureApiClient(makeSettings());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(languages)),
  );
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
  reloadAt.mockClear();
});

const centro = makeSeatWeb({ seatWebId: 1, name: 'Tavola Centro', takeawayEnabled: true });
const navigli = makeSeatWeb({ seatWebId: 2, name: 'Tavola Navigli', takeawayEnabled: true });
const company = makeCompany({ seatWebs: [centro, navigli], takeAway: [centro, navigli] });

function HomeStandIn() {
  const { seatWeb } = useAppContext();
  return <p>pagina iniziale, sede: {seatWeb?.name ?? 'nessuna'}</p>;
}

function renderHeader(bar: boolean, state = makeAppState({ company, seatWeb: navigli, customer: makeCustomer() })) {
  return renderWithAppState(
    state,
    [
      { path: 'main/menu', element: <ShellHeader>{bar ? <div>barra ordine</div> : null}</ShellHeader> },
      { index: true, element: <HomeStandIn /> },
    ],
    '/main/menu?company=demo&menuWebId=3',
  );
}

describe('ShellHeader', () => {
  it('has the logo, the menu and info buttons, the greeting, the languages and the page bar', async () => {
    renderHeader(true);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Torna alla home' })).toBeTruthy();
    expect(header.getByRole('button', { name: 'Apri il menu' })).toBeTruthy();
    expect(header.getByRole('button', { name: 'Informazioni sulla sede' })).toBeTruthy();
    expect(header.getByText('Ciao Giulia')).toBeTruthy();
    expect(header.getByText('barra ordine')).toBeTruthy();
    // The page bar names the venue: the toolbar does not repeat it.
    expect(header.queryByText('Sede: Tavola Navigli')).toBeNull();
    await waitFor(() => expect(header.getByTestId('flag-it')).toBeTruthy());
  });

  it('names the chosen venue without a page bar', () => {
    renderHeader(false);
    expect(screen.getByText('Sede: Tavola Navigli')).toBeTruthy();
  });

  it('opens the side panel and the venue information from a main page', async () => {
    renderHeader(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const panel = within(await screen.findByRole('dialog'));
    fireEvent.click(panel.getByRole('button', { name: 'Info sede' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: /Tavola Navigli/ })).toBeTruthy());
  });

  it('changes language by reloading the same page in that language', async () => {
    renderHeader(true);
    fireEvent.click(await screen.findByRole('button', { name: /Italiano/ }));
    const english = await screen.findByText('English');
    const link = english.closest('a')!;
    expect(link.getAttribute('href')).toBe('/en/main/menu?company=demo&menuWebId=3');
    fireEvent.click(link);
    expect(reloadAt).toHaveBeenCalledWith('/en/main/menu?company=demo&menuWebId=3');
  });

  it('goes to the root from the logo, forgetting the venue when there are several', async () => {
    const { router } = renderHeader(true);
    fireEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(await screen.findByText('pagina iniziale, sede: nessuna')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the only venue when the logo goes to the root', async () => {
    renderHeader(
      true,
      makeAppState({ company: makeCompany({ seatWebs: [centro], takeAway: [centro] }), seatWeb: centro }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(await screen.findByText('pagina iniziale, sede: Tavola Centro')).toBeTruthy();
  });
});
