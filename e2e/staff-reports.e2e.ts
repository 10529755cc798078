// The owner's dashboard: the owner signs in, opens "Incassi" from the staff navigation, picks
// Tavola Navigli and the days ahead, and reads the takings; a diner pays a takeaway (simulated
// Stripe); the owner shows the figures again and the gross takings and orders grew by exactly
// that order. Phone and desktop screenshots, each checked with axe.
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

/** 'YYYY-MM-DD' of a day counted from today, in Rome. */
function romeDay(offsetDays: number): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** '1.234,50 €' → 123450 cents. */
function cents(value: string): number {
  return Math.round(Number(value.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
}

async function figure(page: Page, name: string): Promise<string> {
  return text(page.locator(`[data-figure="${name}"]`));
}

async function showNavigliDaysAhead(page: Page) {
  await page.getByLabel('Periodo', { exact: true }).selectOption('range');
  // Yesterday (a service day runs to 05:00) to a week ahead: the diner's slot is in it.
  await page.getByLabel('Dal', { exact: true }).fill(romeDay(-1));
  await page.getByLabel('Al', { exact: true }).fill(romeDay(7));
  await page.getByLabel('Sede', { exact: true }).selectOption({ label: 'Tavola Navigli' });
  await page.getByRole('button', { name: 'Mostra' }).click();
  await page.waitForURL((url) => url.searchParams.get('venue') !== null && url.searchParams.get('period') === 'range');
  // The figures of the range, not the week's kept on screen while they load (the demo's history fills both).
  const short = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
  await page.getByText(`${short(romeDay(-1))} – ${short(romeDay(7))}`, { exact: true }).waitFor();
  await page.locator('[data-figure="gross"]').waitFor();
}

async function payTakeaway(page: Page, email: string): Promise<number> {
  await takeawayToPayments(page, harness.server.origin, email);
  await page.getByLabel('Carta di credito o debito (simulato, nessun addebito reale)').check();
  await page.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Scadenza' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CCV' }).fill('123');
  await page.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
  const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(page.url()).pathname)!;
  const token = await sessionToken(page);
  const orders = await apiGet<Array<{ orderId: number; totalAmount: number; orderStatus: number }>>(
    harness.server.origin,
    token,
    `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
  );
  const order = orders.find((o) => o.orderId === Number(orderId))!;
  expect(order.orderStatus).toBe(1);
  return Math.round(order.totalAmount * 100);
}

describe('the owner’s dashboard', () => {
  it('shows the takings of the days ahead, which grow by an order the test placed', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const page = owner.page;
    await journey(page, 'staff-reports', async () => {
      await page.goto(`${origin}/staff/sign-in?company=demo`);
      await page.getByLabel('Codice del ristorante').fill('demo');
      await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await page.getByLabel('Password').fill('titolare1');
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Scegli la sede' }).waitFor();

      // From the navigation; the title and the focus go to the dashboard's heading.
      await page
        .getByRole('navigation', { name: 'Gestione' })
        .getByRole('link', { name: 'Incassi', exact: true })
        .click();
      const heading = page.getByRole('heading', { level: 1, name: 'Incassi e statistiche' });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
      await expect.poll(() => page.title()).toBe('Incassi e statistiche · Trattoria Da Tavola');
      await page.locator('[data-figure="gross"]').waitFor();

      await showNavigliDaysAhead(page);
      const grossBefore = cents(await figure(page, 'gross'));
      const ordersBefore = Number(await figure(page, 'orders'));

      const total = await payTakeaway(diner.page, `incassi.${Date.now()}@example.com`);
      expect(total).toBeGreaterThan(0);

      await page.reload();
      await page.locator('[data-figure="gross"]').waitFor();
      await expect.poll(async () => cents(await figure(page, 'gross'))).toBe(grossBefore + total);
      expect(Number(await figure(page, 'orders'))).toBe(ordersBefore + 1);
      // The card payment is in the split by method, and every chart has its table.
      const byMethod = page.getByRole('table', { name: 'Per metodo di pagamento' });
      await byMethod.getByRole('rowheader', { name: 'Stripe' }).waitFor();
      for (const caption of ['Incasso netto per giorno', 'Ordini per giorno della settimana e ora']) {
        await page.getByRole('table', { name: caption }).waitFor();
      }
      await page.locator('.recharts-surface').first().waitFor();
      await screenshot(page, 'staff-reports-desktop');

      await page.setViewportSize(MOBILE);
      await page.locator('[data-figure="gross"]').waitFor();
      await screenshot(page, 'staff-reports-phone');
    });
    await owner.context.close();
    await diner.context.close();
  });
});
