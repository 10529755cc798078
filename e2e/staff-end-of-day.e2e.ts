// "Chiusura giornata" and the demo's history: the owner opens the dashboard of the four weeks
// the demo seeds and sees takings on its charts; a diner pays a takeaway at Tavola Navigli; the
// owner opens the end of that order's service day from the dashboard's tab and reads exactly
// that order (a future day of the demo has no other); prints in the kitchen (the answer says
// what happened); switches on the daily summary mail in the venue's settings. Phone and
// desktop screenshots, each checked with axe.
import { serviceDayOf } from '@tavola/domain/order-board';
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

async function signInOwner(page: Page, origin: string) {
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('Codice del ristorante').fill('demo');
  await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
  await page.getByLabel('Password').fill('titolare1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Scegli la sede' }).waitFor();
}

/** Pays a takeaway with the simulated card; its total in cents and its service day. */
async function payTakeaway(page: Page, email: string): Promise<{ total: number; day: string }> {
  await takeawayToPayments(page, harness.server.origin, email);
  await page.getByLabel('Carta di credito o debito (simulato, nessun addebito reale)').check();
  await page.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Scadenza' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CCV' }).fill('123');
  await page.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
  const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(page.url()).pathname)!;
  const token = await sessionToken(page);
  const orders = await apiGet<
    Array<{ orderId: number; totalAmount: number; orderStatus: number; requestedDateTime: string }>
  >(harness.server.origin, token, `order/getCustomerOrders?customerId=${customerIdOf(token)}`);
  const order = orders.find((o) => o.orderId === Number(orderId))!;
  expect(order.orderStatus).toBe(1);
  // Tavola Navigli cooks round the clock: a slot after midnight belongs to the evening before.
  return { total: Math.round(order.totalAmount * 100), day: serviceDayOf(order.requestedDateTime) };
}

describe('the end of day and the demo’s history', () => {
  it('shows four past weeks on the dashboard, and the end of the day of an order the test placed', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const page = owner.page;
    await journey(page, 'staff-end-of-day', async () => {
      await signInOwner(page, origin);

      // The demo's history: the four weeks before today have takings on every day.
      await page.goto(`${origin}/staff/reports?period=range&from=${romeDay(-28)}&to=${romeDay(-1)}&venue=2`);
      await page.locator('[data-figure="gross"]').waitFor();
      expect(cents(await text(page.locator('[data-figure="gross"]')))).toBeGreaterThan(100_00);
      expect(Number(await text(page.locator('[data-figure="orders"]')))).toBeGreaterThan(100);
      const byDay = page.getByRole('table', { name: 'Incasso netto per giorno' });
      await byDay.waitFor();
      expect(await byDay.locator('tbody tr').count()).toBe(28);
      await page.locator('.recharts-surface').first().waitFor();
      await page.getByRole('table', { name: 'Ordini per giorno della settimana e ora' }).waitFor();
      await screenshot(page, 'staff-reports-history-desktop');

      const { total, day } = await payTakeaway(diner.page, `chiusura.${Date.now()}@example.com`);
      expect(total).toBeGreaterThan(0);

      // From the dashboard's tab to the end of that day at Tavola Navigli.
      await page
        .getByRole('navigation', { name: 'Sezioni degli incassi' })
        .getByRole('link', { name: 'Chiusura giornata' })
        .click();
      const heading = page.getByRole('heading', { level: 1, name: 'Chiusura giornata' });
      await heading.waitFor();
      await page.locator('[data-day-figure="gross"]').waitFor();
      const picker = page.getByRole('form', { name: 'Giorno e sede' });
      await picker.getByLabel('Giorno', { exact: true }).fill(day);
      await picker.getByLabel('Sede', { exact: true }).selectOption({ label: 'Tavola Navigli' });
      await picker.getByRole('button', { name: 'Mostra' }).click();
      await page.waitForURL((url) => url.searchParams.get('date') === day && url.searchParams.get('venue') === '2');
      const [y, m, d] = day.split('-');
      await page.getByRole('heading', { level: 2, name: `Chiusura giornata del ${d}/${m}/${y}` }).waitFor();
      await expect.poll(async () => cents(await text(page.locator('[data-day-figure="gross"]')))).toBe(total);
      expect(cents(await text(page.locator('[data-day-figure="net"]')))).toBe(total);
      expect(await text(page.locator('[data-day-figure="orders"]'))).toBe('1');
      const byMethod = page.getByRole('table', { name: 'Incassi per metodo di pagamento' });
      const stripe = byMethod.getByRole('row', { name: /Stripe/ });
      await stripe.waitFor();
      expect(cents(await text(stripe.getByRole('cell').last()))).toBe(total);
      await page
        .getByRole('table', { name: 'Incassi per tipo di ordine' })
        .getByRole('rowheader', { name: 'Asporto' })
        .waitFor();
      await page
        .getByRole('table', { name: 'I più venduti' })
        .getByRole('rowheader', { name: /Margherita/ })
        .waitFor();
      await page.getByRole('table', { name: 'Prenotazioni' }).waitFor();
      await page.getByRole('table', { name: 'Fuori dagli incassi' }).waitFor();

      // "Stampa in cucina" answers either way: queued, or the venue has no printer.
      await page.getByRole('button', { name: 'Stampa in cucina' }).click();
      await expect
        .poll(async () => page.getByRole('alert').or(page.locator('.alert-success')).first().textContent())
        .toMatch(/stampant/i);
      await screenshot(page, 'staff-end-of-day-desktop');
      // "Stampa": the browser prints the summary sheet only.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Stampa', exact: true }).isVisible()).toBe(false);
      await screenshot(page, 'staff-end-of-day-print', { accessibility: false });
      await page.emulateMedia({ media: null });

      // The day before is a day of the demo's history when the order is today's.
      await page.getByRole('button', { name: '‹ Giorno prima' }).click();
      await page.waitForURL((url) => url.searchParams.get('date') !== day);

      await page.setViewportSize(MOBILE);
      await page.goto(`${origin}/staff/reports/day?venue=2&date=${day}`);
      await expect.poll(async () => cents(await text(page.locator('[data-day-figure="gross"]')))).toBe(total);
      await screenshot(page, 'staff-end-of-day-phone');

      // The daily summary mail, in the venue's settings.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${origin}/staff/venues/2`);
      const mailForm = page.getByRole('region', { name: 'Riepilogo giornaliero via e-mail' });
      await mailForm.waitFor();
      await mailForm.getByLabel('Invia il riepilogo ogni giorno').check();
      await mailForm.getByLabel('Orario di invio').fill('22:30');
      await mailForm.getByLabel('Destinatari').fill('non-un-indirizzo');
      await mailForm.getByRole('button', { name: 'Salva il riepilogo' }).click();
      await mailForm.getByText(/Indica da 1 a 5 indirizzi e-mail validi/).waitFor();
      await mailForm.getByLabel('Destinatari').fill('titolare@demo.tavola.test, conti@example.com');
      await mailForm.getByRole('button', { name: 'Salva il riepilogo' }).click();
      await mailForm.getByText('Impostazioni del riepilogo salvate.').waitFor();
      await page.reload();
      await expect
        .poll(() =>
          page.getByRole('region', { name: 'Riepilogo giornaliero via e-mail' }).getByLabel('Destinatari').inputValue(),
        )
        .toBe('titolare@demo.tavola.test, conti@example.com');
      await page.getByRole('region', { name: 'Riepilogo giornaliero via e-mail' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'staff-end-of-day-mail-settings-desktop');
    });
    await owner.context.close();
    await diner.context.close();
  });
});
