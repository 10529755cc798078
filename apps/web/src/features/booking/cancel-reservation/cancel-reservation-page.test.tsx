import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { jsonResponse, makeAppState, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { CancelReservationPage } from './cancel-reservation-page';
import { LegacyCancelRedirect } from './legacy-cancel-redirect';

let info: Record<string, unknown>;
let result: string;
const calls: URL[] = [];

beforeEach(() => {
  configureApiClient(makeSettings());
  info = { DATA: '02-01-2030', DA: '20:00', QUANTI: 2, CANCELLATADA: null, CANCELLATAIL: null };
  result = 'OK';
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      const url = new URL(input);
      calls.push(url);
      if (url.pathname.endsWith('/GetPrenotazione')) return jsonResponse(info);
      return new Response(result, { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/cancel-reservation/:reservationId/:reservationToken', element: <CancelReservationPage /> },
  { path: '/del.html', element: <LegacyCancelRedirect /> },
];
const open = (path = '/cancel-reservation/AB12CD34/demo-centro.1.hash') =>
  renderWithAppState(makeAppState(), routes, path);

describe('cancel reservation', () => {
  it("shows the reservation and cancels it: 'la tua prenotazione è stata cancellata con successo'", async () => {
    open();
    expect((await screen.findByTestId('reservation-to-cancel')).textContent).toContain('02/01/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Cancella la prenotazione' }));
    expect(await screen.findByText('la tua prenotazione è stata cancellata con successo')).toBeTruthy();
    const disdetta = calls.find((u) => u.pathname.endsWith('/Disdetta'))!;
    expect(Object.fromEntries(disdetta.searchParams)).toEqual({ c: 'AB12CD34', p: 'demo-centro.1.hash' });
  });

  it.each([
    ['BP', 'i parametri impostati per la cancellazione non sono corretti.'],
    ['WP', 'la password impostata per la cancellazione non è corretta.'],
    ['GC', 'la prenotazione risulta già cancellata'],
    ['??', 'purtroppo ci sono stati problemi durante la cancellazione della tua prenotazione.'],
  ])('answers %s with its message', async (code, message) => {
    result = code;
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancella la prenotazione' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says when the reservation was already cancelled (both cancel fields set)', async () => {
    info = { ...info, CANCELLATADA: 'cliente', CANCELLATAIL: '01-01-2030 10:00' };
    open();
    expect(await screen.findByText('la prenotazione risulta già cancellata')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancella la prenotazione' })).toBeNull();
  });

  it('takes the old /del.html?c=&p= links, and says when parameters are missing', async () => {
    open('/del.html?c=AB12CD34&p=demo-centro.1.hash&company=demo');
    expect(await screen.findByTestId('reservation-to-cancel')).toBeTruthy();
  });

  it('says when the old link has no parameters', () => {
    open('/del.html');
    expect(screen.getByText(/Il link di cancellazione non è completo/)).toBeTruthy();
  });
});
