// Bookings at a venue created in the back office: the owner creates the venue, tries to switch
// its bookings on without a band (the screen says a band is needed), adds a dinner band, saves
// and switches bookings on; the diners' home then offers the venue for booking, a diner on a
// phone books dinner tomorrow with Telegram and is confirmed by a message from the same phone;
// the booking board shows the reservation confirmed, its "Non arrivati" waiting for its time.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import {
  chooseBand,
  IPHONE,
  newBookingPage,
  nextDays,
  openBookTable,
  simulateMessage,
  storedReservations,
} from './booking-support';
import { newPage } from './ordering-support';

const harness = useServerAndBrowser();
const VENUE = 'Osteria del Ponte';
const PHONE = '333 765 4321';

async function ownerSignsIn(page: Page, origin: string) {
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('Codice del ristorante').fill('demo');
  await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
  await page.getByLabel('Password').fill('titolare1');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

describe('bookings at a venue created in the back office', () => {
  it('the owner switches them on (a band first), a diner books and is confirmed', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const op = owner.page;
    let seatWebId = 0;
    await journey(op, 'booking-new-venue-owner', async () => {
      await ownerSignsIn(op, origin);
      await op.goto(`${origin}/staff/venues/new`);
      await op.getByRole('heading', { name: 'Nuova sede' }).waitFor();
      await op.getByLabel('Nome', { exact: true }).fill(VENUE);
      await op.getByLabel('Indirizzo (via e numero)').fill('Via Torino 5');
      await op.getByLabel('Città').fill('Milano');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByRole('heading', { name: new RegExp(`Modifica sede: ${VENUE}`) }).waitFor();
      seatWebId = Number(/\/staff\/venues\/(\d+)/.exec(op.url())?.[1]);
      expect(seatWebId).toBeGreaterThan(0);

      await op.goto(`${origin}/staff/venues/${seatWebId}/booking`);
      const bookings = op.getByRole('region', { name: 'Prenotazioni online' });
      await bookings.getByText('Questa sede non accetta prenotazioni online').waitFor();
      // Without a band there is nothing to book: the screen says what is missing.
      await bookings.getByRole('button', { name: 'Attiva le prenotazioni' }).click();
      await bookings
        .getByRole('alert')
        .getByText(/serve almeno una fascia con dei posti/)
        .waitFor();
      await screenshot(op, 'booking-new-venue-needs-band');

      await op.getByLabel('Nome della cucina').fill('Sala');
      await op.getByRole('button', { name: 'Aggiungi fascia' }).click();
      const band = op.getByRole('group', { name: 'Fascia 1' });
      await band.getByLabel('Dalle', { exact: true }).fill('19:00');
      await band.getByLabel('Alle', { exact: true }).fill('22:00');
      await band.getByLabel('Orari prenotabili (separati da virgola)').fill('19:00, 19:30, 20:00, 20:30');
      await band.getByLabel('Posti', { exact: true }).fill('12');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      await bookings.getByRole('button', { name: 'Attiva le prenotazioni' }).click();
      await bookings.getByText('Le prenotazioni online sono attive: i clienti possono prenotare un tavolo.').waitFor();
      expect(await bookings.getByRole('button', { name: 'Disattiva le prenotazioni' }).isVisible()).toBe(true);
      await screenshot(op, 'booking-new-venue-on');
    });

    const bookingId = `demo-${seatWebId}`;
    const { context, page } = await newBookingPage(harness.browser, IPHONE);
    await journey(page, 'booking-new-venue-diner', async () => {
      const tomorrow = (await nextDays(origin, bookingId)).find((d) => d.description === 'domani');
      expect(tomorrow, 'the new venue takes reservations tomorrow').toBeDefined();
      await openBookTable(page, origin, VENUE);
      expect(await page.getByText(/E2KTable|non accetta prenotazioni/).count()).toBe(0);
      await page.getByTestId('booking-day').selectOption({ label: 'domani' });
      await page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      // One kitchen: no kitchen select.
      expect(await page.getByTestId('booking-kitchen').count()).toBe(0);
      await chooseBand(page, 'Cena 19:00');
      await page.getByTestId('booking-time').selectOption('20:00');
      await page.getByTestId('booking-name').fill('Luca Neri');
      await page.getByRole('radio', { name: 'Telegram' }).check();
      await page.getByTestId('booking-phone').fill(PHONE);
      await page.getByTestId('booking-submit').click();
      const info = page.getByTestId('booking-info-modal');
      await info.getByText('condividi il tuo numero').waitFor();
      await info.getByRole('button', { name: 'Continua' }).click();
      await page.getByText('In attesa della conferma con Telegram...').waitFor();

      const [reservation] = await storedReservations(page);
      expect(reservation).toMatchObject({ data: tomorrow!.data, orari: '20:00', quanti: 2 });
      expect((await simulateMessage(origin, 'telegram', `+39 ${PHONE}`, `tt ${reservation.id}`)).outcome).toBe(
        'verified',
      );
      await page.waitForURL((url) => url.pathname === '/main/confirm-reservation', { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Prenotazione confermata!' }).waitFor();
      expect(await page.getByTestId('confirmed-reservation').textContent()).toContain('20:00');
      await screenshot(page, 'booking-new-venue-confirmed');

      // The restaurant sees it on its booking board, confirmed; not a no-show before its time.
      await op.goto(`${origin}/staff/venues/${seatWebId}/bookings`);
      await op.getByLabel('Giorno').fill(reservation.data.split('-').reverse().join('-'));
      const card = op.locator(`[data-reservation-id="${reservation.id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('reservation-status').textContent()).toBe('Confermata');
      expect(await card.getByRole('button', { name: 'Non arrivati: dalle 20:00' }).isDisabled()).toBe(true);
      await screenshot(op, 'booking-new-venue-board');
    });
    await context.close();
    await owner.context.close();
  });
});
