// Kitchen printing journey: the owner adds a network printer (a fake ESC/POS printer on a TCP
// port, started by this test) to Tavola Navigli and prints a test page; a diner's order,
// confirmed on the board, comes out on the printer with its number and lines. The printer is
// switched off: the next order waits and the board says "Stampante non raggiungibile"; switched
// on again, "Riprova" prints that ticket, once.
import net from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { DESKTOP, MOBILE, newPage, takeawayToPayments, text, waitForPath } from './ordering-support';

/** A fake kitchen printer: every connection's bytes, ESC/POS commands dropped, as text. */
class FakePrinter {
  readonly tickets: string[] = [];
  private server: net.Server | null = null;
  port = 0;
  async start() {
    const server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => {});
      socket.on('close', () => {
        if (chunks.length > 0) this.tickets.push(escPosText(Buffer.concat(chunks)));
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }
  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  with(needle: string) {
    return this.tickets.filter((t) => t.includes(needle));
  }
}

function escPosText(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x1b) i += bytes[i + 1] === 0x40 ? 1 : 2;
    else if (b === 0x1d) i += bytes[i + 1] === 0x56 && (bytes[i + 2] === 0x41 || bytes[i + 2] === 0x42) ? 3 : 2;
    else if (b === 0x0a) out += '\n';
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
  }
  return out;
}

const printer = new FakePrinter();
beforeAll(async () => printer.start());
afterAll(async () => printer.stop());
const harness = useServerAndBrowser();

async function placeTakeawayOrder(page: Page, email: string): Promise<number> {
  await takeawayToPayments(page, harness.server.origin, email, { note: 'Ben cotta', phone: '+39 333 1234567' });
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
  return Number(/order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
}

describe('kitchen printing', () => {
  it('prints a confirmed order on the venue’s printer, keeps it while the printer is off, and prints it once on Riprova', async () => {
    const owner = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const op = owner.page;
    const origin = harness.server.origin;

    await journey(op, 'kitchen-printing', async () => {
      await op.goto(`${origin}/staff/sign-in?company=demo`);
      await op.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await op.getByLabel('Password').fill('titolare1');
      await op.getByRole('button', { name: 'Accedi', exact: true }).click();
      await op.waitForURL((url) => !url.pathname.includes('sign-in'));

      // From the venue's back-office screen to its printers.
      await op.goto(`${origin}/staff/venues/2`);
      await op.getByRole('link', { name: 'Stampanti di cucina' }).click();
      await waitForPath(op, /\/staff\/venues\/2\/printers$/);
      await op.getByRole('heading', { level: 1, name: 'Stampanti di cucina — Tavola Navigli' }).waitFor();
      await op.getByText('Nessuna stampante').waitFor();
      await op.getByRole('button', { name: 'Aggiungi stampante' }).click();
      // The domain's rules on the form: a URL is not a printer's address.
      await op.getByLabel('Nome (es. Cucina, Bar)').fill('Cucina');
      await op.getByLabel('Indirizzo IP o nome della stampante').fill('http://stampante');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('indirizzo non valido').waitFor();
      await screenshot(op, 'kitchen-printing-printer-form');
      await op.setViewportSize(MOBILE);
      await screenshot(op, 'kitchen-printing-printer-form-phone');
      await op.setViewportSize(DESKTOP);
      await op.getByLabel('Indirizzo IP o nome della stampante').fill('127.0.0.1');
      await op.getByLabel('Porta').fill(String(printer.port));
      await op.getByLabel('58 mm').check();
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Stampante salvata.').waitFor();
      const item = op.getByTestId('printer').filter({ hasText: 'Cucina' });
      expect(await text(item)).toContain(`127.0.0.1:${printer.port} · 58 mm · copie: 1`);
      expect(await text(item)).toContain('Categorie: Tutte le categorie');
      await item.getByRole('button', { name: 'Stampa di prova — Cucina' }).click();
      await item.getByText('Stampa di prova inviata a "Cucina".').waitFor();
      await expect.poll(() => printer.with('Stampa di prova').length).toBe(1);
      await screenshot(op, 'kitchen-printing-printers');
      await op.setViewportSize(MOBILE);
      await screenshot(op, 'kitchen-printing-printers-phone');
      await op.setViewportSize(DESKTOP);

      // The board; a diner's takeaway arrives and is confirmed by phone: it prints.
      await op.goto(`${origin}/staff/venues/2/orders`);
      await op.getByText('In diretta').waitFor();
      const first = await placeTakeawayOrder(diner.page, `stampa.uno.${Date.now()}@example.com`);
      const firstCard = op.locator('article').filter({ hasText: `Ordine n. ${first}` });
      await firstCard.getByRole('button', { name: 'Conferma (telefonata)', exact: true }).click();
      await expect.poll(() => printer.with(`Ordine n. ${first}`).length, { timeout: 15_000 }).toBe(1);
      const ticket = printer.with(`Ordine n. ${first}`)[0];
      expect(ticket).toContain('Tavola Navigli');
      expect(ticket).toContain('3 x Margherita');
      expect(ticket).toContain('Nome: Mario Rossi');
      expect(ticket).toContain('Note: Ben cotta');

      // The printer is switched off; the next order waits and the board says so.
      await printer.stop();
      await diner.page.goto(`${origin}/?company=demo`);
      const second = await placeTakeawayOrder(diner.page, `stampa.due.${Date.now()}@example.com`);
      const secondCard = op.locator('article').filter({ hasText: `Ordine n. ${second}` });
      await secondCard.getByRole('button', { name: 'Conferma (telefonata)', exact: true }).click();
      const warning = op.getByTestId('printer-warning');
      await warning.getByText('Stampante non raggiungibile').waitFor({ timeout: 30_000 });
      expect(await text(warning)).toContain('Cucina: 1 biglietto in attesa');
      await screenshot(op, 'kitchen-printing-board-warning');
      await op.setViewportSize(MOBILE);
      await screenshot(op, 'kitchen-printing-board-warning-phone');
      await op.setViewportSize(DESKTOP);

      // Back on: "Riprova" prints the waiting ticket, once, and the warning goes.
      await printer.start();
      await warning.getByRole('button', { name: 'Riprova' }).click();
      await expect.poll(() => op.getByTestId('printer-warning').count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(() => printer.with(`Ordine n. ${second}`).length).toBe(1);
      // Nothing comes twice, though the worker keeps running.
      await op.waitForTimeout(3000);
      expect(printer.with(`Ordine n. ${second}`)).toHaveLength(1);
      expect(printer.with(`Ordine n. ${first}`)).toHaveLength(1);

      // "Stampa" in the browser still works: the card's print button.
      expect(await secondCard.getByRole('button', { name: 'Stampa', exact: true }).count()).toBeGreaterThan(0);
    });
  });
});
