// Refunds: a diner pays a takeaway by card (the demo's simulated Stripe, so the refund goes
// through the provider's simulator); the owner reads the dashboard's refunds for the order's
// service day, finds the order in "Storico ordini" by phone, refunds 3,50 € of it with a reason
// from the order view, sees the refund listed with its amount, reason, who and status, and the
// dashboard's refunds for that day grow by exactly 3,50 € (the net falls by as much). Phone and
// desktop screenshots of the refund dialog, each checked with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  apiGet,
  customerIdOf,
  DESKTOP,
  MOBILE,
  newPage,
  sessionToken,
  takeawayToPayments,
  text,
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();
const REFUND_CENTS = 350;

/** '1.234,50 €' → 123450 cents. */
function cents(value: string): number {
  return Math.round(Number(value.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
}

/** The service day of a venue-local 'YYYY-MM-DDTHH:mm': before 05:00 it is the day before's. */
function serviceDay(requested: string): string {
  const [date, time] = requested.replace(' ', 'T').split('T');
  if (Number(time.slice(0, 2)) >= 5) return date;
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The dashboard's refunds and net of Tavola Navigli for one service day, in cents. */
async function dayFigures(page: Page, origin: string, day: string): Promise<{ refunds: number; net: number }> {
  await page.goto(`${origin}/staff/reports`);
  await page.locator('[data-figure="gross"]').waitFor();
  await page.getByLabel('Periodo', { exact: true }).selectOption('day');
  await page.getByLabel('Giorno di riferimento', { exact: true }).fill(day);
  await page.getByLabel('Sede', { exact: true }).selectOption({ label: 'Tavola Navigli' });
  // The page keeps the previous figures while the day's load: wait for the day's answer, then
  // for the screen to show it.
  const answer = page.waitForResponse(
    (r) => /\/api\/staff\/venues\/\d+\/reports\?/.test(r.url()) && r.url().includes(`date=${day}`) && r.ok(),
  );
  await page.getByRole('button', { name: 'Mostra' }).click();
  const report = (await (await answer).json()) as { current: { refundsCents: number; netCents: number } };
  const refunds = page.locator('[data-figure="refunds"]');
  const net = page.locator('[data-figure="net"]');
  await expect.poll(async () => cents(await text(refunds))).toBe(report.current.refundsCents);
  await expect.poll(async () => cents(await text(net))).toBe(report.current.netCents);
  return { refunds: cents(await text(refunds)), net: cents(await text(net)) };
}

describe('refunds', () => {
  it('refunds part of a paid order from the history, and the dashboard’s refunds of that day grow by exactly that', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const page = owner.page;
    await journey(page, 'staff-refunds', async () => {
      // The diner's order, paid by card, with a phone number no other order has.
      const digits = String(Date.now()).slice(-7);
      const d = diner.page;
      await takeawayToPayments(d, origin, `rimborso.${Date.now()}@example.com`, { phone: `+39 333 ${digits}` });
      await d.getByLabel('Carta di credito o debito (simulato, nessun addebito reale)').check();
      await d.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242');
      await d.getByRole('textbox', { name: 'Scadenza' }).fill('12/30');
      await d.getByRole('textbox', { name: 'CCV' }).fill('123');
      await d.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(d, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(d.url()).pathname)!;
      const token = await sessionToken(d);
      const orders = await apiGet<
        Array<{
          orderId: number;
          orderNumber: number;
          totalAmount: number;
          paymentStatus: number;
          requestedDateTime: string;
        }>
      >(origin, token, `order/getCustomerOrders?customerId=${customerIdOf(token)}`);
      const order = orders.find((o) => o.orderId === Number(orderId))!;
      expect(order.paymentStatus).toBe(1);
      const day = serviceDay(order.requestedDateTime);

      await page.goto(`${origin}/staff/sign-in?company=demo`);
      await page.getByLabel('Codice del ristorante').fill('demo');
      await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await page.getByLabel('Password').fill('titolare1');
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Scegli la sede' }).waitFor();
      const before = await dayFigures(page, origin, day);

      // The order in the history, by the diner's phone.
      await page
        .getByRole('navigation', { name: 'Gestione' })
        .getByRole('link', { name: 'Storico ordini', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Storico ordini' }).waitFor();
      await page.getByLabel('Numero, nome, telefono o e-mail').fill(digits);
      await page.getByRole('button', { name: 'Cerca', exact: true }).click();
      const title = `Ordine n. ${order.orderNumber}`;
      await page.getByText(title, { exact: true }).waitFor();
      await page.getByRole('button', { name: `Apri: ${title}` }).click();
      const view = page.getByRole('dialog');
      await view.getByRole('heading', { name: 'Rimborsi', exact: true }).waitFor();
      await view.getByText('Nessun rimborso.').waitFor();

      // 3,50 € back, with a reason, from the order view.
      await view.getByRole('button', { name: 'Rimborsa', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Rimborso dell’ordine n. ${order.orderNumber}` });
      await dialog.getByLabel('Un importo').check();
      await dialog.getByLabel('Importo in euro').fill('3,50');
      await dialog.getByLabel(/^Motivo/).fill('Bibita mancante');
      // Focus off the text field before the full-page capture (it would shift the next click).
      await dialog.getByLabel(/^Motivo/).press('Tab');
      await screenshot(page, 'staff-refunds-dialog-desktop');
      await dialog.getByRole('button', { name: /^Rimborsa 3,50/ }).click();
      await dialog.getByText(/Rimborso di 3,50\s€ eseguito/).waitFor();
      // Settled (the button no longer busy), then closed: the order view is back.
      await dialog.getByRole('button', { name: /^Rimborsa 0,00/ }).waitFor();
      await dialog.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
      await dialog.waitFor({ state: 'hidden' });

      // The order view lists it: amount, reason, who, status.
      const refunds = page.getByRole('dialog').locator('section[aria-labelledby="history-refunds"]');
      const row = refunds.getByRole('row').filter({ hasText: 'Bibita mancante' });
      await row.waitFor();
      expect(await text(row)).toMatch(/3,50\s€/);
      expect(await text(row)).toContain('eseguito');
      expect(await text(row)).toContain('Titolare');
      await screenshot(page, 'staff-refunds-order-desktop');

      // On a phone: the dialog full screen, for a second refund (not sent).
      await page.setViewportSize(MOBILE);
      await page.getByRole('dialog').getByRole('button', { name: 'Rimborsa', exact: true }).click();
      const again = page.getByRole('dialog', { name: `Rimborso dell’ordine n. ${order.orderNumber}` });
      await again.getByLabel('Alcuni prodotti').check();
      await screenshot(page, 'staff-refunds-dialog-phone');
      await again.getByRole('button', { name: 'Annulla' }).click();
      await again.waitFor({ state: 'hidden' });
      await page.setViewportSize(DESKTOP);

      // The dashboard of that day: refunds up by exactly 3,50 €, net down as much.
      const after = await dayFigures(page, origin, day);
      expect(after.refunds).toBe(before.refunds + REFUND_CENTS);
      expect(after.net).toBe(before.net - REFUND_CENTS);
    });
    await owner.context.close();
    await diner.context.close();
  });
});
