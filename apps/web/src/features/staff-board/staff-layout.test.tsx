// Every staff page is titled '<its name> · <the restaurant>' and, after signing in or choosing a
// venue, the focus is on the new page's main heading, as on the diners' pages.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { StaffApp } from './staff-app';
import { StaffLayout } from './staff-layout';

const venues = [
  { seatWebId: 1, name: 'Tavola Centro' },
  { seatWebId: 2, name: 'Tavola Navigli' },
];
const member = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Trattoria Da Tavola',
  email: 'cassa@demo.test',
  name: 'Cassa',
  role: 'staff',
  venues,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: string[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(url);
      if (url === '/api/staff/signIn' && init.method === 'POST') return json(member);
      if (url === '/api/staff/me') return json(member);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A board whose heading carries a live badge: the page names itself in data-page-title. */
function Board() {
  const [newOrders, setNewOrders] = useState(2);
  return (
    <main>
      <h1 data-page-title={`(${newOrders}) Ordini — Tavola Centro`}>
        Ordini — Tavola Centro <span>Live</span>
      </h1>
      <button onClick={() => setNewOrders(1)}>Accetta</button>
    </main>
  );
}

describe('staff page titles and heading focus', () => {
  it('titles each page by its heading and the restaurant, and focuses the heading after signing in and choosing a venue', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <StaffLayout />,
          children: [
            { path: '/staff/venues/:seatWebId/orders', element: <Board /> },
            { path: '/staff/*', element: <StaffApp /> },
          ],
        },
      ],
      { initialEntries: ['/staff/sign-in?company=demo'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    // Before signing in the restaurant is not known: the product names the page.
    await waitFor(() => expect(document.title).toBe('Accesso staff · Tavola — Staff'));
    // The first page opened keeps the browser's own starting point.
    expect(document.activeElement).toBe(document.body);
    // Nobody is asked who is signed in before the sign-in.
    expect(calls).not.toContain('/api/staff/me');

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'cassa@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'cassa1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    const picker = await screen.findByRole('heading', { level: 1, name: 'Scegli la sede' });
    await waitFor(() => expect(document.activeElement).toBe(picker));
    await waitFor(() => expect(document.title).toBe('Scegli la sede · Trattoria Da Tavola'));

    fireEvent.click(screen.getByRole('link', { name: 'Tavola Centro — Ordini' }));
    const board = await screen.findByRole('heading', { level: 1, name: /Ordini — Tavola Centro/ });
    await waitFor(() => expect(document.activeElement).toBe(board));
    expect(document.title).toBe('(2) Ordini — Tavola Centro · Trattoria Da Tavola');
    // The title follows the page's own name as it changes.
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    await waitFor(() => expect(document.title).toBe('(1) Ordini — Tavola Centro · Trattoria Da Tavola'));
  });
});
