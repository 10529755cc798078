// The venue form after a save: the page refetches the venue, whose version moved on;
// the "saved" message must stay on screen (it used to vanish with a remounted form, and a
// journey caught it only when the refetch was slow), and a refetch bringing another owner's save
// must not slip under the owner's edits: the next save still names the version the form read.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminVenueSchema, emptyVenueInput, type AdminVenue } from '@tavola/domain/venue-admin';
import { AppProviders } from '../../app/providers';
import { VenueEditPage } from './back-office-venues-app';
import { VENUES_KEY } from './venues-api';

const SAVED = 'Sede salvata. I clienti vedono già le modifiche.';
const me = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'titolare@demo.test',
  name: 'Titolare',
  role: 'owner',
  venues: [],
};

let stored: AdminVenue;
let puts: Array<{ version: number; deliveryMinimumOrder: number }>;
let bodies: AdminVenue[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  stored = adminVenueSchema.parse({
    ...emptyVenueInput(),
    seatWebId: 2,
    version: 1,
    name: 'Tavola Navigli',
    address: 'Alzaia Naviglio Grande 40',
    city: 'Milano',
    zipCode: '20144',
    province: 'MI',
    phone: '02 1234567',
    latitude: null,
    longitude: null,
    deliveryMinimumOrder: 20,
  });
  puts = [];
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (url === '/api/staff/me') return json(me);
      if (url === '/api/staff/venues/2' && method === 'GET') return json(stored);
      if (url === '/api/staff/venues/2' && method === 'PUT') {
        const body = JSON.parse(String(init.body)) as AdminVenue;
        puts.push({ version: body.version, deliveryMinimumOrder: body.deliveryMinimumOrder });
        bodies.push(body);
        if (body.version !== stored.version)
          return json({ code: 'STALE_VERSION', message: 'Qualcun altro ha salvato prima.' }, 409);
        stored = { ...stored, ...body, version: stored.version + 1 };
        return json(stored);
      }
      if (url === '/api/staff/venues' || url === '/api/staff/setup')
        return json(url.endsWith('setup') ? { steps: [] } : [stored]);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const venueReads = () =>
  vi.mocked(fetch).mock.calls.filter(([url, init]) => url === '/api/staff/venues/2' && init?.method === 'GET').length;

let queryClient: QueryClient | undefined;
function GrabQueryClient() {
  queryClient = useQueryClient();
  return null;
}

function openVenue() {
  const page = (
    <>
      <GrabQueryClient />
      <VenueEditPage />
    </>
  );
  const router = createMemoryRouter([{ path: '/staff/venues/:seatWebId', element: page }], {
    initialEntries: ['/staff/venues/2'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('venue form after a save', () => {
  it('keeps the saved message after the refetch, and saves the next change on the new version', async () => {
    openVenue();
    const minimum = (await screen.findByLabelText('Ordine minimo consegna (€)', undefined, {
      timeout: 5000,
    })) as HTMLInputElement;
    expect(minimum.value).toBe('20');
    fireEvent.change(minimum, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    // The refetch of the venue (version 2) has landed, and the message is still there.
    await waitFor(() => expect(venueReads()).toBeGreaterThan(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText(SAVED)).toBeTruthy();
    expect(puts).toEqual([{ version: 1, deliveryMinimumOrder: 30 }]);

    fireEvent.change(minimum, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ version: 2, deliveryMinimumOrder: 35 });
  });

  it('refuses to save over another owner’s save that a refetch brought in', async () => {
    openVenue();
    const minimum = (await screen.findByLabelText('Ordine minimo consegna (€)', undefined, {
      timeout: 5000,
    })) as HTMLInputElement;
    fireEvent.change(minimum, { target: { value: '30' } });
    // Another owner saves; something else on the page (the venue picker) refetches the venues.
    stored = { ...stored, version: 2, deliveryMinimumOrder: 25 };
    await queryClient!.invalidateQueries({ queryKey: VENUES_KEY });
    await waitFor(() => expect(venueReads()).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Qualcun altro ha salvato prima.')).toBeTruthy();
    expect(puts[0]).toEqual({ version: 1, deliveryMinimumOrder: 30 });
    expect(stored.deliveryMinimumOrder).toBe(25);
  });
});

describe('preparation times', () => {
  it('saves minutes per order type, an empty field as no default, and refuses more than 240', async () => {
    openVenue();
    const takeaway = (await screen.findByLabelText('Asporto (min)', undefined, { timeout: 5000 })) as HTMLInputElement;
    expect(takeaway.value).toBe('');
    fireEvent.change(takeaway, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Valore fuori dai limiti consentiti')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fireEvent.change(takeaway, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      localOrderPreparationMinutes: null,
      takeawayPreparationMinutes: 25,
      deliveryPreparationMinutes: null,
    });
  });
});
