// 'I tuoi ordini' tells an order's real state, in the same words as its summary page: a
// signed-in diner's takeaway rejected from the board shows rejected with the reason (in red),
// never 'Confermato'; one followed through accepted, ready and collected shows the ready
// estimate, 'Pronto per il ritiro' (a pickup is never in transit) and the time it was really
// collected, never the requested slot; the board's card tells the staff the same words. An
// online order left unpaid is cancelled by the server's payment time-out and reads as cancelled
// for want of payment on its summary and in the history.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCustomer, loginFromMenu, openSidePanel } from './support/accounts';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  addSimpleProduct,
  apiGet,
  chooseOrderType,
  customerIdOf,
  DESKTOP,
  logIn,
  MOBILE,
  newPage,
  openCart,
  sessionToken,
  text,
  waitForPath,
} from './ordering-support';

// The unpaid-order sweep runs every second and gives an online order 12 seconds to be paid
// (production: every minute, 30 minutes). Cash orders, the other journeys here, are never swept.
/** What order/getCustomerOrders answers about an order, as far as this journey reads it. */
type HistoryOrder = { orderId: number; orderNumber: number | null; paymentType: number | null; state: string };

const harness = useServerAndBrowser({
  env: () => ({ PAYMENT_TIMEOUT_MINUTES: '0.2', PAYMENT_SWEEP_INTERVAL_SECONDS: '1' }),
});

/** The kitchen of the demo (README credentials) on the order board of Tavola Navigli. */
async function openBoard(board: Page) {
  await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
  await board.getByLabel('E-mail').fill('cucina@demo.tavola.test');
  await board.getByLabel('Password').fill('cucina123');
  await board.getByRole('button', { name: 'Accedi' }).click();
  await board.getByRole('heading', { name: 'Scegli la sede' }).waitFor();
  await board.getByRole('link', { name: 'Tavola Navigli — Ordini' }).click();
  await board.getByText('In diretta').waitFor();
}

/** A signed-in diner's takeaway at Tavola Navigli, up to the payments page. */
async function signedInTakeawayToPayments(page: Page, email: string, password: string) {
  await chooseOrderType(page, harness.server.origin, 1, 'Tavola Navigli');
  await waitForPath(page, /\/main\/day-selection$/);
  await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
  await waitForPath(page, /\/main\/menu$/);
  await addSimpleProduct(page, 'Pizze', 'Margherita');
  await openCart(page);
  // Three, over the venue's minimum for a takeaway.
  await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
  await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
  await page.getByRole('button', { name: "Completa l'ordine" }).click();
  await waitForPath(page, /\/login$/);
  await logIn(page, email, password);
  await waitForPath(page, /\/main\/questions$/);
  await page.getByLabel('Per quante persone?').fill('1');
  await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/time-selection$/);
  await page.getByRole('button', { name: 'Continua', exact: true }).click();
  await waitForPath(page, /\/main\/payments$/);
}

/** A signed-in diner's takeaway at Tavola Navigli, paid at pickup: ends on its summary page. */
async function placeSignedInTakeaway(page: Page, email: string, password: string): Promise<string> {
  await signedInTakeawayToPayments(page, email, password);
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
  return /order-summary\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];
}

/** From the summary page: home, the side panel, 'I tuoi ordini', that order's row. */
async function openHistoryOrder(page: Page, orderNumber: string) {
  await page.getByRole('link', { name: 'Torna alla home' }).first().click();
  await page.getByTestId('order-type-card-1').waitFor();
  const panel = await openSidePanel(page);
  await panel.getByRole('button', { name: 'I tuoi ordini' }).click();
  const order = page
    .getByTestId('user-order')
    .filter({ has: page.getByText(`Ordine n. ${orderNumber}`, { exact: true }) });
  await order.getByTestId('user-order-status').waitFor();
  return order;
}

/** 'HH:mm' of a moment in the venue's time zone. */
function venueTime(moment: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
}

describe("the diner's history", () => {
  it('shows a rejected order as rejected, with the reason', async () => {
    const email = `storico.${Date.now()}@example.com`;
    const password = 'Password1!';
    await createCustomer(harness.server.origin, { email, password, firstName: 'Giulia' }, { confirm: true });
    const staff = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const board = staff.page;
    const page = diner.page;
    await journey(page, 'order-history-states', async () => {
      await openBoard(board);
      const orderNumber = await placeSignedInTakeaway(page, email, password);

      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      await card.getByLabel('Motivo del rifiuto').fill('Forno guasto');
      await card.getByRole('button', { name: 'Conferma rifiuto' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Rifiutato');

      const live = page.getByTestId('order-live-status');
      await live.getByText('Rifiutato dal ristorante').waitFor();
      expect(await text(live)).toBe('Stato: Rifiutato dal ristorante — Forno guasto');

      const order = await openHistoryOrder(page, orderNumber);
      const badge = order.getByTestId('user-order-status');
      expect(await text(badge)).toBe('Rifiutato dal ristorante');
      expect(await order.getByText('Confermato').count()).toBe(0);
      await order.getByRole('button').first().click();
      await order.getByTestId('user-order-status-full').waitFor();
      expect(await text(order.getByTestId('user-order-status-full'))).toBe(
        'Stato: Rifiutato dal ristorante — Forno guasto',
      );
      await page.waitForTimeout(400);
      await screenshot(page, 'order-history-states-rejected');
      await page.setViewportSize(DESKTOP);
      await page.waitForTimeout(200);
      await screenshot(page, 'order-history-states-rejected-desktop');
    });
    await staff.context.close();
    await diner.context.close();
  });

  it('follows a takeaway through accepted, ready and collected, with the ready estimate and the real time', async () => {
    const email = `storico.ritiro.${Date.now()}@example.com`;
    const password = 'Password1!';
    await createCustomer(harness.server.origin, { email, password, firstName: 'Marco' }, { confirm: true });
    const staff = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const otherDevice = await newPage(harness.browser, MOBILE);
    const board = staff.page;
    const page = diner.page;
    await journey(page, 'order-history-states-collected', async () => {
      await openBoard(board);
      const orderNumber = await placeSignedInTakeaway(page, email, password);
      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      const live = page.getByTestId('order-live-status');

      // Accepted with a ready time: the summary gives the estimate, live.
      await card.getByRole('button', { name: 'Accetta', exact: true }).click();
      await card.getByLabel('Orario stimato (facoltativo)').fill('20:30');
      await card.getByRole('button', { name: 'Conferma accettazione' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Accettato');
      await live.getByText('pronto verso le 20:30', { exact: false }).waitFor();
      expect(await text(live)).toBe('Stato: Accettato dal ristorante — pronto verso le 20:30');
      // The card tells the staff what the diner reads, in the same words.
      expect(await text(card.getByTestId('diner-status'))).toBe(
        'Il cliente legge: Accettato dal ristorante — pronto verso le 20:30',
      );

      // Ready: a pickup is ready to collect, never in transit, on the summary and in the
      // history (the same diner signed in on another device).
      await card.getByRole('button', { name: 'In produzione', exact: true }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('In produzione');
      await card.getByRole('button', { name: 'Pronto', exact: true }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Pronto');
      await live.getByText('Pronto per il ritiro', { exact: false }).waitFor();
      expect(await text(live)).toBe('Stato: Pronto per il ritiro');
      expect(await text(card.getByTestId('diner-status'))).toBe('Il cliente legge: Pronto per il ritiro');
      const other = otherDevice.page;
      await other.goto(`${harness.server.origin}/?company=demo`);
      await other.getByTestId('order-type-card-1').waitFor();
      await loginFromMenu(other, email, password);
      await other.getByText('Ciao Marco').waitFor();
      const panel = await openSidePanel(other);
      await panel.getByRole('button', { name: 'I tuoi ordini' }).click();
      const ready = other
        .getByTestId('user-order')
        .filter({ has: other.getByText(`Ordine n. ${orderNumber}`, { exact: true }) });
      await ready.getByTestId('user-order-status').waitFor();
      expect(await text(ready.getByTestId('user-order-status'))).toBe('Pronto per il ritiro');
      expect(await ready.getByText(/In transito|In consegna/).count()).toBe(0);
      await ready.getByRole('button').first().click();
      await ready.getByTestId('user-order-status-full').waitFor();
      expect(await text(ready.getByTestId('user-order-status-full'))).toBe('Stato: Pronto per il ritiro');
      expect(await text(ready)).toMatch(/Accettato alle \d{2}:\d{2}/);
      expect(await text(ready)).toMatch(/Pronto alle \d{2}:\d{2}/);
      await screenshot(other, 'order-history-states-ready');

      // Collected: the time it really happened (venue-local), the same on both pages.
      const before = venueTime(new Date());
      await card.getByRole('button', { name: 'Ritirato', exact: true }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Ritirato');
      const after = venueTime(new Date());
      await live.getByText('Ritirato alle', { exact: false }).waitFor();
      const collected = /^Stato: Ritirato alle (\d{2}:\d{2})$/.exec(await text(live));
      expect(collected, await text(live)).not.toBeNull();
      const time = collected![1];
      expect([before, after]).toContain(time);
      expect(await text(card.getByTestId('diner-status'))).toBe(`Il cliente legge: Ritirato alle ${time}`);
      await screenshot(board, 'order-history-states-board-collected');
      await screenshot(page, 'order-history-states-collected-summary');
      const order = await openHistoryOrder(page, orderNumber);
      expect(await text(order.getByTestId('user-order-status'))).toBe(`Ritirato alle ${time}`);
      await order.getByRole('button').first().click();
      await order.getByTestId('user-order-status-full').waitFor();
      expect(await text(order.getByTestId('user-order-status-full'))).toBe(`Stato: Ritirato alle ${time}`);
      expect(await order.getByText('Confermato').count()).toBe(0);
      await page.waitForTimeout(400);
      await screenshot(page, 'order-history-states-collected');
      await page.setViewportSize(DESKTOP);
      await page.waitForTimeout(200);
      await screenshot(page, 'order-history-states-collected-desktop');
    });
    await staff.context.close();
    await diner.context.close();
    await otherDevice.context.close();
  });

  it('shows an online order left unpaid as cancelled for want of payment, on its summary and in the history', async () => {
    const email = `storico.annullato.${Date.now()}@example.com`;
    const password = 'Password1!';
    await createCustomer(harness.server.origin, { email, password, firstName: 'Sara' }, { confirm: true });
    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'order-history-states-cancelled', async () => {
      await signedInTakeawayToPayments(page, email, password);
      // The test card declines: the order is saved for an online payment that never comes.
      await page.getByLabel('Carta di prova (ambiente di test, nessun addebito reale)').check();
      await page.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Paga' }).click();
      await page.getByTestId('payment-error').filter({ hasText: 'declinata' }).waitFor();

      // The diner walks away; the server's sweep cancels the order once its time to pay is over.
      const token = await sessionToken(page);
      const ordersPath = `order/getCustomerOrders?customerId=${customerIdOf(token)}&pageSize=20`;
      const unpaid = (await apiGet<HistoryOrder[]>(harness.server.origin, token, ordersPath)).find(
        (o) => o.paymentType === 1,
      );
      expect(unpaid, 'the order saved for the test card').toBeDefined();
      await expect
        .poll(
          async () =>
            (await apiGet<HistoryOrder[]>(harness.server.origin, token, ordersPath)).find(
              (o) => o.orderId === unpaid!.orderId,
            )?.state,
          {
            timeout: 60_000,
            interval: 1000,
          },
        )
        .toBe('cancelled');

      // Its summary (the spec's address of it) says why, and that nothing is owed.
      await page.goto(`${harness.server.origin}/main/order-summary/${unpaid!.orderId}/${unpaid!.orderNumber}`);
      const live = page.getByTestId('order-live-status');
      await live.waitFor();
      expect(await text(live)).toBe('Stato: Annullato: il pagamento non è stato completato');
      expect(await live.getAttribute('class')).toContain('alert-danger');
      await expect
        .poll(() => text(page.getByTestId('order-payment')))
        .toBe("Nulla da pagare: l'ordine non sarà preparato.");
      await screenshot(page, 'order-history-states-cancelled-summary');

      // 'I tuoi ordini' says the same, in red, never 'Confermato'.
      const order = await openHistoryOrder(page, String(unpaid!.orderNumber));
      const badge = order.getByTestId('user-order-status');
      expect(await text(badge)).toBe('Annullato: il pagamento non è stato completato');
      expect(await badge.getAttribute('class')).toContain('text-bg-danger');
      expect(await order.getByText('Confermato').count()).toBe(0);
      await order.getByRole('button').first().click();
      await order.getByTestId('user-order-status-full').waitFor();
      expect(await text(order.getByTestId('user-order-status-full'))).toBe(
        'Stato: Annullato: il pagamento non è stato completato',
      );
      // Nothing is owed for an order that will never be prepared.
      expect(await order.getByText('Pagamento: nulla da pagare').count()).toBe(1);
      await page.waitForTimeout(400);
      await screenshot(page, 'order-history-states-cancelled');
      await page.setViewportSize(DESKTOP);
      await page.waitForTimeout(200);
      await screenshot(page, 'order-history-states-cancelled-desktop');
    });
    await diner.context.close();
  });
});
