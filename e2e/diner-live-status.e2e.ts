// The diner sees it live: the diner's order status arrives over the diner's own
// server-sent event stream. In the first journey every poll of order/getOrderProgress answers
// the status the order had before staff acted, so what the diner's screen shows after staff act on the board can only have come
// through the stream; in the second the stream is refused, and the screen falls back to polling.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { MOBILE, newPage, takeawayToPayments, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

async function placeTakeawayOrder(page: Page, email: string): Promise<number> {
  await takeawayToPayments(page, harness.server.origin, email);
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
  return Number(/order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
}

async function openBoard(): Promise<{ context: BrowserContext; board: Page }> {
  const { context, page: board } = await newPage(harness.browser, { width: 1280, height: 800 });
  await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
  await board.getByLabel('E-mail').fill('cucina@demo.tavola.test');
  await board.getByLabel('Password').fill('cucina123');
  await board.getByRole('button', { name: 'Accedi' }).click();
  await board.getByRole('link', { name: 'Tavola Navigli — Ordini' }).click();
  await waitForPath(board, /\/staff\/venues\/\d+\/orders$/);
  await board.getByText('In diretta').waitFor();
  return { context, board };
}

/** Staff confirm the order by phone and accept it, from the board. */
async function confirmAndAccept(board: Page, orderNumber: number) {
  const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
  await card.waitFor();
  await card.getByRole('button', { name: 'Conferma (telefonata)', exact: true }).click();
  await expect.poll(() => text(card.getByTestId('stage')), { timeout: 15_000 }).toBe('Nuovo');
  await card.getByRole('button', { name: 'Accetta', exact: true }).click();
  await card.getByLabel('Orario stimato (facoltativo)').fill('20:30');
  await card.getByRole('button', { name: 'Conferma accettazione' }).click();
  await expect.poll(() => text(card.getByTestId('stage')), { timeout: 15_000 }).toBe('Accettato');
}

describe('the diner’s order status, live (issue #11)', () => {
  it('arrives over the diner’s event stream without a reload', async () => {
    const { board, context: staffContext } = await openBoard();
    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'diner-live-status', async () => {
      let streams = 0;
      page.on('request', (r) => void (r.url().includes('/api/order/orderEvents?') && streams++));
      const email = `live.${Date.now()}@example.com`;
      const orderNumber = await placeTakeawayOrder(page, email);
      const status = page.getByTestId('order-live-status');
      await status.getByText('In attesa della tua conferma via email').waitFor();
      // From now on every read of the progress call answers the status as it is now (awaiting
      // confirmation): a newer status can only come through the stream.
      let stale: string | null = null;
      await page.route('**/api/order/getOrderProgress**', async (route) => {
        stale ??= await (await route.fetch()).text();
        await route.fulfill({ status: 200, contentType: 'application/json', body: stale });
      });
      await page.evaluate(() => ((window as unknown as { summaryLoad: string }).summaryLoad = 'first'));
      await expect.poll(() => streams, { timeout: 15_000 }).toBeGreaterThan(0);

      await confirmAndAccept(board, orderNumber);
      await status.getByText('Accettato dal ristorante').waitFor();
      await status.getByText('pronto verso le 20:30').waitFor();
      // No reload, and the status did not come from a poll.
      expect(await page.evaluate(() => (window as unknown as { summaryLoad?: string }).summaryLoad)).toBe('first');
      await screenshot(page, 'diner-live-status-accepted');
    });
    await staffContext.close();
    await diner.context.close();
  });

  it('falls back to polling when the event stream cannot be opened', async () => {
    const { board, context: staffContext } = await openBoard();
    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'diner-live-status-polling', async () => {
      let refusedStreams = 0;
      await page.route('**/api/order/orderEvents**', (route) => {
        refusedStreams++;
        return route.fulfill({ status: 503, body: '' });
      });
      const orderNumber = await placeTakeawayOrder(page, `live.poll.${Date.now()}@example.com`);
      const status = page.getByTestId('order-live-status');
      await status.getByText('In attesa della tua conferma via email').waitFor();
      await expect.poll(() => refusedStreams, { timeout: 15_000 }).toBeGreaterThan(0);
      const polls = page.waitForRequest((r) => r.url().includes('/api/order/getOrderProgress'));
      await confirmAndAccept(board, orderNumber);
      await polls;
      await status.getByText('Accettato dal ristorante').waitFor();
    });
    await staffContext.close();
    await diner.context.close();
  });
});
