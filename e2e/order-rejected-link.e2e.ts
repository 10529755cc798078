// A rejection is final: an anonymous diner's cash takeaway waits for the e-mail link, the
// kitchen rejects it from the board with a reason, and the diner's page turns into the order's
// summary saying so (no 'Conferma ordine via email'); the mailed link, opened afterwards, lands
// on 'Ordine rifiutato' with the reason and confirms nothing.
import { describe, expect, it } from 'vitest';
import { outbox } from './support/accounts';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { DESKTOP, MOBILE, newPage, takeawayToPayments, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

describe('the mailed link of a rejected order', () => {
  it('lands on "Ordine rifiutato" with the reason and leaves the order rejected', async () => {
    const staff = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const board = staff.page;
    const page = diner.page;
    await journey(page, 'order-rejected-link', async () => {
      await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
      await board.getByLabel('E-mail').fill('cucina@demo.tavola.test');
      await board.getByLabel('Password').fill('cucina123');
      await board.getByRole('button', { name: 'Accedi' }).click();
      await board.getByRole('heading', { name: 'Scegli la sede' }).waitFor();
      await board.getByRole('link', { name: 'Tavola Navigli — Ordini' }).click();
      await board.getByText('In diretta').waitFor();

      const email = `rifiutato.${Date.now()}@example.com`;
      await takeawayToPayments(page, harness.server.origin, email, { phone: '+39 333 1234567' });
      await page.getByLabel('Pagamento al ritiro').check();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
      await page.getByText(/premi il pulsante nella mail/).waitFor();
      const orderNumber = /order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];

      // The kitchen rejects it with a reason.
      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      await card.getByLabel('Motivo del rifiuto').fill('Forno guasto');
      await card.getByRole('button', { name: 'Conferma rifiuto' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Rifiutato');
      expect(await text(card)).toContain('Nulla da incassare');

      // The diner's page follows: the summary of a rejected order, no mail instructions.
      const status = page.getByTestId('order-live-status');
      await status.getByText('Rifiutato dal ristorante').waitFor();
      expect(await text(status)).toBe('Stato: Rifiutato dal ristorante — Forno guasto');
      await page.getByRole('heading', { level: 1, name: "Riepilogo dell'ordine" }).waitFor();
      expect(await page.getByText(/premi il pulsante nella mail/).count()).toBe(0);
      await screenshot(page, 'order-rejected-link-summary');

      // The link mailed before the rejection: rejected with the reason, nothing confirmed.
      const mails = await outbox(harness.server.origin, email);
      const confirmation = mails.find((m) => m.subject.startsWith('Conferma il tuo ordine'));
      const link = confirmation?.links.find((l) => l.includes('/order-confirmed/'));
      expect(link).toBeTruthy();
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: 'Ordine rifiutato' }).waitFor();
      const outcome = page.getByTestId('confirmation-outcome');
      expect(await text(outcome)).toContain("Il ristorante ha rifiutato l'ordine");
      expect(await text(outcome)).toContain('Motivo: Forno guasto');
      expect(await page.getByText(/confermato/).count()).toBe(0);
      await screenshot(page, 'order-rejected-link-landing');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'order-rejected-link-landing-desktop');

      // No summary mail 'Confermato' was sent, and the board still says rejected.
      const after = await outbox(harness.server.origin, email);
      expect(after.some((m) => m.text.includes('Stato: Confermato'))).toBe(false);
      expect(await text(card.getByTestId('stage'))).toBe('Rifiutato');
    });
    await staff.context.close();
    await diner.context.close();
  });
});
