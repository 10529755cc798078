// The book-table screen against a fake booking service (spec 001 §2, §4, §5, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { notifications } from '../../../lib/notifications';
import { jsonResponse, makeAppState, makeCustomer, makeSeatWeb, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { RESERVATIONS_STORAGE_KEY } from '../lib/reservation-store';
import { BookTablePage } from './book-table-page';

const seatWeb = makeSeatWeb({
  tableReservationEnabled: true,
  tableReservationId: 'demo-centro',
  tableReservationPassword: 'segreta',
});

interface Fake {
  info: Record<string, unknown>;
  bands: unknown[];
  addStatus: number;
  calls: { path: string; query: URLSearchParams; body: unknown; headers: Headers }[];
}
let fake: Fake;

function reservationAnswer(body: Record<string, unknown>) {
  return {
    ...body,
    id: 'AB12CD34',
    token: 'demo-centro.1.hash',
    lang: 'it',
    verified: false,
    sconto: null,
    unico: null,
    bagnato: null,
    asciutti: null,
    tavoli: null,
    arrv: '2030-01-01T10:00:00Z',
    conf: '2030-01-01T10:00:00Z',
    verf: null,
    err: null,
  };
}

beforeEach(() => {
  fake = {
    info: { enabled: true, cucina1: 'Ristorante', cucina2: 'Pizzeria', maxquanti: 0, waserver: true },
    bands: [
      { data: '02-01-2030', da: '12:00', a: '14:30', tavoli: null, orari: ['12:00', '12:30'] },
      { data: '02-01-2030', da: '19:00', a: '21:00', tavoli: '16 tavoli', orari: ['19:00', '20:00'] },
    ],
    addStatus: 200,
    calls: [],
  };
  configureApiClient(makeSettings());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      fake.calls.push({ path: url.pathname, query: url.searchParams, body, headers: new Headers(init?.headers) });
      switch (url.pathname) {
        case '/booking/GetInfo':
          return jsonResponse(fake.info);
        case '/booking/ProssimiDisponibili':
          return jsonResponse({
            turni: ['01-01-2030', '02-01-2030'].map((data, i) => ({
              data,
              description: null,
              date: null,
              disponibilic: 10,
              disponibilip: 10,
              pranzo: true,
              cena: true,
              unicoc: false,
              unicop: i === 0,
            })),
          });
        case '/booking/GetOrariDisponibiliCapacita':
          return jsonResponse({ turni: fake.bands });
        case '/booking/AddPrenotazione':
          return fake.addStatus === 200
            ? jsonResponse(reservationAnswer(body as Record<string, unknown>))
            : fake.addStatus === 509
              ? jsonResponse(
                  { code: 'BOOKING_NO_AVAILABILITY', message: 'Purtroppo non abbiamo disponibilità!' },
                  { status: 509 },
                )
              : jsonResponse({ code: 'SYSTEM', message: 'errore' }, { status: fake.addStatus });
        case '/booking/ConfermaDesktop':
          return jsonResponse({
            ...reservationAnswer({
              data: '02-01-2030',
              da: '19:00',
              a: '21:00',
              orari: '20:00',
              quanti: 2,
              note: '',
              phone: '+393331234567',
              idloc: 'demo-centro',
            }),
            verified: true,
            verf: '2030-01-01T10:01:00Z',
          });
        default:
          return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, { status: 404 });
      }
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (state = makeAppState({ seatWeb })) =>
  renderWithAppState(
    state,
    [
      { path: '/main/book-table', element: <BookTablePage /> },
      { path: '/main/confirm-reservation', element: <p>confermata</p> },
    ],
    '/main/book-table',
  );

async function fillUntilTime(state = makeAppState({ seatWeb })) {
  renderPage(state);
  const day = await screen.findByLabelText('Giorno');
  await waitFor(() => expect((day as HTMLSelectElement).value).toBe('01-01-2030'));
  fireEvent.change(day, { target: { value: '02-01-2030' } });
  fireEvent.change(screen.getByLabelText('Persone'), { target: { value: '2' } });
  const band = await screen.findByLabelText('Turno');
  fireEvent.change(band, { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Orario'), { target: { value: '20:00' } });
}

describe('book table', () => {
  const NOT_TAKING = 'Questo locale al momento non accetta prenotazioni online. Contatta il locale per prenotare.';

  it('says in a sentence, not the code of the documents, that the venue does not take reservations', async () => {
    fake.info = { ...fake.info, enabled: false };
    renderPage();
    expect(await screen.findByText(NOT_TAKING)).toBeTruthy();
    expect(screen.queryByText(/E2KTable/)).toBeNull();
    expect(fake.calls[0].query.get('p')).toBe('demo-centro_segreta');
    // Spec 001 §7: the booking service never gets our token.
    expect(fake.calls.every((c) => !c.headers.has('Authorization'))).toBe(true);
  });

  it('says the same for a venue without a booking id, without calling the booking service', async () => {
    renderPage(
      makeAppState({
        seatWeb: makeSeatWeb({
          tableReservationEnabled: true,
          tableReservationId: null,
          tableReservationPassword: null,
        }),
      }),
    );
    expect(await screen.findByText(NOT_TAKING)).toBeTruthy();
    expect(screen.queryByText(/E2KTable/)).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it("offers the days with 'Altre date...' last, people 1..4 when maxquanti is 0, and both kitchens", async () => {
    renderPage();
    const day = (await screen.findByLabelText('Giorno')) as HTMLSelectElement;
    await waitFor(() => expect(day.options.length).toBe(3));
    expect(day.options[day.options.length - 1].text).toBe('Altre date...');
    const people = screen.getByLabelText('Persone') as HTMLSelectElement;
    expect([...people.options].map((o) => o.text)).toEqual([
      'Quante persone?',
      '1 persona',
      '2 persone',
      '3 persone',
      '4 persone',
    ]);
    expect([...(screen.getByLabelText('Cucina') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Ristorante',
      'Pizzeria',
    ]);
  });

  it('hides the kitchen select with one kitchen and loads the bands with the first preselected and an empty first time', async () => {
    fake.info = { ...fake.info, cucina2: null, maxquanti: 6 };
    renderPage();
    await screen.findByLabelText('Giorno');
    expect(screen.queryByLabelText('Cucina')).toBeNull();
    fireEvent.change(screen.getByLabelText('Persone'), { target: { value: '2' } });
    const band = (await screen.findByLabelText('Turno')) as HTMLSelectElement;
    expect([...band.options].map((o) => o.text)).toEqual(['Pranzo 12:00 - 14:30', 'Cena 19:00 - 21:00']);
    expect(band.value).toBe('0');
    const time = screen.getByLabelText('Orario') as HTMLSelectElement;
    expect([...time.options].map((o) => o.value)).toEqual(['', '12:00', '12:30']);
    const times = fake.calls.find((c) => c.path === '/booking/GetOrariDisponibiliCapacita')!;
    expect(Object.fromEntries(times.query)).toEqual({ id: 'demo-centro', day: '01-01-2030', quanti: '2' });
    // The Book button waits for a time.
    expect(screen.queryByRole('button', { name: 'Prenota' })).toBeNull();
    fireEvent.change(time, { target: { value: '12:30' } });
    expect(screen.getByRole('button', { name: 'Prenota' })).toBeTruthy();
  });

  it("says 'Purtroppo non abbiamo disponibilità!' when no band fits", async () => {
    fake.bands = [];
    renderPage();
    await screen.findByLabelText('Giorno');
    fireEvent.change(screen.getByLabelText('Persone'), { target: { value: '4' } });
    expect(await screen.findByText('Purtroppo non abbiamo disponibilità!')).toBeTruthy();
  });

  it("on a computer with Whatsapp asks for the phone ('Campo obbligatorio'), then confirms through ConfermaDesktop", async () => {
    notifications.clear();
    await fillUntilTime();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Giulia' } });
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Whatsapp', 'Whatsapp Web']);
    fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(fake.calls.some((c) => c.path === '/booking/AddPrenotazione')).toBe(false);

    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '333 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    expect(await screen.findByText('confermata')).toBeTruthy();
    const add = fake.calls.find((c) => c.path === '/booking/AddPrenotazione')!;
    expect(add.body).toMatchObject({
      idloc: 'demo-centro',
      data: '02-01-2030',
      da: '19:00',
      a: '21:00',
      orari: '20:00',
      quanti: 2,
      cucina: 1,
      phone: '+393331234567',
      note: JSON.stringify({ name: 'Giulia', memo: '', flag: false }),
    });
    const desktop = fake.calls.find((c) => c.path === '/booking/ConfermaDesktop')!;
    expect(desktop.body).toBeInstanceOf(URLSearchParams);
    expect((desktop.body as URLSearchParams).get('token')).toBe('demo-centro.1.hash');
    expect(JSON.parse(localStorage.getItem(RESERVATIONS_STORAGE_KEY)!)[0]).toMatchObject({
      id: 'AB12CD34',
      verified: true,
    });
    // The passing message of the confirmation, with the day, time and people.
    expect(notifications.get()).toMatchObject([
      { variant: 'success', header: 'Prenotazione confermata!', message: '02/01/2030 alle 20:00, 2 persone.' },
    ]);
  });

  it('prefills name and phone for a registered customer', async () => {
    renderPage(makeAppState({ seatWeb, customer: makeCustomer({ telephoneNumber1: '3470000000' }) }));
    expect(((await screen.findByLabelText('Nome')) as HTMLInputElement).value).toBe('Giulia Rossi');
    expect((screen.getByLabelText('Telefono') as HTMLInputElement).value).toBe('3470000000');
  });

  it('requires the name once touched or submitted', async () => {
    renderPage();
    const name = await screen.findByLabelText('Nome');
    fireEvent.blur(name);
    expect(await screen.findByText('Compila il campo prima di continuare')).toBeTruthy();
  });

  it('shows every message of a submit at once, and the phone message follows the confirmation mode', async () => {
    await fillUntilTime();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    expect(await screen.findByText('Compila il campo prima di continuare')).toBeTruthy();
    expect(screen.getByText('Campo obbligatorio')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome')));
    // Whatsapp Web is confirmed by the diner's message: no phone needed.
    fireEvent.click(screen.getByRole('radio', { name: 'Whatsapp Web' }));
    await waitFor(() => expect(screen.queryByText('Campo obbligatorio')).toBeNull());
    expect(fake.calls.some((c) => c.path === '/booking/AddPrenotazione')).toBe(false);
  });

  it('on a phone with Telegram shows the info popup, opens the bot and waits for the confirmation', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148',
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const tableReservation = {
      whatsAppNumber: '+390212345678',
      smsNumber: '+390212345679',
      telegramBot: 'TavolaDemoBot',
    };
    await fillUntilTime(makeAppState({ seatWeb, settings: makeSettings({ tableReservation }) }));
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Whatsapp',
      'Telegram',
      'SMS',
    ]);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Giulia' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Telegram' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    const info = await screen.findByTestId('booking-info-modal');
    fireEvent.click(within(info).getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('In attesa della conferma con Telegram...')).toBeTruthy();
    expect(open).toHaveBeenCalledWith('https://t.me/TavolaDemoBot?start=tt_AB12CD34', '_blank', 'noopener');
    expect(screen.getByText('Apri Telegram').closest('a')?.getAttribute('href')).toBe(
      'https://t.me/TavolaDemoBot?start=tt_AB12CD34',
    );
    // Without a phone the reservation still goes (only desktop Whatsapp needs one).
    expect((fake.calls.find((c) => c.path === '/booking/AddPrenotazione')!.body as { phone: string }).phone).toBe('');
  });

  it('shows the add failure with the name, and no availability when the band filled meanwhile', async () => {
    fake.addStatus = 509;
    await fillUntilTime();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Giulia' } });
    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '333 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    expect(await screen.findByTestId('booking-error')).toHaveProperty(
      'textContent',
      'Purtroppo non abbiamo disponibilità!',
    );
    fake.addStatus = 500;
    fireEvent.change(screen.getByLabelText('Orario'), { target: { value: '20:00' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Prenota' }));
    await waitFor(() =>
      expect(screen.getByTestId('booking-error').textContent).toBe(
        'Giulia purtroppo ci sono stati problemi durante la registrazione della tua prenotazione.',
      ),
    );
  });
});
