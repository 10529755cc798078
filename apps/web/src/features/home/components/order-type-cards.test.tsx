import { OrderType } from '@tavola/domain/enums';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../ordering/test/api-mock';
import { useAppContext } from '../../../lib/app-context';
import { makeAppState, makeCompany, makeSeatWeb } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { orderTypeOptions } from '../order-types';
import { OrderTypeCards } from './order-type-cards';

const centro = makeSeatWeb({ seatWebId: 1, name: 'Centro' });
const mare = makeSeatWeb({ seatWebId: 2, name: 'Mare' });

function ChoiceProbe() {
  const { orderType, seatWeb } = useAppContext();
  return <output data-testid="choice">{orderType == null ? 'none' : `${orderType}:${seatWeb?.name}`}</output>;
}

function renderCards(state = makeAppState()) {
  const fixed = state.canChangeSeatWeb ? null : state.seatWeb;
  const element = (
    <>
      <OrderTypeCards options={orderTypeOptions(state.company, fixed)} />
      <ChoiceProbe />
    </>
  );
  // Confirming a card goes on to the journey (features/ordering): any page shows the choice.
  return renderWithAppState(state, [
    { index: true, element },
    { path: '*', element: <ChoiceProbe /> },
  ]);
}

/** The venue change the card sends to the server (seatWeb/connectToSeatWeb, getSetWeb). */
function mockVenueChange(...venues: (typeof centro)[]) {
  return mockApi({
    'seatWeb/connectToSeatWeb': true,
    'seatWeb/getSetWeb': ({ url }: { url: URL }) =>
      venues.find((v) => v.seatWebId === Number(url.searchParams.get('seatWebId'))),
  });
}

afterEach(() => vi.unstubAllGlobals());

const card = (orderType: number) => screen.getByTestId(`order-type-card-${orderType}`);

describe('order-type cards', () => {
  it('shows a card only for the order types whose venue list is not empty', () => {
    renderCards(
      makeAppState({ company: makeCompany({ seatWebs: [centro], takeAway: [centro], digitalMenu: [centro] }) }),
    );
    expect(card(OrderType.Asporto)).toBeTruthy();
    expect(card(OrderType.DigitalMenu)).toBeTruthy();
    for (const hidden of [OrderType.PrenotaUnTavolo, OrderType.AlTavolo, OrderType.Consegna]) {
      expect(screen.queryByTestId(`order-type-card-${hidden}`)).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Asporto' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Menù digitale' })).toBeTruthy();
  });

  it('shows the five cards in the spec order with their default Italian titles', () => {
    const all = [centro, mare];
    renderCards(
      makeAppState({
        company: makeCompany({
          seatWebs: all,
          tableReservation: all,
          digitalMenu: all,
          local: all,
          takeAway: all,
          delivery: all,
        }),
      }),
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Prenota un tavolo', 'Menù digitale', 'Ordina al tavolo', 'Asporto', 'Consegna']);
  });

  // Five identical 'Continua' told a screen-reader user nothing.
  it("names each card's Continua button after its card", () => {
    const all = [centro, mare];
    renderCards(
      makeAppState({
        company: makeCompany({
          seatWebs: all,
          tableReservation: all,
          digitalMenu: all,
          local: all,
          takeAway: all,
          delivery: all,
        }),
      }),
    );
    const names = screen.getAllByRole('button', { name: /^Continua/ }).map((b) => b.textContent);
    expect(names).toEqual([
      'Continua: Prenota un tavolo',
      'Continua: Menù digitale',
      'Continua: Ordina al tavolo',
      'Continua: Asporto',
      'Continua: Consegna',
    ]);
  });

  it("uses the venue's own title and subtitle when the card has exactly one venue", () => {
    const custom = { ...centro, takeawayTitle: 'Pizza da asporto', takeawaySubtitle: 'Pronta in 15 minuti' };
    renderCards(
      makeAppState({ company: makeCompany({ seatWebs: [custom], takeAway: [custom], delivery: [custom, mare] }) }),
    );
    expect(within(card(OrderType.Asporto)).getByRole('heading', { name: 'Pizza da asporto' })).toBeTruthy();
    expect(within(card(OrderType.Asporto)).getByText('Pronta in 15 minuti')).toBeTruthy();
    expect(within(card(OrderType.Consegna)).getByRole('heading', { name: 'Consegna' })).toBeTruthy();
  });

  it('asks for a venue before continuing, then records the choice', async () => {
    const api = mockVenueChange(centro, mare);
    const { router } = renderCards(
      makeAppState({ company: makeCompany({ seatWebs: [centro, mare], takeAway: [centro, mare] }) }),
    );
    const takeaway = within(card(OrderType.Asporto));
    fireEvent.click(takeaway.getByRole('button', { name: /^Continua/ }));
    expect(takeaway.getByRole('alert').textContent).toBe('Seleziona una sede prima di continuare');
    expect(screen.getByTestId('choice').textContent).toBe('none');

    fireEvent.change(takeaway.getByLabelText('Sede'), { target: { value: '2' } });
    expect(takeaway.queryByRole('alert')).toBeNull();
    fireEvent.click(takeaway.getByRole('button', { name: /^Continua/ }));
    expect((await screen.findByTestId('choice')).textContent).toBe(`${OrderType.Asporto}:Mare`);
    expect(localStorage.getItem('LastSeatWebIdSelected')).toBe('{"demo":2}');
    expect(api.calls.map((c) => `${c.path}?${c.query.seatWebId}`)).toEqual([
      'seatWeb/connectToSeatWeb?2',
      'seatWeb/getSetWeb?2',
    ]);
    // Spec 000 §2: takeaway goes on to the day selection.
    expect(router.state.location.pathname).toBe('/main/day-selection');
  });

  it('needs no dropdown for a single venue', async () => {
    mockVenueChange(centro);
    const { router } = renderCards(makeAppState({ company: makeCompany({ seatWebs: [centro], local: [centro] }) }));
    const local = within(card(OrderType.AlTavolo));
    expect(local.queryByRole('combobox')).toBeNull();
    fireEvent.click(local.getByRole('button', { name: /^Continua/ }));
    expect((await screen.findByTestId('choice')).textContent).toBe(`${OrderType.AlTavolo}:Centro`);
    expect(router.state.location.pathname).toBe('/main/menu-selection');
  });

  it('offers only the fixed venue when the address fixed it', () => {
    const company = makeCompany({ seatWebs: [centro, mare], takeAway: [centro, mare], delivery: [centro] });
    renderCards(makeAppState({ company, seatWeb: mare, canChangeSeatWeb: false }));
    expect(screen.queryByTestId(`order-type-card-${OrderType.Consegna}`)).toBeNull();
    expect(within(card(OrderType.Asporto)).queryByRole('combobox')).toBeNull();
    expect(within(card(OrderType.Asporto)).getByText('Mare')).toBeTruthy();
  });

  it('says so when the company offers nothing', () => {
    renderCards(makeAppState({ company: makeCompany() }));
    expect(screen.getByText('Al momento non ci sono servizi disponibili.')).toBeTruthy();
  });
});
