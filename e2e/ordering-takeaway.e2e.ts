// Takeaway as an anonymous customer at Tavola Navigli (round-the-clock
// kitchen, so it passes at any hour; minimum takeaway order 15 €). Day and frame; a cart below
// the minimum is blocked, then satisfied; the extra questions show a validation error first;
// a slot and a note; contact data; cash at pick-up; 'Conferma ordine via email'; the mail is
// opened in the outbox and its link followed to 'Ordine confermato'; the order is Confirmed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot as saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { outbox } from './support/accounts';
import {
  addSimpleProduct,
  apiGet,
  chooseOrderType,
  customerIdOf,
  DESKTOP,
  euros,
  fillContactData,
  MOBILE,
  newPage,
  openCart,
  sessionToken,
  text,
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();

const TAKEAWAY = 1;

// Once on a desktop, once on a phone-sized screen (the screenshots of both are looked at).
describe.each([
  ['desktop', DESKTOP, ''],
  ['phone', MOBILE, '-mobile'],
])('takeaway, anonymous, cash, confirmed by e-mail (%s)', (device, viewport, suffix) => {
  it('goes from the venue choice to a confirmed order', async () => {
    const email = `giulia.asporto.${device}@example.com`;
    const screenshot = (p: Page, name: string) => saveScreenshot(p, `${name}${suffix}`);
    const { context, page } = await newPage(harness.browser, viewport);
    await journey(page, `ordering-takeaway${suffix}`, async () => {
      // Order type and venue; the takeaway card shows the venue's own title.
      await chooseOrderType(page, harness.server.origin, TAKEAWAY, 'Tavola Navigli', async (card) => {
        // The chosen venue shows in the card on the app's map, never as the venue's raw markup.
        await card.getByRole('region', { name: 'Mappa di Tavola Navigli' }).waitFor();
        await saveScreenshot(page, `ordering-takeaway-home${suffix}`);
      });
      await waitForPath(page, /\/main\/day-selection$/);
      await page.getByRole('heading', { name: 'Quando vuoi ritirare?' }).waitFor();
      await page.getByTestId('opening-hours').waitFor();
      // The next 3 days (today only while a slot is left).
      expect(await page.getByLabel('Giorno').locator('option').count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'ordering-takeaway-day');
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();

      // The toolbar shows the order type, the venue and the day.
      await waitForPath(page, /\/main\/menu$/);
      const toolbar = page.getByTestId('ordering-toolbar');
      await toolbar.waitFor();
      expect(await text(toolbar)).toContain('Tavola Navigli');
      expect(await text(toolbar)).toContain('Asporto dai Navigli');

      // One Margherita (7 €) is below the 15 € minimum: completion is blocked.
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      // The total counts up to its value (animated).
      await expect.poll(async () => euros(await text(page.getByTestId('floating-cart-button')))).toBe(7);
      expect(await text(page.getByTestId('cart-badge'))).toBe('1');
      await screenshot(page, 'ordering-takeaway-menu');
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: "L'importo dell'ordine è inferiore all'importo minimo" })
        .waitFor();
      await screenshot(page, 'ordering-takeaway-cart-below-minimum');

      // Three of them (21 €) pass.
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      expect(euros(await text(page.getByTestId('cart-total')))).toBe(21);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();

      // Not signed in: the login page offers to go on without registering.
      await waitForPath(page, /\/login$/);
      await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();

      // Extra questions: submitting empty shows the required messages; a non-number is refused.
      await waitForPath(page, /\/main\/questions$/);
      await page.getByRole('heading', { name: "Completa l'ordine" }).waitFor();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await page.getByText('Compila il campo prima di continuare').first().waitFor();
      expect(await page.getByText('Compila il campo prima di continuare').count()).toBe(2);
      // The name the counter calls out is asked of a diner who is not signed in.
      await page.getByText('Indica il tuo nome prima di continuare').waitFor();
      const people = page.getByLabel('Per quante persone?');
      await people.fill('tr');
      await people.blur();
      await page.getByText('Inserire solo numeri interi').waitFor();
      await screenshot(page, 'ordering-takeaway-questions-errors');
      await people.fill('2');
      await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
      await page.getByLabel('Il tuo nome').fill('Giulia Verdi');
      await page.getByRole('button', { name: 'Conferma' }).click();

      // Time: the first slot is preselected; a note.
      await waitForPath(page, /\/main\/time-selection$/);
      await page.getByRole('heading', { name: 'A che ora vuoi ritirare?' }).waitFor();
      const slot = await page.getByLabel('Orario').inputValue();
      expect(slot).toMatch(/^\d{2}:\d{2}$/);
      await page.getByPlaceholder('Lascia una nota ...').fill('Suono al citofono Rossi');
      await screenshot(page, 'ordering-takeaway-time');
      await page.getByRole('button', { name: 'Continua', exact: true }).click();

      // Contact data of the anonymous customer.
      await waitForPath(page, /\/main\/complete-customer-registration$/);
      await page.getByRole('heading', { name: 'Come ti possiamo contattare?' }).waitFor();
      await page.getByRole('button', { name: 'Continua', exact: true }).click();
      await page.getByText('Conferma prima di continuare').first().waitFor();
      await screenshot(page, 'ordering-takeaway-contact-errors');
      await fillContactData(page, email, '+39 333 1234567');

      // Cash at pick-up.
      await waitForPath(page, /\/main\/payments$/);
      await page.getByRole('heading', { name: 'Scegli il metodo di pagamento' }).waitFor();
      expect(await text(page.getByTestId('cart-total'))).toContain('21,00');
      await page.getByLabel('Pagamento al ritiro').check();
      await screenshot(page, 'ordering-takeaway-payments');
      await page.getByRole('button', { name: 'Conferma' }).click();

      // 'Conferma ordine via email' with the order number.
      await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
      await page.getByRole('heading', { name: 'Conferma ordine via email' }).waitFor();
      await page.getByText(/premi il pulsante nella mail/).waitFor();
      const [, orderId, orderNumber] = /order-summary-to-pay\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-number'))).toBe(`Ordine n. ${orderNumber}`);
      await screenshot(page, 'ordering-takeaway-to-pay');
      const token = await sessionToken(page);

      // The order waits for the e-mail: still Open.
      type HistoryOrder = {
        orderId: number;
        orderStatus: number;
        paymentStatus: number;
        notes: string | null;
        customerName?: string | null;
      };
      const history = `order/getCustomerOrders?customerId=${customerIdOf(token)}&pageSize=20`;
      const before = await apiGet<HistoryOrder[]>(harness.server.origin, token, history);
      expect(before.find((o) => o.orderId === Number(orderId))?.orderStatus).toBe(0);

      // The mail, in the developer outbox: open it and follow its link.
      let mails = await outbox(harness.server.origin, email);
      for (let i = 0; i < 20 && mails.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 250));
        mails = await outbox(harness.server.origin, email);
      }
      expect(mails.length).toBeGreaterThan(0);
      await page.goto(`${harness.server.origin}/dev/outbox?to=${encodeURIComponent(email)}`);
      const link = page.locator('a[href*="/order-confirmed/"]').first();
      await link.waitFor();
      await screenshot(page, 'ordering-takeaway-outbox');
      await link.click();

      await waitForPath(page, /\/order-confirmed\/\d+\/\d+\/[^/]+$/);
      await page.getByRole('heading', { name: 'Ordine confermato' }).waitFor();
      await page.getByText("Grazie, l'ordine è stato confermato!").waitFor();
      expect(await text(page.getByTestId('order-number'))).toBe(`Ordine n. ${orderNumber}`);
      await page.getByRole('link', { name: 'Torna alla home' }).waitFor();
      await screenshot(page, 'ordering-takeaway-confirmed');

      // The order is now Confirmed (order history with the session that placed it).
      const after = await apiGet<HistoryOrder[]>(harness.server.origin, token, history);
      const stored = after.find((o) => o.orderId === Number(orderId));
      expect(stored?.orderStatus).toBe(1);
      expect(stored?.notes).toBe('Suono al citofono Rossi');
      expect(stored?.customerName).toBe('Giulia Verdi');

      // The summary mail follows the confirmation, and a second click on the
      // link says the order is already confirmed (it said 'scaduto' under 'Ordine confermato').
      await expect
        .poll(async () => (await outbox(harness.server.origin, email)).map((m) => m.subject).join('|'))
        .toContain(`Riepilogo dell'ordine n. ${orderNumber}`);
      const summary = (await outbox(harness.server.origin, email)).find((m) =>
        m.subject.startsWith(`Riepilogo dell'ordine n. ${orderNumber}`),
      );
      expect(summary?.text).toContain('Nome: Giulia Verdi');
      const confirmedAddress = page.url();
      await page.goto(confirmedAddress);
      await page.getByRole('heading', { name: 'Ordine già confermato' }).waitFor();
      expect(await page.getByText("l'ordine è scaduto").count()).toBe(0);
      await screenshot(page, 'ordering-takeaway-confirmed-again');

      // The summary mail's "Segui il tuo ordine" link, opened as a mail client opens it (a new
      // tab, no journey of its own): the order's summary with its status, and no second summary.
      const follow = summary?.links.find((l) => l.includes(`/main/order-summary/${orderId}/${orderNumber}`));
      expect(follow).toBeDefined();
      const summaryMails = async () =>
        (await outbox(harness.server.origin, email)).filter((m) =>
          m.subject.startsWith(`Riepilogo dell'ordine n. ${orderNumber}`),
        ).length;
      const summariesBefore = await summaryMails();
      const tab = await context.newPage();
      await tab.goto(follow!);
      await tab.getByTestId('order-number').getByText(orderNumber).waitFor();
      await tab
        .getByTestId('order-live-status')
        .getByText(/Confermato/)
        .waitFor();
      expect(new URL(tab.url()).pathname).toBe(`/main/order-summary/${orderId}/${orderNumber}`);
      await screenshot(tab, 'ordering-takeaway-followed-from-mail');
      await tab.reload();
      await tab
        .getByTestId('order-live-status')
        .getByText(/Confermato/)
        .waitFor();
      expect(await summaryMails()).toBe(summariesBefore);
      await tab.close();
    });
    await context.close();
  });
});
