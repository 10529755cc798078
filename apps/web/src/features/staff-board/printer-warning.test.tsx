// The board's printer warning: shown while a printer holds tickets it could not print, with
// the reason; "Riprova" asks the server to send them again and the warning goes once they print.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { PrinterWarning } from './printer-warning';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const down = {
  unreachable: [{ printerId: 3, name: 'Cucina', failedJobs: 2, lastError: 'Connessione rifiutata da 10.0.0.9:9100' }],
};
let retries = 0;

beforeEach(() => {
  retries = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/staff/venues/2/printing-status/retry' && init.method === 'POST') {
        retries++;
        return json({ retried: 2, unreachable: [] });
      }
      if (url === '/api/staff/venues/2/printing-status') return json(retries > 0 ? { unreachable: [] } : down);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('warns of an unreachable printer and retries its tickets', async () => {
  render(
    <AppProviders>
      <PrinterWarning seatWebId={2} />
    </AppProviders>,
  );
  const warning = await screen.findByTestId('printer-warning');
  expect(warning.textContent).toContain('Stampante non raggiungibile');
  expect(warning.textContent).toContain('Cucina: 2 biglietti in attesa — Connessione rifiutata da 10.0.0.9:9100');
  fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  await vi.waitFor(() => expect(screen.queryByTestId('printer-warning')).toBeNull());
  expect(retries).toBe(1);
});
