// The order toolbar (spec 000 §2): it leads back to the choice of service ('Cambia') only
// when the home page has another choice to offer.
import type { Company, SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAppState, makeCompany, makeSeatWeb, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { initialOrderingState, updateOrdering } from '../state/ordering-store';
import { homeOffersAnotherChoice, OrderingToolbar } from './ordering-toolbar';

const bar = makeSeatWeb({ seatWebId: 4, name: 'Bar Aperitivo Brera', digitalMenuEnabled: true });
const centro = makeSeatWeb({ seatWebId: 1, name: 'Tavola Centro', takeawayEnabled: true, localOrderEnabled: true });
const navigli = makeSeatWeb({ seatWebId: 2, name: 'Tavola Navigli', takeawayEnabled: true });

const digitalOnly = makeCompany({ urlName: 'demo', seatWebs: [bar], digitalMenu: [bar] });
const twoVenues = makeCompany({ seatWebs: [centro, navigli], local: [centro], takeAway: [centro, navigli] });
const oneVenueTwoServices = makeCompany({ seatWebs: [centro], local: [centro], takeAway: [centro] });

function renderToolbar(company: Company, seatWeb: SeatWeb, orderType: OrderType, overrides = {}) {
  updateOrdering('demo', () => ({ orderType, seatWebId: seatWeb.seatWebId }));
  return renderWithAppState(
    makeAppState({ company, seatWeb, orderType, ...overrides }),
    [
      { path: 'main/menu', element: <OrderingToolbar /> },
      { index: true, element: <p>scelta del servizio</p> },
    ],
    '/main/menu',
  );
}

afterEach(() => updateOrdering('demo', () => initialOrderingState('demo')));

describe('homeOffersAnotherChoice', () => {
  it('is false for one venue with one service, true with another venue or another service', () => {
    expect(homeOffersAnotherChoice(digitalOnly, bar, true)).toBe(false);
    expect(homeOffersAnotherChoice(twoVenues, navigli, true)).toBe(true);
    expect(homeOffersAnotherChoice(oneVenueTwoServices, centro, true)).toBe(true);
  });

  it('counts only the fixed venue when the address fixed it', () => {
    expect(homeOffersAnotherChoice(twoVenues, navigli, false)).toBe(false);
    expect(homeOffersAnotherChoice(twoVenues, centro, false)).toBe(true);
  });
});

describe('OrderingToolbar', () => {
  it("offers 'Cambia' with several venues, and goes back to the choice", async () => {
    renderToolbar(twoVenues, navigli, OrderType.Asporto);
    const toolbar = screen.getByRole('button', { name: /Cambia: torna alla scelta del servizio/ });
    expect(toolbar.textContent).toContain('Tavola Navigli');
    fireEvent.click(toolbar);
    expect(await screen.findByText('scelta del servizio')).toBeTruthy();
  });

  it("has no 'Cambia' and is no button for a company with one venue and one service", () => {
    renderToolbar(digitalOnly, bar, OrderType.DigitalMenu);
    const toolbar = screen.getByTestId('ordering-toolbar');
    expect(toolbar.tagName).toBe('DIV');
    expect(toolbar.textContent).toContain('Bar Aperitivo Brera');
    expect(screen.queryByText('Cambia')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("has no 'Cambia' in demo mode, whose home page starts the same menu again", () => {
    const settings = makeSettings({ env: 'demo', demo: { seatWebId: 1, companyUrlName: 'demo', menuWebId: 5 } });
    renderToolbar(twoVenues, centro, OrderType.AlTavolo, { settings, canChangeSeatWeb: false });
    expect(screen.getByTestId('ordering-toolbar').textContent).toContain('Tavola Centro');
    expect(screen.queryByText('Cambia')).toBeNull();
  });
});
