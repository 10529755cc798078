// A staff member opening a bookmarked back-office page without a session:
// the sign-in page has the restaurant's code from the link, and signing in lands on the page
// asked for, not on the venue picker.
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { SignedStaff } from './signed-staff';
import { StaffApp } from './staff-app';

const member = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'titolare@demo.test',
  name: 'Titolare',
  role: 'owner',
  venues: [],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let signIns: unknown[];
beforeEach(() => {
  signIns = [];
  let signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/staff/me')
        return signedIn ? json(member) : json({ code: 'UNAUTHORIZED', message: 'Accedi.' }, 401);
      if (url === '/api/staff/signIn' && init.method === 'POST') {
        signIns.push(JSON.parse(String(init.body)));
        signedIn = true;
        return json(member);
      }
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/staff/menu/*', element: <SignedStaff>{(me) => <p>Tavoli di {me.companyName}</p>}</SignedStaff> },
      { path: '/staff/*', element: <StaffApp /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the staff sign-in from a bookmarked page', () => {
  it('fills the restaurant code and returns to the page after signing in', async () => {
    const router = open('/staff/menu/tables?company=demo');
    const company = (await screen.findByLabelText('Codice del ristorante')) as HTMLInputElement;
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(company.value).toBe('demo');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'titolare@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'segreta1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Tavoli di Demo')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/staff/menu/tables?company=demo');
    expect(signIns).toEqual([{ company: 'demo', email: 'titolare@demo.test', password: 'segreta1' }]);
  });

  it('goes to the venue picker when the sign-in link names no page of the staff side', async () => {
    const router = open('/staff/sign-in?company=demo&next=https%3A%2F%2Fevil.test%2Fstaff');
    await screen.findByLabelText('Codice del ristorante');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'titolare@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'segreta1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });
});
