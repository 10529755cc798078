// The one staff navigation: each role is offered only the screens its role may use (the domain's
// STAFF_ACCESS, which the API enforces), the page open now is marked for screen readers, a
// venue's pages carry a switch to the member's other venues, and in English too.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@tavola/domain/staff';
import { AppProviders } from '../../app/providers';
import { i18n } from '../../i18n/i18n';
import { StaffNavigation } from './staff-navigation';

const venues = [
  { seatWebId: 1, name: 'Tavola Centro' },
  { seatWebId: 2, name: 'Tavola Navigli' },
];
const members: Record<StaffMember['role'], StaffMember> = {
  owner: {
    staffMemberId: 1,
    companyId: 1,
    companyUrlName: 'demo',
    companyName: 'Demo',
    email: 'titolare@demo.test',
    name: 'Titolare',
    role: 'owner',
    venues,
  },
  manager: {
    staffMemberId: 2,
    companyId: 1,
    companyUrlName: 'demo',
    companyName: 'Demo',
    email: 'resp@demo.test',
    name: 'Responsabile',
    role: 'manager',
    venues,
  },
  staff: {
    staffMemberId: 3,
    companyId: 1,
    companyUrlName: 'demo',
    companyName: 'Demo',
    email: 'cucina@demo.test',
    name: 'Cucina',
    role: 'staff',
    venues: [venues[0]],
  },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let signedIn: StaffMember;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/staff/me') return json(signedIn);
      if (url === '/api/staff/setup')
        return json({ steps: [{ step: 'legal', done: false, seatWebId: null }], firstSeatWebId: 1, complete: false });
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('it');
});

function open(role: StaffMember['role'], path: string) {
  signedIn = members[role];
  const router = createMemoryRouter([{ path: '/staff/*', element: <StaffNavigation /> }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('the staff navigation per role', () => {
  it('a kitchen member sees the service and the menu, never hours or booking capacity', async () => {
    open('staff', '/staff/venues/1/orders');
    const main = await screen.findByRole('navigation', { name: 'Gestione' });
    expect(linkNames(main)).toEqual(['Servizio', 'Menù']);
    const venue = screen.getByRole('navigation', { name: 'Tavola Centro' });
    expect(linkNames(venue)).toEqual(['Ordini', 'Prenotazioni']);
    expect(within(venue).getByRole('link', { name: 'Ordini' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Orari' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Capacità prenotazioni' })).toBeNull();
    // One venue: nothing to switch to.
    expect(screen.queryByRole('combobox', { name: 'Sede' })).toBeNull();
  });

  it('a kitchen member who opens a venue setting by its address is offered none of its pages', async () => {
    open('staff', '/staff/venues/1/hours');
    await screen.findByRole('navigation', { name: 'Gestione' });
    expect(screen.queryByRole('link', { name: 'Orari' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Capacità prenotazioni' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Tavola Centro' })).toBeNull();
  });

  it('a kitchen member reads the menu: only its products page', async () => {
    open('staff', '/staff/menu');
    await screen.findByRole('navigation', { name: 'Gestione' });
    expect(linkNames(screen.getByRole('navigation', { name: 'Menù' }))).toEqual(['Prodotti']);
  });

  it('a manager reaches venues and team, and a venue’s settings pages, not the owner’s screens', async () => {
    open('manager', '/staff/venues/2/hours');
    const main = await screen.findByRole('navigation', { name: 'Gestione' });
    expect(linkNames(main)).toEqual(['Servizio', 'Incassi', 'Storico ordini', 'Menù', 'Sedi', 'Team']);
    expect(within(main).getByRole('link', { name: 'Sedi' }).getAttribute('aria-current')).toBe('true');
    const venue = screen.getByRole('navigation', { name: 'Tavola Navigli' });
    expect(linkNames(venue)).toEqual(['Dati della sede', 'Orari', 'Capacità prenotazioni']);
    expect(within(venue).getByRole('link', { name: 'Orari' }).getAttribute('aria-current')).toBe('page');
    // "Servizio" opens the board of the venue in hand.
    expect(within(main).getByRole('link', { name: 'Servizio' }).getAttribute('href')).toBe('/staff/venues/2/orders');
  });

  it('an owner sees every section, the setup still to complete, and switches venue on the same page', async () => {
    const router = open('owner', '/staff/venues/1/bookings');
    const main = await screen.findByRole('navigation', { name: 'Gestione' });
    expect(await within(main).findByRole('link', { name: 'Configurazione (da completare)' })).toBeTruthy();
    expect(linkNames(main)).toEqual([
      'Servizio',
      'Incassi',
      'Storico ordini',
      'Menù',
      'Sedi',
      'Team',
      'Brand e dati legali',
      'Pagamenti',
      'Configurazione (da completare)',
    ]);
    const venue = screen.getByRole('navigation', { name: 'Tavola Centro' });
    fireEvent.change(within(venue).getByRole('combobox', { name: 'Sede' }), { target: { value: '2' } });
    expect(router.state.location.pathname).toBe('/staff/venues/2/bookings');
    expect(await screen.findByRole('navigation', { name: 'Tavola Navigli' })).toBeTruthy();
  });

  it('speaks English on the English site', async () => {
    await i18n.changeLanguage('en');
    open('staff', '/staff/venues/1/bookings');
    const main = await screen.findByRole('navigation', { name: 'Management' });
    expect(linkNames(main)).toEqual(['Service', 'Menu']);
    expect(linkNames(screen.getByRole('navigation', { name: 'Tavola Centro' }))).toEqual(['Orders', 'Bookings']);
    expect(screen.getByRole('button', { name: 'Open or close the navigation menu' })).toBeTruthy();
  });
});
