// The notification stack of spec 001 §8 in the browser: the passing message after placing an
// order and after a reservation confirmed on a computer, read from the stack's live region
// (polite), and closed with the keyboard (Escape on the focused one gives the focus back to the
// page's heading). Phone and desktop sizes, each screen checked with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseBand, newBookingPage, openBookTable } from './booking-support';
import { DESKTOP, MOBILE, newPage, takeawayToPayments, text, waitForPath } from './ordering-support';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';

const harness = useServerAndBrowser();

/** The polite live region of the stack, and the notification in it with the header given. */
function politeNotification(page: Page, header: string) {
  const region = page.getByRole('region', { name: 'Notifiche' }).getByRole('status');
  return region.getByTestId('notification').filter({ hasText: header });
}

/** Focuses the notification's close button and closes it with Escape. */
async function closeWithEscape(page: Page, header: string) {
  const close = page.getByRole('button', { name: `Chiudi la notifica: ${header}` });
  await close.focus();
  await page.keyboard.press('Escape');
  await politeNotification(page, header).waitFor({ state: 'detached' });
}

describe.each([
  ['desktop', DESKTOP, ''],
  ['phone', MOBILE, '-mobile'],
])('notifications (%s)', (device, viewport, suffix) => {
  it('tells the order placed, then closes with Escape and gives the focus back', async () => {
    const { context, page } = await newPage(harness.browser, viewport);
    await journey(page, `notifications-order${suffix}`, async () => {
      await takeawayToPayments(page, harness.server.origin, `notifiche.${device}@example.com`);
      await page.getByLabel('Pagamento al ritiro').check();
      await page.getByRole('button', { name: 'Conferma' }).click();

      await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
      const orderNumber = /order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];
      const placed = politeNotification(page, 'Ordine inviato');
      await placed.waitFor();
      // The diner on it holds it on screen while the screenshot and axe run.
      await placed.hover();
      expect(await text(placed)).toContain(
        `Ordine n. ${orderNumber} registrato: confermalo con il link che ti inviamo per e-mail.`,
      );
      await screenshot(page, `notifications-order-placed${suffix}`);

      await page.getByRole('heading', { name: 'Conferma ordine via email' }).focus();
      await closeWithEscape(page, 'Ordine inviato');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Conferma ordine via email');
    });
    await context.close();
  });

  it('tells the reservation confirmed on a computer, with day, time and people', async () => {
    const { context, page } = await newBookingPage(harness.browser, { viewport });
    await journey(page, `notifications-booking${suffix}`, async () => {
      await openBookTable(page, harness.server.origin, 'Tavola Centro');
      await page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      await page.getByTestId('booking-day').selectOption({ label: 'Altre date...' });
      const calendar = page.getByTestId('booking-calendar');
      await calendar.waitFor();
      await calendar.getByRole('button', { name: 'Mese successivo' }).click();
      const target = calendar.locator('[data-testid^="calendar-day-"]').nth(suffix ? 16 : 17);
      const [y, m, d] = (await target.getAttribute('data-testid'))!.replace('calendar-day-', '').split('-');
      await target.click();
      await calendar.waitFor({ state: 'detached' });
      await chooseBand(page, 'Cena 19:00');
      await page.getByTestId('booking-time').selectOption('20:00');
      await page.getByTestId('booking-name').fill('Anna Bianchi');
      await page.getByTestId('booking-phone').fill('333 555 1212');
      await page.getByTestId('booking-submit').click();

      await page.getByRole('heading', { name: 'Prenotazione confermata!' }).waitFor();
      const confirmed = politeNotification(page, 'Prenotazione confermata!');
      await confirmed.waitFor();
      await confirmed.hover();
      expect(await text(confirmed)).toContain(`${d}/${m}/${y} alle 20:00, 2 persone.`);
      await screenshot(page, `notifications-booking-confirmed${suffix}`);
      await closeWithEscape(page, 'Prenotazione confermata!');
    });
    await context.close();
  });
});
