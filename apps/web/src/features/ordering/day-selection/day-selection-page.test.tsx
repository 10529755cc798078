import { OrderType } from '@tavola/domain/enums';
import type { TimeFrame } from '@tavola/domain/menu';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAppState, makeSeatWeb } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { orderingStateFor, updateOrdering } from '../state/ordering-store';
import { mockApi } from '../test/api-mock';
import { DaySelectionPage } from './day-selection-page';

const seatWeb = makeSeatWeb({ seatWebId: 1, takeawayEnabled: true, deliveryEnabled: true });
const frame = (timeFrameWebId: number, description: string, beginTime: string, endTime: string): TimeFrame => ({
  timeFrameWebId,
  seatWebId: 1,
  description,
  beginTime,
  endTime,
  daysOfWeek: 127,
  openingTimeInTimeFrame: [{ beginTime, endTime }],
});
const days = [
  { dayId: 1, day: '2026-11-21', description: 'oggi 21/11' },
  { dayId: 2, day: '2026-11-22', description: 'domani 22/11' },
];

function renderPage(orderType: OrderType) {
  updateOrdering('demo', () => ({ orderType, seatWebId: 1 }));
  return renderWithAppState(
    makeAppState({ seatWeb, orderType }),
    [
      { path: 'main/day-selection', element: <DaySelectionPage /> },
      { path: '*', element: <p>altra pagina</p> },
    ],
    '/main/day-selection',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('day selection (spec 000 §2, §4, §8)', () => {
  it('titles takeaway and shows the frame dropdown only with several frames', async () => {
    const api = mockApi({
      'timeFrameWeb/getDaysForCurrentSeat': days,
      'timeFrameWeb/getTimeFramesForCurrentSeat': ({ url }: { url: URL }) =>
        url.searchParams.get('date') === '2026-11-21'
          ? [frame(2, 'Cena', '18:30', '23:30')]
          : [frame(1, 'Pranzo', '11:30', '15:00'), frame(2, 'Cena', '18:30', '23:30')],
    });
    renderPage(OrderType.Asporto);
    expect(screen.getByRole('heading', { name: 'Quando vuoi ritirare?' })).toBeTruthy();
    await screen.findByTestId('opening-hours');
    expect(screen.queryByLabelText('Fascia oraria')).toBeNull();
    expect(screen.getByTestId('opening-hours').textContent).toBe('18:30 - 23:30');
    // Takeaway asks with the takeaway publication status (4).
    expect(api.calls.find((c) => c.path === 'timeFrameWeb/getDaysForCurrentSeat')?.query.menuPublicationStatus).toBe(
      '4',
    );

    fireEvent.change(screen.getByLabelText('Giorno'), { target: { value: '2026-11-22' } });
    const frames = await screen.findByLabelText('Fascia oraria');
    expect(screen.getByTestId('opening-hours').textContent).toBe('11:30 - 15:00');
    fireEvent.change(frames, { target: { value: '2' } });
    expect(screen.getByTestId('opening-hours').textContent).toBe('18:30 - 23:30');

    fireEvent.click(screen.getByRole('button', { name: 'Comincia ad ordinare' }));
    await screen.findByText('altra pagina');
    expect(orderingStateFor('demo')).toMatchObject({
      dayRequested: '2026-11-22',
      timeFrameRequested: { timeFrameWebId: 2 },
    });
  });

  it('titles delivery', async () => {
    mockApi({
      'timeFrameWeb/getDaysForCurrentSeat': days,
      'timeFrameWeb/getTimeFramesForCurrentSeat': [frame(1, 'Pranzo', '11:30', '15:00')],
    });
    renderPage(OrderType.Consegna);
    expect(screen.getByRole('heading', { name: 'Quando vuoi la consegna?' })).toBeTruthy();
    await screen.findByText('Orari consegna', { exact: false });
  });

  it('says so when there are no days in the next 3', async () => {
    mockApi({ 'timeFrameWeb/getDaysForCurrentSeat': [] });
    renderPage(OrderType.Asporto);
    await screen.findByText('Siamo spiacenti, il locale non effettua il servizio richiesto nei prossimi 3 giorni');
  });

  it('says so when the chosen day has no time frames', async () => {
    mockApi({ 'timeFrameWeb/getDaysForCurrentSeat': days, 'timeFrameWeb/getTimeFramesForCurrentSeat': [] });
    renderPage(OrderType.Asporto);
    await screen.findByText('Siamo spiacenti, il servizio non è disponibile per il giorno scelto');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Comincia ad ordinare' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
