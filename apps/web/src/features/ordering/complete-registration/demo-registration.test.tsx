// Demo mode (spec 000 §1): the contact data step asks nothing. The page makes the session's
// diner an anonymous customer without contact data once (account/demoDiner) and moves on to
// the payment, even though the answer renews the session token.
import { OrderType } from '@tavola/domain/enums';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAppState, makeCustomer, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { updateOrdering } from '../state/ordering-store';
import { mockApi } from '../test/api-mock';
import { CompleteRegistrationPage } from './complete-registration-page';

afterEach(() => vi.unstubAllGlobals());

const demoSettings = makeSettings({ env: 'demo', demo: { companyUrlName: 'demo', seatWebId: 1, menuWebId: 1 } });
let renewals = 0;

function renderPage(settings = demoSettings) {
  updateOrdering('demo', () => ({ orderType: OrderType.AlTavolo, seatWebId: 1 }));
  return renderWithAppState(
    makeAppState({ settings, orderType: OrderType.AlTavolo }),
    [
      { path: 'main/complete-customer-registration', element: <CompleteRegistrationPage /> },
      { path: 'main/payments', element: <p>pagamenti</p> },
    ],
    '/main/complete-customer-registration',
  );
}

describe('the contact data step in demo mode', () => {
  it('asks nothing: one demoDiner call, then the payment', async () => {
    const api = mockApi({
      'account/demoDiner': () =>
        jsonResponse(makeCustomer({ customerId: 77, email: null, isAnonymous: true }), {
          headers: { Authorization: `Bearer token-${++renewals}` },
        }),
    });
    renderPage();
    await screen.findByText('pagamenti');
    await new Promise((r) => setTimeout(r, 100));
    expect(api.calls.filter((c) => c.path === 'account/demoDiner')).toHaveLength(1);
    expect(screen.queryByText('Come ti possiamo contattare?')).toBeNull();
  });

  it('outside the demo the contact data are asked', async () => {
    const api = mockApi({});
    renderPage(makeSettings());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Come ti possiamo contattare?' })).toBeTruthy());
    expect(api.calls.some((c) => c.path === 'account/demoDiner')).toBe(false);
  });
});
