// The kitchen printers screen: the list says what each printer prints, the form checks the
// domain's rules before sending (a URL is not a printer's address) and sends numbers and
// categories as the API takes them, and "Stampa di prova" says when the printer is unreachable.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Printer, VenuePrinters } from '@tavola/domain/printers';
import { AppProviders } from '../../app/providers';
import { PrintersScreen } from './printers-page';

const member = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'titolare@demo.test',
  name: 'Titolare',
  role: 'owner',
  venues: [{ seatWebId: 2, name: 'Tavola Navigli' }],
};
const bar: Printer = {
  printerId: 7,
  name: 'Bar',
  address: '192.168.1.51',
  port: 9100,
  paperWidth: 58,
  copies: 2,
  printNewOrders: true,
  printAcceptedOrders: false,
  printBookingsOfToday: false,
  menuClassifierIds: [12],
  language: 'it',
  failedJobs: 3,
  lastError: 'Connessione rifiutata da 192.168.1.51:9100',
};
let stored: VenuePrinters;
let posts: Array<{ url: string; body: unknown }>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts = [];
  stored = {
    printers: [bar],
    categories: [
      { menuClassifierId: 11, name: 'Pizze', menuName: 'Menu Navigli' },
      { menuClassifierId: 12, name: 'Bevande', menuName: 'Menu Navigli' },
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (url === '/api/staff/me') return json(member);
      if (url === '/api/staff/venues/2/printers' && method === 'GET') return json(stored);
      if (url === '/api/staff/venues/2/printers' && method === 'POST') {
        const body = JSON.parse(String(init.body)) as Printer;
        posts.push({ url, body });
        const created = { ...body, printerId: 8, failedJobs: 0, lastError: null };
        stored = { ...stored, printers: [...stored.printers, created] };
        return json(created, 201);
      }
      if (url === '/api/staff/venues/2/printers/7/test')
        return json({ printed: false, error: 'Nessuna risposta da 192.168.1.51:9100 entro 5 s' });
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  const router = createMemoryRouter([{ path: '/staff/venues/:venueId/printers', element: <PrintersScreen /> }], {
    initialEntries: ['/staff/venues/2/printers'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('kitchen printers screen', () => {
  it('lists what each printer prints and its tickets not printed', async () => {
    open();
    const item = (await screen.findByRole('heading', { name: /^Bar/ }, { timeout: 5000 })).closest(
      'article',
    ) as HTMLElement;
    expect(item.textContent).toContain('192.168.1.51:9100 · 58 mm · copie: 2');
    expect(item.textContent).toContain('Categorie: Bevande');
    expect(within(item).getByText('3 biglietti non stampati')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Stampa di prova — Bar' }));
    expect(
      await within(item).findByText('Stampante non raggiungibile: Nessuna risposta da 192.168.1.51:9100 entro 5 s'),
    ).toBeTruthy();
  });

  it('checks the form with the domain’s rules and sends what the API takes', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi stampante' }, { timeout: 5000 }));
    fireEvent.input(screen.getByLabelText('Nome (es. Cucina, Bar)'), { target: { value: 'Cucina' } });
    fireEvent.input(screen.getByLabelText('Indirizzo IP o nome della stampante'), {
      target: { value: 'http://stampante:9100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('indirizzo non valido')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Indirizzo IP o nome della stampante'), {
      target: { value: 'stampante-cucina.local' },
    });
    fireEvent.input(screen.getByLabelText('Copie'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Pizze (Menu Navigli)'));
    fireEvent.click(screen.getByLabelText('Ordini accettati'));
    fireEvent.change(screen.getByLabelText('Lingua dei biglietti'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Stampante salvata.')).toBeTruthy();
    expect(posts[0].body).toEqual({
      name: 'Cucina',
      address: 'stampante-cucina.local',
      port: 9100,
      paperWidth: 80,
      copies: 2,
      printNewOrders: true,
      printAcceptedOrders: true,
      printBookingsOfToday: false,
      menuClassifierIds: [11],
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Cucina' })).toBeTruthy();
  });
});
