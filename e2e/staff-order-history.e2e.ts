// The order history: a diner pays a takeaway (simulated Stripe) giving a phone number; the
// owner opens "Storico ordini" from the staff navigation, searches by that phone, finds the
// order, opens it (its lines and history), and downloads the CSV of the search, whose first
// bytes are the BOM and the header and whose line carries the order's number and total.
// Phone and desktop screenshots, each checked with axe.
import fs from 'node:fs';
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
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();

describe('the order history', () => {
  it('finds an order placed in the journey by phone, opens it and exports it as CSV', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const page = owner.page;
    await journey(page, 'staff-order-history', async () => {
      // The diner's order, paid by card, with a phone number no other order has.
      const digits = String(Date.now()).slice(-7);
      const d = diner.page;
      await takeawayToPayments(d, origin, `storico.${Date.now()}@example.com`, { phone: `+39 333 ${digits}` });
      await d.getByLabel('Carta di credito o debito (simulato, nessun addebito reale)').check();
      await d.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242');
      await d.getByRole('textbox', { name: 'Scadenza' }).fill('12/30');
      await d.getByRole('textbox', { name: 'CCV' }).fill('123');
      await d.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(d, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(d.url()).pathname)!;
      const token = await sessionToken(d);
      const orders = await apiGet<Array<{ orderId: number; orderNumber: number; totalAmount: number }>>(
        origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      const order = orders.find((o) => o.orderId === Number(orderId))!;
      const total = order.totalAmount.toFixed(2);

      await page.goto(`${origin}/staff/sign-in?company=demo`);
      await page.getByLabel('Codice del ristorante').fill('demo');
      await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await page.getByLabel('Password').fill('titolare1');
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Scegli la sede' }).waitFor();

      await page
        .getByRole('navigation', { name: 'Gestione' })
        .getByRole('link', { name: 'Storico ordini', exact: true })
        .click();
      const heading = page.getByRole('heading', { level: 1, name: 'Storico ordini' });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
      await expect.poll(() => page.title()).toBe('Storico ordini · Trattoria Da Tavola');

      await page.getByLabel('Numero, nome, telefono o e-mail').fill(digits);
      await page.getByRole('button', { name: 'Cerca', exact: true }).click();
      const title = `Ordine n. ${order.orderNumber}`;
      await page.getByText(title, { exact: true }).waitFor();
      expect(await page.locator('.history-row').count()).toBe(1);
      await screenshot(page, 'staff-order-history-desktop');

      await page.getByRole('button', { name: `Apri: ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table', { name: 'Prodotti' }).waitFor();
      await dialog.getByText('Ordine inviato', { exact: false }).waitFor();
      // A choice reads as its option's caption, as on the board card, not its stored value.
      expect(await dialog.getByText('No, grazie: meno plastica', { exact: true }).count()).toBe(1);
      await screenshot(page, 'staff-order-history-desktop-order');
      await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
      await dialog.waitFor({ state: 'hidden' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Esporta CSV (un ordine per riga)' }).click(),
      ]);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(
        'Numero,Sede,Creato,Servizio,Tipo,Stato,Pagamento,Riferimento,Tavolo,Cliente,Telefono,E-mail,Totale,Rimborsato,Netto,Incasso',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1].startsWith(`${order.orderNumber},`)).toBe(true);
      expect(lines[1]).toContain(`,stripe,`);
      expect(lines[1].endsWith(`,${total},0.00,${total},sì`)).toBe(true);

      await page.setViewportSize(MOBILE);
      await page.getByText(title, { exact: true }).waitFor();
      await screenshot(page, 'staff-order-history-phone');
      await page.getByRole('button', { name: `Apri: ${title}` }).click();
      await page.getByRole('dialog').getByRole('table', { name: 'Prodotti' }).waitFor();
      await screenshot(page, 'staff-order-history-phone-order');
    });
    await owner.context.close();
    await diner.context.close();
  });
});
