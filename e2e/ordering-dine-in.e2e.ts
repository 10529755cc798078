// Order at the table (dine-in) at Tavola Centro as a registered customer.
// The menu selection; a pizza with a forced variation (a dearer dough) and a removed ingredient
// (price = (base + additions) × quantity); the same pizza again merges into the cart line;
// the table number; cash at the counter; the order summary with the order number.
// Dine-in needs no time, so it passes at any hour.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { createCustomer } from './support/accounts';
import {
  addSimpleProduct,
  apiGet,
  chooseOrderType,
  customerIdOf,
  DESKTOP,
  euros,
  logIn,
  MOBILE,
  newPage,
  openCart,
  openCategory,
  productButton,
  sessionToken,
  text,
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();

const DINE_IN = 0;
const email = 'marco.tavolo@example.com';
const password = 'Segreta123';

describe('dine-in, registered customer, cash at the counter', () => {
  it('builds a pizza, merges it in the cart and lands on the order summary', async () => {
    await createCustomer(
      harness.server.origin,
      { email, password, firstName: 'Marco', lastName: 'Bianchi' },
      { confirm: true },
    );
    const { context, page } = await newPage(harness.browser);
    await journey(page, 'ordering-dine-in', async () => {
      // Tavola Centro is the only dine-in venue: no dropdown.
      await chooseOrderType(page, harness.server.origin, DINE_IN);
      await waitForPath(page, /\/main\/menu-selection$/);
      await page.getByRole('heading', { name: 'Scegli il menù che preferisci' }).waitFor();
      await screenshot(page, 'ordering-dine-in-menu-selection');
      await page.getByRole('button', { name: /Menù alla carta/ }).click();

      await waitForPath(page, /\/main\/menu$/);
      await openCategory(page, 'Pizze');
      await productButton(page, 'Margherita').click();
      await page.getByRole('heading', { level: 1, name: 'Margherita' }).waitFor();

      // Forced group: a radio set, the first option chosen; the disabled truffle cannot be ticked.
      const classic = page.getByRole('radio', { name: 'Impasto classico' });
      expect(await classic.isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /Tartufo nero/ }).isDisabled()).toBe(true);
      expect(euros(await text(page.getByTestId('product-price')))).toBe(7);

      await page.getByRole('radio', { name: /Impasto integrale/ }).check();
      // Removable ingredients start ticked; unticking removes.
      const basil = page.getByRole('checkbox', { name: 'Basilico fresco' });
      expect(await basil.isChecked()).toBe(true);
      await basil.uncheck();
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      // (7 + 1) × 2
      expect(euros(await text(page.getByTestId('product-price')))).toBe(16);
      await screenshot(page, 'ordering-dine-in-product-detail');
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();

      // The same pizza again: one more, merged into the same line.
      await productButton(page, 'Margherita').click();
      await page.getByRole('radio', { name: /Impasto integrale/ }).check();
      await page.getByRole('checkbox', { name: 'Basilico fresco' }).uncheck();
      expect(euros(await text(page.getByTestId('product-price')))).toBe(8);
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      await expect.poll(async () => euros(await text(page.getByTestId('floating-cart-button')))).toBe(24);

      await openCart(page);
      const lines = page.getByTestId('cart-line');
      expect(await lines.count()).toBe(1);
      const line = await text(lines.first());
      expect(line).toContain('Più: Impasto integrale');
      expect(line).toContain('Meno: Basilico fresco');
      expect(await text(lines.first().locator('output'))).toBe('3');
      expect(euros(await text(page.getByTestId('cart-total')))).toBe(24);
      await screenshot(page, 'ordering-dine-in-cart');
      await page.getByRole('button', { name: "Completa l'ordine" }).click();

      // Log in; the customer has a phone, so the contact data step is skipped later.
      await waitForPath(page, /\/login$/);
      await logIn(page, email, password);

      await waitForPath(page, /\/main\/questions$/);
      // Tavola Centro keeps its tables (the demo's 10-14): the diner chooses one.
      await page.getByLabel('Il tuo tavolo').selectOption('12');
      await page.getByLabel('Sala').selectOption({ label: 'Dehors' });
      await page.getByRole('button', { name: 'Conferma' }).click();

      // Dine-in skips the time; a signed-in customer with a phone skips the contact data.
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla cassa').check();

      // An invoice: a new billing address through the add modal (required fields first).
      await page.getByLabel('Vuoi la fattura?').check();
      await page.getByLabel('Indirizzo di fatturazione').selectOption({ label: 'Aggiungi indirizzo...' });
      const add = page.getByRole('dialog', { name: 'Nuovo indirizzo di fatturazione' });
      await add.getByRole('button', { name: 'Salva' }).click();
      await expect.poll(() => add.getByText('Campo obbligatorio').count()).toBe(6);
      await add.getByLabel('Ragione sociale').fill('Bianchi Consulting S.r.l.');
      await add.getByLabel('Partita IVA').fill('01234567890');
      await add.getByLabel('Indirizzo').fill('Corso Buenos Aires 10');
      await add.getByLabel('CAP').fill('20124');
      await add.getByLabel('Città').fill('Milano');
      await add.getByLabel('Provincia').fill('MI');
      await add.getByLabel('PEC').fill('bianchi@pec.example.com');
      await add.getByLabel('Codice destinatario SDI').fill('ABC1234');
      await screenshot(page, 'ordering-dine-in-address-modal');
      await add.getByRole('button', { name: 'Salva' }).click();
      await add.waitFor({ state: 'detached' });
      const billing = page.getByLabel('Indirizzo di fatturazione');
      await expect.poll(async () => text(billing.locator('option:checked'))).toContain('Bianchi Consulting S.r.l.');
      const invoiceAddressId = Number(await billing.inputValue());
      expect(invoiceAddressId).toBeGreaterThan(0);
      // The edit modal opens on the chosen address.
      await page.getByRole('button', { name: 'Modifica' }).click();
      const edit = page.getByRole('dialog', { name: 'Indirizzo di fatturazione' });
      expect(await edit.getByLabel('Ragione sociale').inputValue()).toBe('Bianchi Consulting S.r.l.');
      await edit.getByRole('button', { name: 'Elimina' }).waitFor();
      await screenshot(page, 'ordering-dine-in-address-edit');
      await edit.getByRole('button', { name: 'Annulla' }).click();
      await edit.waitFor({ state: 'detached' });
      await screenshot(page, 'ordering-dine-in-payments');

      await page.getByRole('button', { name: 'Conferma' }).click();

      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId, orderNumber] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-number'))).toBe(`Ordine n. ${orderNumber}`);
      expect(await text(page.locator('.order-details'))).toContain('3 x Margherita');
      await screenshot(page, 'ordering-dine-in-summary');

      // Stored with the server's amounts; a registered customer's cash order is Confirmed.
      const token = await sessionToken(page);
      type Stored = {
        orderId: number;
        orderStatus: number;
        totalAmount: number;
        extraField1: string | null;
        customerAddressIdInvoice: number | null;
      };
      const orders = await apiGet<Stored[]>(
        harness.server.origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      const stored = orders.find((o) => o.orderId === Number(orderId));
      expect(stored?.totalAmount).toBe(24);
      expect(stored?.orderStatus).toBe(1);
      expect(stored?.extraField1).toBe('12');
      expect(stored?.customerAddressIdInvoice).toBe(invoiceAddressId);

      // The cart was emptied.
      expect(await page.evaluate(() => sessionStorage.getItem('Cart_1'))).toBeNull();
    });
    await context.close();
  });
});

// A table's QR code carries its table (?table=12): the order stores it, the diner's summary and
// the board card show it in large type. Tavola Centro keeps table 12 in the back office and has
// its staff confirm table orders: the anonymous diner gives a name, no contact data, and the
// order reaches the board at once as 'Da confermare'; the staff confirm it at the table.
describe("dine-in from table 12's QR code, confirmed by the staff", () => {
  it('carries table 12 to the summary and the board card, and the staff confirm it at the table', async () => {
    const staff = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const board = staff.page;
    const page = diner.page;
    await journey(page, 'ordering-dine-in-table-qr', async () => {
      // The owner (README credentials) switches the setting on.
      await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
      await board.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await board.getByLabel('Password').fill('titolare1');
      await board.getByRole('button', { name: 'Accedi' }).click();
      await board.waitForURL((url) => url.pathname !== '/staff/sign-in');
      const created = await board.evaluate(async () => {
        const json = { 'content-type': 'application/json' };
        const venues = (await (await fetch('/api/staff/venues')).json()) as Array<Record<string, unknown>>;
        const { seatWebId: _id, latitude: _lat, longitude: _lng, ...form } = venues.find((v) => v.seatWebId === 1)!;
        // Spec 000's QR journey: the demo's shared tab at the table switched off (table 12 is the demo's).
        const venue = await fetch('/api/staff/venues/1', {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ ...form, tableOrdersConfirmedByStaff: true, tableTabEnabled: false }),
        });
        return [venue.status];
      });
      expect(created).toEqual([200]);
      await board.goto(`${harness.server.origin}/staff/venues/1`);
      const setting = board.getByLabel('Gli ordini al tavolo li conferma il personale');
      await setting.waitFor();
      expect(await setting.isChecked()).toBe(true);
      await setting.scrollIntoViewIfNeeded();
      await screenshot(board, 'ordering-dine-in-table-qr-venue-setting');
      await board.goto(`${harness.server.origin}/staff/venues/1/orders`);
      await board.getByText('In diretta').waitFor();

      // The diner scans table 12's code.
      await page.goto(`${harness.server.origin}/main/menu?company=demo&seatWebId=1&menuWebId=1&table=12`);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      await addSimpleProduct(page, 'Dolci', 'Tiramisù');
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(page, /\/login$/);
      await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();

      // The table is the code's, shown and not asked; the name is enough, no contact data.
      await waitForPath(page, /\/main\/questions$/);
      expect(await text(page.getByTestId('order-table'))).toBe('Tavolo 12');
      expect(await page.getByLabel(/Numero del tavolo/).count()).toBe(0);
      await page.getByRole('button', { name: 'Conferma' }).click();
      await page.getByText('Indica il tuo nome prima di continuare').waitFor();
      await page.getByLabel('Il tuo nome').fill('Luca');
      await page.getByLabel('Sala').selectOption({ label: 'Dehors' });
      await screenshot(page, 'ordering-dine-in-table-qr-questions');
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla cassa').check();
      await page.getByRole('button', { name: 'Conferma' }).click();

      // The summary, not 'Conferma ordine via email': table 12 in large type, waiting for the staff.
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const orderNumber = /order-summary\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];
      expect(await text(page.getByTestId('order-table'))).toBe('Tavolo 12');
      expect(await text(page.getByTestId('order-name'))).toBe('A nome di: Luca');
      const status = page.getByTestId('order-live-status');
      await status.getByText('Da confermare: il personale lo conferma al tavolo').waitFor();
      await screenshot(page, 'ordering-dine-in-table-qr-summary');

      // On the board at once, table 12 in large type; the staff confirm it at the table.
      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.waitFor();
      expect(await text(card.getByLabel('Tavolo 12'))).toBe('Tavolo 12');
      expect(await text(card.getByTestId('stage'))).toBe('Da confermare');
      expect(await text(card.getByTestId('order-name'))).toBe('Nome: Luca');
      await screenshot(board, 'ordering-dine-in-table-qr-board');
      await card.getByRole('button', { name: 'Conferma al tavolo' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Nuovo');
      await status.getByText('Confermato').waitFor();

      // A diner who came without a code chooses the table from the venue's tables in use.
      const walkIn = await newPage(harness.browser, MOBILE);
      await chooseOrderType(walkIn.page, harness.server.origin, DINE_IN);
      await walkIn.page.getByRole('button', { name: /Menù alla carta/ }).click();
      await addSimpleProduct(walkIn.page, 'Dolci', 'Tiramisù');
      await openCart(walkIn.page);
      await walkIn.page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(walkIn.page, /\/login$/);
      await walkIn.page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
      await waitForPath(walkIn.page, /\/main\/questions$/);
      const table = walkIn.page.getByLabel('Il tuo tavolo');
      await walkIn.page.getByLabel('Il tuo nome').fill('Sara');
      await walkIn.page.getByLabel('Sala').selectOption({ label: 'Sala interna' });
      await walkIn.page.getByRole('button', { name: 'Conferma' }).click();
      await walkIn.page.getByText('Scegli il tuo tavolo prima di continuare').waitFor();
      await screenshot(walkIn.page, 'ordering-dine-in-table-choice');
      await table.selectOption({ label: 'Tavolo 12 – Finestra' });
      await walkIn.page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(walkIn.page, /\/main\/payments$/);
      await walkIn.page.getByLabel('Pagamento alla cassa').check();
      await walkIn.page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(walkIn.page, /\/main\/order-summary\/\d+\/\d+$/);
      expect(await text(walkIn.page.getByTestId('order-table'))).toBe('Tavolo 12');
      await walkIn.context.close();
    });
    await staff.context.close();
    await diner.context.close();
  });
});
