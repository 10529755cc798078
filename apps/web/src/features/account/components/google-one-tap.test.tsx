// Spec 001 §7: One Tap when a Google client id is configured. Google
// Identity Services is stood in by a fake window.google.accounts.id with the documented
// initialize/prompt calls; the sign-in call goes to our API (stubbed fetch).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppContext } from '../../../lib/app-context';
import { makeAppState, makeCustomer, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { mockApi } from '../../ordering/test/api-mock';
import { notifications } from '../../../lib/notifications';
import { GoogleOneTap } from './google-one-tap';

type Options = { client_id: string; callback: (response: { credential?: string }) => Promise<void> };

// One object for every test: the page loads Google Identity Services once and keeps it.
const id = { initialize: vi.fn(), prompt: vi.fn(), renderButton: vi.fn() };
function fakeIdentityServices() {
  let options: Options | null = null;
  id.initialize.mockReset().mockImplementation((o: Options) => (options = o));
  id.prompt.mockReset();
  id.renderButton.mockReset();
  window.google = { accounts: { id } };
  return { id, options: () => options! };
}

function CustomerProbe() {
  const { customer } = useAppContext();
  return <output data-testid="customer">{customer?.email ?? 'none'}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

const payload = btoa(JSON.stringify({ sub: '123', email: 'giulia@example.com', name: 'Giulia Rossi' }));
const idToken = `h.${payload}.s`;

describe('Google One Tap', () => {
  it('prompts when a client id is configured and signs the diner in with the ID token', async () => {
    const gis = fakeIdentityServices();
    const api = mockApi({ 'account/loginCustomerWithGoogle': makeCustomer({ email: 'giulia@example.com' }) });
    const settings = makeSettings({ google: { clientId: 'client-123.apps.googleusercontent.com' } });
    renderWithAppState(makeAppState({ settings }), [
      {
        index: true,
        element: (
          <>
            <GoogleOneTap />
            <CustomerProbe />
          </>
        ),
      },
    ]);
    await waitFor(() => expect(gis.id.prompt).toHaveBeenCalledTimes(1));
    expect(gis.options().client_id).toBe('client-123.apps.googleusercontent.com');
    await gis.options().callback({ credential: idToken });
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toBe('giulia@example.com'));
    expect(api.calls[0]).toMatchObject({
      path: 'account/loginCustomerWithGoogle',
      body: { idToken, provider: 'GOOGLE', email: 'giulia@example.com' },
    });
  });

  it('does nothing without a client id, or for a signed-in diner', async () => {
    const gis = fakeIdentityServices();
    renderWithAppState(makeAppState(), [{ index: true, element: <GoogleOneTap /> }]);
    const signedIn = makeAppState({ settings: makeSettings({ google: { clientId: 'x' } }), customer: makeCustomer() });
    renderWithAppState(signedIn, [{ index: true, element: <GoogleOneTap /> }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gis.id.initialize).not.toHaveBeenCalled();
    expect(gis.id.prompt).not.toHaveBeenCalled();
  });

  it("tells the library's 'Not logged in' when Google answers without an ID token (decision 014)", async () => {
    notifications.clear();
    const gis = fakeIdentityServices();
    const api = mockApi({});
    renderWithAppState(makeAppState({ settings: makeSettings({ google: { clientId: 'x' } }) }), [
      { index: true, element: <GoogleOneTap /> },
    ]);
    await waitFor(() => expect(gis.id.prompt).toHaveBeenCalledTimes(1));
    await gis.options().callback({});
    expect(notifications.get()).toMatchObject([
      { variant: 'danger', header: 'Accesso con Google', message: 'Accesso con Google non effettuato. Riprova.' },
    ]);
    expect(api.calls).toEqual([]);
  });
});
