// The invitation page: it names the restaurant and the invited e-mail before anything is
// chosen, asks the password twice, takes a passphrase longer than a diner's 16 characters, and
// says so when the link is no longer valid.
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { StaffApp } from './staff-app';

const member = {
  staffMemberId: 7,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Trattoria Demo',
  email: 'giulia@demo.test',
  name: 'Giulia',
  role: 'staff',
  venues: [],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let accepted: unknown[];
let linkValid: boolean;
beforeEach(() => {
  accepted = [];
  linkValid = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/staff/invitation' && init.method === 'POST') {
        return linkValid
          ? json({ companyName: 'Trattoria Demo', email: 'giulia@demo.test', name: 'Giulia', role: 'staff' })
          : json(
              {
                code: 'STAFF_INVITE_INVALID',
                message: "Il link dell'invito non è valido o è scaduto. Chiedi un nuovo invito.",
              },
              400,
            );
      }
      if (url === '/api/staff/acceptInvite' && init.method === 'POST') {
        accepted.push(JSON.parse(String(init.body)));
        return json(member);
      }
      if (url === '/api/staff/me') return json(member);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path = '/staff/invite?company=demo&member=7&code=segreto') {
  const router = createMemoryRouter([{ path: '/staff/*', element: <StaffApp /> }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the invitation page', () => {
  it('names the restaurant and the e-mail, and checks the repeated password', async () => {
    const router = open();
    expect(await screen.findByRole('heading', { name: 'Entra nello staff di Trattoria Demo' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('giulia@demo.test');
    const password = screen.getByLabelText('Nuova password (da 6 a 128 caratteri: va bene anche una frase)');
    const passphrase = 'la pizza del sabato sera con gli amici';
    fireEvent.change(password, { target: { value: passphrase } });
    fireEvent.change(screen.getByLabelText('Ripeti la password'), { target: { value: 'la pizza del sabato' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva e accedi' }));
    expect(
      await screen.findByText('Attenzione le password non corrispondono. Ti chiediamo di riprovare.'),
    ).toBeTruthy();
    expect(accepted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Ripeti la password'), { target: { value: passphrase } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva e accedi' }));
    await vi.waitFor(() =>
      expect(accepted).toEqual([{ staffMemberId: 7, checkCode: 'segreto', password: passphrase }]),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it('says when the link is used or expired, and leads to the sign-in', async () => {
    linkValid = false;
    open();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Il link dell'invito non è valido o è scaduto. Chiedi un nuovo invito.",
    );
    expect(screen.getByRole('link', { name: 'Vai all’accesso' }).getAttribute('href')).toBe(
      '/staff/sign-in?company=demo',
    );
    expect(screen.queryByLabelText('Ripeti la password')).toBeNull();
  });

  it('an incomplete link asks nothing of the server', async () => {
    open('/staff/invite?member=7');
    expect(await screen.findByText("Il link dell'invito non è completo.")).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/staff/invitation')).toBe(false);
  });
});
