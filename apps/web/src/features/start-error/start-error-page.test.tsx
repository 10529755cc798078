import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAppState, makeCompany, makeSeatWeb } from '../../test/fixtures';
import { renderWithAppState } from '../../test/render';
import { StartErrorPage } from './start-error-page';

const routes = [
  { path: 'start-error/:errorType', element: <StartErrorPage /> },
  { index: true, element: <p>home</p> },
];

describe('start-error page', () => {
  it('says the service is unavailable for a company at end of service, with the venue phone', () => {
    const venue = makeSeatWeb({ phone: '+39 02 1234567' });
    const state = makeAppState({ company: makeCompany({ isCompanyEndOfService: true, seatWebs: [venue] }) });
    renderWithAppState(state, routes, '/start-error/1');
    expect(screen.getByRole('heading', { name: 'Il servizio al momento non è disponibile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+39 02 1234567' }).getAttribute('href')).toBe('tel:+39021234567');
  });

  it('says the venue is not enabled', () => {
    const disabled = makeSeatWeb({ enabled: false, phone: null });
    const state = makeAppState({
      company: makeCompany({ seatWebs: [disabled] }),
      seatWeb: disabled,
      canChangeSeatWeb: false,
    });
    renderWithAppState(state, routes, '/start-error/2');
    expect(screen.getByRole('heading', { name: 'La sede non è abilitata' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('goes home when the address does not match the context', async () => {
    const { router } = renderWithAppState(makeAppState(), routes, '/start-error/1');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
