// Browser journeys of table booking confirmed by a messaging app, on the demo.
// 1. Dinner tomorrow for 2 with Telegram on a phone: waiting popup, a simulated 'tt {id}' from
//    the same phone (developer page), 'Prenotazione confermata!'.
// 2. The same from a different phone does not confirm.
// 3. A band filled to capacity: the next request shows 'Purtroppo non abbiamo disponibilità!'.
// 4. Cancelling through the link; the second try says 'la prenotazione risulta già
//    cancellata', and the places are free again.
// 5. The in-progress list shows 'Da confermare', then 'Confermata'.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import {
  addReservation,
  chooseBand,
  DESKTOP,
  IPHONE,
  newBookingPage,
  nextDays,
  openBookTable,
  simulateMessage,
  storedReservations,
} from './booking-support';
import { journey, screenshot } from './support/browser';

const harness = useServerAndBrowser();

const PHONE = '333 123 4567';
const PHONE_E164 = '+393331234567';
let confirmed: { id: string; token: string; data: string } | null = null;
let dinnerPlacesBefore = 0;

describe('table booking', () => {
  it('1. books dinner tomorrow for 2 with Telegram on a phone and is confirmed by a message from the same phone', async () => {
    const { context, page, openedLinks } = await newBookingPage(harness.browser, IPHONE);
    await journey(page, 'booking-telegram', async () => {
      const tomorrow = (await nextDays(harness.server.origin, 'demo-centro')).find((d) => d.description === 'domani');
      expect(tomorrow, 'Tavola Centro takes reservations tomorrow').toBeDefined();
      dinnerPlacesBefore = tomorrow!.disponibilic;

      await openBookTable(page, harness.server.origin, 'Tavola Centro');
      await page.getByTestId('booking-day').selectOption({ label: 'domani' });
      await page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      // Two kitchens at Tavola Centro: the restaurant is the first.
      expect(await page.getByTestId('booking-kitchen').locator('option').allTextContents()).toEqual([
        'Ristorante',
        'Pizzeria',
      ]);
      await chooseBand(page, 'Cena 19:00');
      // The Book button waits for a time (the first time option is empty).
      expect(await page.getByTestId('booking-submit').count()).toBe(0);
      await page.getByTestId('booking-time').selectOption('20:00');
      await page.getByTestId('booking-name').fill('Giulia Rossi');
      // On a phone: Whatsapp, Telegram and SMS; no Whatsapp Web.
      expect(await page.getByRole('radio').count()).toBe(3);
      await page.getByRole('radio', { name: 'Telegram' }).check();
      await page.getByTestId('booking-phone').fill(PHONE);
      await screenshot(page, 'booking-form-mobile');
      await page.getByTestId('booking-submit').click();

      // The info popup comes first on a phone.
      const info = page.getByTestId('booking-info-modal');
      await info.getByText('condividi il tuo numero').waitFor();
      const popup = context.waitForEvent('page');
      await info.getByRole('button', { name: 'Continua' }).click();
      await page.getByText('In attesa della conferma con Telegram...').waitFor();
      await (await popup).waitForLoadState();
      await screenshot(page, 'booking-waiting-telegram');

      const [reservation] = await storedReservations(page);
      expect(reservation).toMatchObject({ data: tomorrow!.data, orari: '20:00', quanti: 2 });
      expect(openedLinks).toContain(`https://t.me/TavolaDemoBot?start=tt_${reservation.id}`);

      // The diner's message, sent from the developer page as Telegram would deliver it.
      const dev = await (await harness.browser.newContext()).newPage();
      await dev.goto(`${harness.server.origin}/dev/booking-messages`);
      await dev.getByLabel('Canale').selectOption('telegram');
      await dev.getByLabel('Telefono del mittente').fill(`+39 ${PHONE}`);
      await dev.getByLabel('Testo').fill(`tt ${reservation.id}`);
      await dev.getByRole('button', { name: 'Invia messaggio simulato' }).click();
      expect(await dev.getByTestId('simulation-outcome').textContent()).toBe('verified');
      await screenshot(dev, 'booking-dev-messages');
      await dev.close();

      // The page polls every 3 s: it moves on by itself.
      await page.waitForURL((url) => url.pathname === '/main/confirm-reservation', { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Prenotazione confermata!' }).waitFor();
      expect(await page.getByTestId('confirmed-reservation').textContent()).toContain('20:00');
      expect(await page.getByText(PHONE_E164).count()).toBeGreaterThan(0);
      await screenshot(page, 'booking-confirmed');
      confirmed = reservation;
      const after = (await nextDays(harness.server.origin, 'demo-centro')).find((d) => d.data === reservation.data);
      expect(after!.disponibilic).toBe(dinnerPlacesBefore - 2);
    });
    await context.close();
  });

  it('4. cancels through the link: the places are free again, and a second try says it is already cancelled', async () => {
    expect(confirmed, 'journey 1 confirmed a reservation').not.toBeNull();
    const { context, page } = await newBookingPage(harness.browser, IPHONE);
    await journey(page, 'booking-cancel', async () => {
      const link = `${harness.server.origin}/cancel-reservation/${confirmed!.id}/${encodeURIComponent(confirmed!.token)}?company=demo`;
      // Opened from a message: no previous page, the guard lets it open.
      await page.goto(link);
      await page.getByRole('heading', { name: 'Cancella la prenotazione' }).waitFor();
      const card = page.getByTestId('reservation-to-cancel');
      await card.waitFor();
      expect(await card.textContent()).toContain('20:00');
      await screenshot(page, 'booking-cancel');
      await page.getByTestId('cancel-reservation-button').click();
      await page.getByText('la tua prenotazione è stata cancellata con successo').waitFor();
      const day = (await nextDays(harness.server.origin, 'demo-centro')).find((d) => d.data === confirmed!.data);
      expect(day!.disponibilic).toBe(dinnerPlacesBefore);

      await page.goto(link);
      await page.getByText('la prenotazione risulta già cancellata').waitFor();
      expect(await page.getByTestId('cancel-reservation-button').count()).toBe(0);
      await screenshot(page, 'booking-cancel-again');

      // The old link shape goes to the same page.
      await page.goto(
        `${harness.server.origin}/del.html?c=${confirmed!.id}&p=${encodeURIComponent(confirmed!.token)}&company=demo`,
      );
      await page.waitForURL((url) => url.pathname.startsWith('/cancel-reservation/'));
      await page.getByText('la prenotazione risulta già cancellata').waitFor();

      // A wrong token is refused.
      const other = (await (
        await addReservation(harness.server.origin, {
          idloc: 'demo-centro',
          data: confirmed!.data,
          da: '19:00',
          a: '21:00',
          orari: '19:30',
          quanti: 2,
          cucina: 1,
        })
      ).json()) as {
        id: string;
        token: string;
      };
      await page.goto(
        `${harness.server.origin}/cancel-reservation/${other.id}/${encodeURIComponent(`${other.token.slice(0, -4)}AAAA`)}?company=demo`,
      );
      await page.getByTestId('cancel-reservation-button').click();
      await page.getByText('la password impostata per la cancellazione non è corretta.').waitFor();
    });
    await context.close();
  });

  it('2 and 5. a message from a different phone does not confirm; the in-progress list shows Da confermare, then Confermata', async () => {
    const { context, page } = await newBookingPage(harness.browser, IPHONE);
    await journey(page, 'booking-wrong-phone', async () => {
      await openBookTable(page, harness.server.origin, 'Tavola Centro');
      await page.getByTestId('booking-day').selectOption({ label: 'domani' });
      await page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      await chooseBand(page, 'Cena 21:00');
      await page.getByTestId('booking-time').selectOption('21:30');
      await page.getByTestId('booking-name').fill('Marco Bianchi');
      await page.getByRole('radio', { name: 'Telegram' }).check();
      await page.getByTestId('booking-phone').fill('347 765 4321');
      await page.getByTestId('booking-submit').click();
      await page.getByTestId('booking-info-modal').getByRole('button', { name: 'Continua' }).click();
      await page.getByText('In attesa della conferma con Telegram...').waitFor();
      const reservation = (await storedReservations(page)).at(-1)!;

      const wrong = await simulateMessage(
        harness.server.origin,
        'telegram',
        '+39 348 000 0000',
        `tt ${reservation.id}`,
      );
      expect(wrong.outcome).toBe('wrongPhone');
      // Two polls later the page is still waiting.
      await page.waitForTimeout(7_000);
      expect(new URL(page.url()).pathname).toBe('/main/book-table');
      await page.getByText('In attesa della conferma con Telegram...').waitFor();
      const status = await (
        await fetch(`${harness.server.origin}/booking/GetStatoPrenotazione?id=${reservation.id}`)
      ).json();
      expect(status.verf).toBeNull();

      // Annulla stops waiting; the reservation is still to be confirmed.
      await page.getByTestId('booking-waiting-modal').getByRole('button', { name: 'Annulla' }).click();
      await page.getByTestId('booking-waiting-modal').waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Torna alla home' }).click();
      const list = page.getByTestId('reservations-in-progress');
      await list.getByText('Prenotazioni in corso').waitFor();
      const entry = list.getByTestId(`reservation-${reservation.id}`);
      await entry.getByText('Da confermare').waitFor();
      expect(await entry.textContent()).toContain('domani, 21:30, 2 persone');
      await screenshot(page, 'booking-in-progress-to-confirm');

      expect(
        (await simulateMessage(harness.server.origin, 'telegram', '+39 347 765 4321', `tt ${reservation.id}`)).outcome,
      ).toBe('verified');
      await page.reload();
      await page.getByTestId(`reservation-${reservation.id}`).getByText('Confermata').waitFor();
      await screenshot(page, 'booking-in-progress-confirmed');
    });
    await context.close();
  });

  it("3. a band filled to capacity: the next request shows 'Purtroppo non abbiamo disponibilità!'", async () => {
    const { context, page } = await newBookingPage(harness.browser, DESKTOP);
    await journey(page, 'booking-capacity', async () => {
      // Tavola Isola: lunch 10, dinner 19:30 10 and 21:30 6 places; closed on Mondays.
      const day = (await nextDays(harness.server.origin, 'demo-isola')).find((d) => d.description !== 'oggi')!;
      await openBookTable(page, harness.server.origin, 'Tavola Isola');
      await page.getByTestId('booking-day').selectOption(day.data);
      expect(await page.getByTestId('booking-kitchen').count()).toBe(0);
      await page.getByTestId('booking-people').selectOption({ label: '4 persone' });
      await chooseBand(page, 'Cena 19:30');
      await page.getByTestId('booking-time').selectOption('20:00');
      await page.getByTestId('booking-name').fill('Anna Verdi');
      // On a computer: Whatsapp (through the venue's server) and Whatsapp Web.
      expect(await page.getByRole('radio').count()).toBe(2);
      await page.getByTestId('booking-submit').click();
      // Desktop Whatsapp needs the phone.
      await page.getByText('Campo obbligatorio').waitFor();
      await page.getByTestId('booking-phone').fill('0039 333 555 6666');

      // Meanwhile other diners take 8 of the band's 10 places.
      const dinner = { idloc: 'demo-isola', data: day.data, da: '19:30', a: '21:30', orari: '19:30' };
      for (const quanti of [4, 4])
        expect((await addReservation(harness.server.origin, { ...dinner, quanti })).status).toBe(200);

      await page.getByTestId('booking-submit').click();
      await page.getByTestId('booking-error').getByText('Purtroppo non abbiamo disponibilità!').waitFor();
      await screenshot(page, 'booking-no-availability-submit');
      // The bands were reloaded: the full one is gone for 4 people.
      await expect
        .poll(async () => (await page.getByTestId('booking-band').locator('option').allTextContents()).join('|'))
        .not.toContain('Cena 19:30');

      // Every band of the day full: no band is offered at all.
      for (const [da, a, orari, quanti] of [
        ['19:30', '21:30', '21:00', 2],
        ['12:30', '14:30', '13:00', 4],
        ['12:30', '14:30', '13:00', 4],
        ['12:30', '14:30', '13:30', 2],
        ['21:30', '23:00', '22:00', 4],
        ['21:30', '23:00', '22:00', 2],
      ] as const) {
        expect(
          (await addReservation(harness.server.origin, { idloc: 'demo-isola', data: day.data, da, a, orari, quanti }))
            .status,
        ).toBe(200);
      }
      await page.getByTestId('booking-people').selectOption({ label: '1 persona' });
      await page.getByTestId('booking-no-availability').getByText('Purtroppo non abbiamo disponibilità!').waitFor();
      expect(await page.getByTestId('booking-submit').count()).toBe(0);
      await screenshot(page, 'booking-no-availability');
    });
    await context.close();
  });

  it('confirms on a computer with Whatsapp through the venue server', async () => {
    const { context, page } = await newBookingPage(harness.browser, DESKTOP);
    await journey(page, 'booking-desktop', async () => {
      await openBookTable(page, harness.server.origin, 'Tavola Centro');
      await page.getByTestId('booking-people').selectOption({ label: '3 persone' });
      await page.getByTestId('booking-kitchen').selectOption({ label: 'Pizzeria' });
      await page.getByTestId('booking-day').selectOption({ label: 'Altre date...' });
      const calendar = page.getByTestId('booking-calendar');
      await calendar.waitFor();
      // Weeks start on Monday.
      expect((await calendar.locator('th').allTextContents())[0]).toBe('Lu');
      await calendar.getByRole('button', { name: 'Mese successivo' }).click();
      const target = calendar.locator('[data-testid^="calendar-day-"]').nth(14);
      const iso = (await target.getAttribute('data-testid'))!.replace('calendar-day-', '');
      await screenshot(page, 'booking-calendar');
      await target.click();
      await calendar.waitFor({ state: 'detached' });
      const [y, m, d] = iso.split('-');
      expect(await page.getByTestId('booking-day').inputValue()).toBe(`${d}-${m}-${y}`);
      await chooseBand(page, 'Cena 19:00');
      await page.getByTestId('booking-time').selectOption('21:00');
      await page.getByTestId('booking-name').fill('Luca Neri');
      await page.getByTestId('booking-phone').fill('333 999 8888');
      await page.getByTestId('booking-submit').click();
      await page.getByRole('heading', { name: 'Prenotazione confermata!' }).waitFor();
      expect(await page.getByText('+393339998888').count()).toBeGreaterThan(0);
      await screenshot(page, 'booking-confirmed-desktop');
    });
    await context.close();
  });
});
