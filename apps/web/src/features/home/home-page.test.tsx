import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { jsonResponse, makeAppState, makeCompany, makeCustomer, makeSeatWeb, makeSettings } from '../../test/fixtures';
import { renderWithAppState } from '../../test/render';
import { HomePage } from './home-page';

// Whether the home page loaded the booking feature (its lazy chunk).
const booking = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('../booking', async (importOriginal) => {
  booking.loaded();
  return importOriginal();
});

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
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderHome = (state = makeAppState()) => renderWithAppState(state, [{ index: true, element: <HomePage /> }]);

describe('home page', () => {
  it('loads the booking feature only in a browser that has stored reservations (issue #14)', async () => {
    localStorage.clear();
    const first = renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(booking.loaded).not.toHaveBeenCalled();
    first.unmount();

    localStorage.setItem('e2k_tableReservations', '[]');
    renderHome();
    await waitFor(() => expect(booking.loaded).toHaveBeenCalledTimes(1));
    localStorage.clear();
  });

  it('shows banner, logo, name and introduction, with fallbacks for broken images', () => {
    renderHome(makeAppState({ company: makeCompany({ introduction: 'Cucina di casa dal 1950.' }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeTruthy();
    expect(screen.getByText('Cucina di casa dal 1950.')).toBeTruthy();

    const logo = screen.getByTestId('company-logo') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/images/logo-demo.svg');
    expect(logo.alt).toBe('Logo di Trattoria Demo');
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).not.toBe('/images/logo-demo.svg');

    const banner = screen.getByAltText('Immagine di copertina di Trattoria Demo') as HTMLImageElement;
    expect(banner.getAttribute('src')).toBe('/images/banner-demo.svg');
    fireEvent.error(banner);
    expect(banner.getAttribute('src')).toMatch(/default-banner|^data:/);
  });

  it('uses the default logo when the company has none', () => {
    renderHome(makeAppState({ company: makeCompany({ logo: null }) }));
    expect(screen.getByTestId('company-logo').getAttribute('src')).toMatch(/default-logo|^data:/);
  });

  it('greets a registered customer and offers the company languages', async () => {
    renderHome(makeAppState({ customer: makeCustomer() }));
    expect(screen.getByText('Ciao Giulia')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Italiano/ })).toBeTruthy());
  });

  it('resets a changeable venue when the logo is clicked', () => {
    const centro = makeSeatWeb({ seatWebId: 1, name: 'Centro' });
    const mare = makeSeatWeb({ seatWebId: 2, name: 'Mare' });
    renderHome(makeAppState({ company: makeCompany({ seatWebs: [centro, mare] }), seatWeb: mare }));
    expect(screen.getByText('Sede: Mare')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(screen.queryByText('Sede: Mare')).toBeNull();
  });
});
