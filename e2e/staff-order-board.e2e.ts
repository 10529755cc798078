// Order board journey: two browser contexts. The kitchen signs in and opens the board of Tavola
// Navigli; a diner orders a takeaway (anonymous, cash) in another context; the order appears on
// the board without a reload; staff confirm it by phone, accept it and move it to collected,
// and the diner's page shows each status as it happens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { chooseBand, IPHONE, newBookingPage, openBookTable, storedReservations } from './booking-support';
import { DESKTOP, MOBILE, newPage, takeawayToPayments, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

async function placeTakeawayOrder(page: Page, email: string): Promise<number> {
  await takeawayToPayments(page, harness.server.origin, email, { note: 'Senza fretta', phone: '+39 333 1234567' });
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
  return Number(/order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
}

describe('order board (issue #11)', () => {
  it('shows a diner’s order live and both sides follow it to collected', async () => {
    const staff = await newPage(harness.browser, { width: 1280, height: 800 });
    const diner = await newPage(harness.browser, MOBILE);
    const board = staff.page;
    const dinerPage = diner.page;

    await journey(board, 'staff-order-board', async () => {
      // The kitchen member of the demo (README credentials) signs in and picks the venue.
      await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
      await board.getByRole('heading', { name: 'Accesso staff' }).waitFor();
      await screenshot(board, 'staff-sign-in');
      await board.getByLabel('E-mail').fill('cucina@demo.tavola.test');
      await board.getByLabel('Password').fill('cucina123');
      await board.getByRole('button', { name: 'Accedi' }).click();
      await board.getByRole('heading', { name: 'Scegli la sede' }).waitFor();
      await board.getByRole('link', { name: 'Tavola Navigli — Ordini' }).click();
      await waitForPath(board, /\/staff\/venues\/\d+\/orders$/);
      await board.getByText('In diretta').waitFor();
      // Marks this page load: a reload would lose it.
      await board.evaluate(() => ((window as unknown as { boardLoad: string }).boardLoad = 'first'));

      const email = `asporto.board.${Date.now()}@example.com`;
      const orderNumber = await placeTakeawayOrder(dinerPage, email);
      const status = dinerPage.getByTestId('order-live-status');
      await status.getByText('In attesa della tua conferma via email').waitFor();

      // The order appears on the open board, in the New column, without a reload.
      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.waitFor();
      expect(await board.evaluate(() => (window as unknown as { boardLoad?: string }).boardLoad)).toBe('first');
      expect(await card.getAttribute('data-order-id')).toBeTruthy();
      expect(await text(board.locator('[data-column="new"]'))).toContain(`Ordine n. ${orderNumber}`);
      expect(await text(card.getByTestId('stage'))).toBe('In attesa di conferma e-mail');
      expect(await text(card)).toContain('3 x Margherita');
      expect(await text(card)).toContain('Senza fretta');
      // The name the diner gave, for the counter to call out.
      expect(await text(card.getByTestId('order-name'))).toBe('Nome: Mario Rossi');
      expect(await text(card)).toContain('Da pagare');
      await expect.poll(() => board.title()).toMatch(/^\(1\) Ordini/);
      await screenshot(board, 'staff-order-board-new');
      await screenshot(dinerPage, 'staff-order-board-diner-waiting');

      // The anonymous diner goes back home: the order stays one tap away, after a reload too,
      // and from the side menu.
      await dinerPage.getByRole('main').getByRole('link', { name: 'Torna alla home' }).click();
      const current = dinerPage.getByTestId('current-order');
      await current.getByRole('heading', { name: `Il tuo ordine n. ${orderNumber}` }).waitFor();
      await current.getByText('In attesa della tua conferma via email', { exact: false }).waitFor();
      await screenshot(dinerPage, 'staff-order-board-diner-home-current-order');
      await dinerPage.setViewportSize(DESKTOP);
      await screenshot(dinerPage, 'staff-order-board-diner-home-current-order-desktop');
      await dinerPage.setViewportSize(MOBILE);
      await dinerPage.reload();
      await current.getByRole('heading', { name: `Il tuo ordine n. ${orderNumber}` }).waitFor();
      await dinerPage.getByRole('button', { name: 'Apri il menu' }).click();
      await dinerPage
        .getByRole('dialog')
        .getByRole('button', { name: `Il tuo ordine n. ${orderNumber}` })
        .click();
      await waitForPath(dinerPage, /\/main\/order-summary\/\d+\/\d+$/);
      await status.getByText('In attesa della tua conferma via email').waitFor();

      // Confirmed by phone, then each step; the diner's page follows each one.
      const steps: Array<[string, string, string]> = [
        ['Conferma (telefonata)', 'Nuovo', 'Confermato'],
        ['Accetta', 'Accettato', 'Accettato dal ristorante'],
        ['In produzione', 'In produzione', 'In produzione'],
        ['Pronto', 'Pronto', 'Pronto'],
        ['Ritirato', 'Ritirato', 'Ritirato'],
      ];
      for (const [button, boardStage, dinerStatus] of steps) {
        await card.getByRole('button', { name: button, exact: true }).click();
        if (button === 'Accetta') {
          await card.getByLabel('Orario stimato (facoltativo)').fill('20:30');
          await card.getByRole('button', { name: 'Conferma accettazione' }).click();
        }
        await expect.poll(() => text(card.getByTestId('stage'))).toBe(boardStage);
        await status.getByText(dinerStatus, { exact: false }).waitFor();
        if (button === 'Accetta') await status.getByText('pronto verso le 20:30').waitFor();
        if (button === 'In produzione') await screenshot(board, 'staff-order-board-production');
      }
      expect(await text(board.locator('[data-column="done"]'))).toContain(`Ordine n. ${orderNumber}`);
      await screenshot(dinerPage, 'staff-order-board-diner-collected');

      // The kitchen pauses online orders: the diners' home tells of it before any choice, with
      // the reason; the collected order is no longer offered there.
      await board.getByRole('button', { name: 'Pausa ordini' }).click();
      await board.getByLabel('Minuti').fill('30');
      await board.getByLabel('Motivo (visibile ai clienti)').fill('Cucina piena');
      await board.getByRole('button', { name: 'Metti in pausa' }).click();
      await board.getByRole('button', { name: 'Riprendi gli ordini' }).waitFor();
      await dinerPage.goto(`${harness.server.origin}/?company=demo`);
      const pause = dinerPage.getByTestId('ordering-pause');
      await pause.getByText('Motivo: Cucina piena').waitFor();
      expect(await text(pause)).toContain('Tavola Navigli: Ordini online in pausa');
      expect(await text(pause)).toMatch(/Gli ordini per dopo le \d{2}:\d{2} restano aperti\./);
      await expect.poll(() => dinerPage.getByTestId('current-order').count()).toBe(0);
      await screenshot(dinerPage, 'staff-order-board-diner-home-pause');
      await dinerPage.setViewportSize(DESKTOP);
      await screenshot(dinerPage, 'staff-order-board-diner-home-pause-desktop');
      await dinerPage.setViewportSize(MOBILE);
      await board.getByRole('button', { name: 'Riprendi gli ordini' }).click();
      await board.getByRole('button', { name: 'Pausa ordini' }).waitFor();
      await dinerPage.reload();
      await dinerPage.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => dinerPage.getByTestId('ordering-pause').count()).toBe(0);

      // The same board on a phone.
      await board.setViewportSize({ width: 390, height: 844 });
      await screenshot(board, 'staff-order-board-phone');
    });
    await staff.context.close();
    await diner.context.close();
  });

  it('keeps staff out without a session', async () => {
    const { context, page } = await newPage(harness.browser, DESKTOP);
    await page.goto(`${harness.server.origin}/staff/venues/2/orders`);
    await page.getByRole('heading', { name: 'Accesso staff' }).waitFor();
    await page.getByLabel('Codice del ristorante').fill('demo');
    await page.getByLabel('E-mail').fill('cucina@demo.tavola.test');
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('alert').getByText('E-mail o password non corretti.').waitFor();
    await context.close();
  });

  it('a diner’s booking appears on the booking board and a staff cancellation frees its places', async () => {
    const diner = await newBookingPage(harness.browser, IPHONE);
    const staff = await newPage(harness.browser, { width: 1280, height: 800 });
    const board = staff.page;
    await journey(board, 'staff-booking-board', async () => {
      await openBookTable(diner.page, harness.server.origin, 'Tavola Centro');
      await diner.page.getByTestId('booking-day').selectOption({ label: 'domani' });
      await diner.page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      await chooseBand(diner.page, 'Cena 19:00');
      await diner.page.getByTestId('booking-time').selectOption('20:00');
      await diner.page.getByTestId('booking-name').fill('Giulia Tavolo');
      await diner.page.getByRole('radio', { name: 'Telegram' }).check();
      await diner.page.getByTestId('booking-phone').fill('3331234567');
      await diner.page.getByTestId('booking-submit').click();
      await diner.page.getByTestId('booking-info-modal').getByRole('button', { name: 'Continua' }).click();
      await diner.page.getByText('In attesa della conferma con Telegram...').waitFor();
      const [reservation] = await storedReservations(diner.page);
      const [dd, mm, yyyy] = reservation.data.split('-');

      // The owner opens the booking board of Tavola Centro on that day.
      await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
      await board.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await board.getByLabel('Password').fill('titolare1');
      await board.getByRole('button', { name: 'Accedi' }).click();
      await board.getByRole('link', { name: 'Tavola Centro — Prenotazioni' }).click();
      await waitForPath(board, /\/staff\/venues\/\d+\/bookings$/);
      await board.getByLabel('Giorno').fill(`${yyyy}-${mm}-${dd}`);
      const card = board.locator(`article[data-reservation-id="${reservation.id}"]`);
      await card.waitFor();
      expect(await text(card)).toContain('Giulia Tavolo');
      expect(await text(card.getByTestId('reservation-status'))).toBe('Da confermare');
      const band = board.locator('section').filter({ has: card });
      const held = async () => Number(/^(\d+) \//.exec(await text(band.getByTestId('band-people')))![1]);
      const before = await held();
      expect(before).toBeGreaterThanOrEqual(2);
      await screenshot(board, 'staff-booking-board');

      await card.getByRole('button', { name: 'Annulla prenotazione' }).click();
      await expect.poll(() => text(card.getByTestId('reservation-status'))).toBe('Annullata');
      expect(await held()).toBe(before - 2);
      await board.setViewportSize({ width: 390, height: 844 });
      await screenshot(board, 'staff-booking-board-phone');
    });
    await staff.context.close();
    await diner.context.close();
  });
});
