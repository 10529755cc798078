// The main pages' frame: the shell's header of spec 001 §2 (side panel, venue info, language)
// with the order toolbar, on every page of the journey and on an order's summary.
import { OrderType } from '@tavola/domain/enums';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAppState, makeCompany, makeSeatWeb } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { initialOrderingState, updateOrdering } from '../state/ordering-store';
import { mockApi } from '../test/api-mock';
import { OrderingLayout } from './ordering-layout';

const languages = [
  { languageId: 1, languageCode: 'it', descriptionInLanguage: 'Italiano' },
  { languageId: 2, languageCode: 'en', descriptionInLanguage: 'English' },
];
const navigli = makeSeatWeb({ seatWebId: 2, name: 'Tavola Navigli', takeawayEnabled: true });
const company = makeCompany({ seatWebs: [navigli], takeAway: [navigli] });

function renderAt(path: string) {
  mockApi({ 'language/getCompanyLanguages': languages, 'seatWeb/getOrderingPauses': [] });
  return renderWithAppState(
    makeAppState({ company, seatWeb: navigli, canChangeSeatWeb: false, orderType: OrderType.Asporto }),
    [
      {
        element: <OrderingLayout />,
        children: [
          { path: 'main/menu', element: <h1>Menù</h1> },
          { path: 'main/order-summary/:orderId/:orderNumber', element: <h1>Riepilogo</h1> },
        ],
      },
      { index: true, element: <p>pagina iniziale</p> },
    ],
    path,
  );
}

afterEach(() => {
  updateOrdering('demo', () => initialOrderingState('demo'));
  vi.unstubAllGlobals();
});

describe('OrderingLayout', () => {
  it("puts the shell's header with the order toolbar over a page of the journey", async () => {
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 2 }));
    renderAt('/main/menu');
    await screen.findByRole('heading', { name: 'Menù' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('button', { name: 'Apri il menu' })).toBeTruthy();
    expect(header.getByRole('button', { name: 'Informazioni sulla sede' })).toBeTruthy();
    expect(header.getByTestId('ordering-toolbar').textContent).toContain('Tavola Navigli');
    // One venue with one service: nothing else to choose at home.
    expect(header.queryByText('Cambia')).toBeNull();
    await waitFor(() => expect(header.getByTestId('flag-it')).toBeTruthy());
  });

  it("puts the shell's header over an order's summary opened without a journey", async () => {
    renderAt('/main/order-summary/12/4');
    await screen.findByRole('heading', { name: 'Riepilogo' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('button', { name: 'Apri il menu' })).toBeTruthy();
    expect(header.queryByTestId('ordering-toolbar')).toBeNull();
  });
});
