// A new restaurant from nothing, through its screens (staff on a desktop, diners on a phone).
// (a) The platform operator creates the company (operator API, OPERATOR_TOKEN); the owner
//     follows the invitation (it names the restaurant and the e-mail, the password is asked
//     twice) and the set-up checklist: a venue with table orders (confirmed by the staff) and
//     table booking, hours, the demo menu plus a dish of its own with an allergen, the legal
//     texts, a booking band (the venue's 'Prenotazione tavoli' then takes bookings), table 12
//     and its QR link; the checklist then says everything is done.
// (b) A diner books a table at the new venue and confirms it from the phone (Telegram).
// (c) A diner scans table 12's QR link, reads the dish's allergen and orders it: the board card,
//     the kitchen ticket (print view) and the diner's summary show table 12. The staff reject an
//     anonymous cash takeaway with a reason: its mailed confirmation link lands on 'rifiutato'.
//     The staff pause online orders: the diners' home says so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { lastMailTo, outbox } from './support/accounts';
import { chooseBand, IPHONE, newBookingPage, simulateMessage, storedReservations } from './booking-support';
import {
  DESKTOP,
  firstTakeawayPaidAtPickUp,
  MOBILE,
  newPage,
  openCart,
  openCategory,
  productButton,
  text,
  waitForPath,
} from './ordering-support';

const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
const harness = useServerAndBrowser({ env: () => ({ OPERATOR_TOKEN }) });

const COMPANY = 'osteria-nuova-e2e';
const TRADE_NAME = 'Osteria Nuova';
const VENUE = 'Osteria Nuova Centro';
const OWNER_EMAIL = 'anna@osteria-nuova.test';
// A passphrase, longer than the 16 characters staff passwords used to stop at.
const PASSPHRASE = 'la nostra osteria apre in piazza Duomo';
const DISH = 'Pizza della casa';
const BOOKING = 3;

// Filled by the owner's journey, read by the diners'.
let seatWebId = 0;
let tableLink = '';

async function ownerSignsIn(page: Page, origin: string) {
  await page.goto(`${origin}/staff/sign-in?company=${COMPANY}`);
  await page.getByLabel('Codice del ristorante').fill(COMPANY);
  await page.getByLabel('E-mail').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

describe('a new restaurant from nothing', () => {
  it('the owner follows the invitation and the set-up checklist to "Tutto pronto"', async () => {
    const origin = harness.server.origin;
    const created = await fetch(`${origin}/api/operator/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ urlName: COMPANY, tradeName: TRADE_NAME, ownerEmail: OWNER_EMAIL, ownerName: 'Anna' }),
    });
    expect(created.status).toBe(200);
    const invitation = await lastMailTo(origin, OWNER_EMAIL, new RegExp(TRADE_NAME));
    const link = invitation.links.find((l) => l.includes('/staff/invite'));
    expect(link).toBeDefined();

    const owner = await newPage(harness.browser, DESKTOP);
    const op = owner.page;
    await journey(op, 'new-restaurant-from-nothing-setup', async () => {
      await op.goto(link!);
      await op.getByRole('heading', { name: `Entra nello staff di ${TRADE_NAME}` }).waitFor();
      expect(await op.getByLabel('E-mail').inputValue()).toBe(OWNER_EMAIL);
      await op.getByLabel(/^Nuova password/).fill(PASSPHRASE);
      await op.getByLabel('Ripeti la password').fill(PASSPHRASE);
      await screenshot(op, 'new-restaurant-from-nothing-invitation');
      await op.getByRole('button', { name: 'Salva e accedi', exact: true }).click();
      await waitForPath(op, /\/staff\/setup$/);
      await op.getByRole('heading', { name: 'Configura il tuo ristorante' }).waitFor();
      const steps = op.getByRole('main').getByRole('list').first();
      const step = (name: string) => steps.getByRole('listitem').filter({ hasText: name });
      expect(await text(step('Informativa privacy e condizioni del servizio'))).toContain('Da fare');
      await screenshot(op, 'new-restaurant-from-nothing-checklist-empty');

      // The venue: table orders confirmed by the staff, table booking, takeaway; cash for all.
      await step('Una prima sede').getByRole('link', { name: /Vai$/ }).click();
      await op.getByRole('heading', { name: 'Nuova sede' }).waitFor();
      await op.getByLabel('Nome', { exact: true }).fill(VENUE);
      await op.getByLabel('Indirizzo (via e numero)').fill('Piazza Duomo 1');
      await op.getByLabel('Città').fill('Milano');
      await op.getByLabel('CAP').fill('20122');
      await op.getByLabel('Prenotazione tavoli', { exact: true }).check();
      await op.getByLabel('Ordine al tavolo', { exact: true }).check();
      expect(await op.getByLabel('Asporto', { exact: true }).isChecked()).toBe(true);
      expect(await op.getByRole('group', { name: 'Ordine al tavolo' }).getByLabel('Contanti').isChecked()).toBe(true);
      await op.getByLabel('Gli ordini al tavolo li conferma il personale').check();
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByRole('heading', { name: new RegExp(`Modifica sede: ${VENUE}`) }).waitFor();
      await op.getByText('Sede salvata. I clienti vedono già le modifiche.').waitFor();
      seatWebId = Number(/\/staff\/venues\/(\d+)/.exec(new URL(op.url()).pathname)?.[1]);
      expect(seatWebId).toBeGreaterThan(0);

      // Hours: one window round the clock, every day, for takeaway and table orders.
      await op.getByRole('link', { name: 'Orari di apertura e servizio' }).click();
      await op.getByRole('button', { name: 'Aggiungi fascia' }).click();
      const window1 = op.getByRole('group', { name: 'Fascia 1' });
      await window1.getByRole('group', { name: 'Tipi di ordine' }).getByLabel('Ordine al tavolo').check();
      await window1.getByLabel('Dalle', { exact: true }).fill('00:00');
      await window1.getByLabel('Alle', { exact: true }).fill('23:59');
      const savedHours = op.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/api\/staff\/venues\/\d+\/hours$/.test(r.url()),
      );
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      expect((await savedHours).status()).toBe(200);

      // The menu: the demo's copy, and a dish of the house with an allergen chosen in its form.
      await op.goto(`${origin}/staff/setup`);
      await op.getByRole('button', { name: 'Copia il menù dimostrativo' }).click();
      await op.getByText('Menù copiato: modificalo nella gestione menù.').waitFor();
      await expect.poll(async () => text(step('Un menù con almeno un prodotto'))).toContain('Fatto');
      await step('Un menù con almeno un prodotto').getByRole('link', { name: /Vai$/ }).click();
      const pizze = op.getByRole('region', { name: 'Pizze' });
      await pizze.getByRole('button', { name: 'Nuovo prodotto' }).click();
      const form = op.getByRole('dialog', { name: 'Nuovo prodotto' });
      await form.getByLabel('Nome').fill(DISH);
      await form.getByLabel('Prezzo (€)').fill('9');
      await form.getByRole('group', { name: 'Allergeni' }).getByLabel('Lupini', { exact: true }).check();
      await screenshot(op, 'new-restaurant-from-nothing-dish-allergen');
      await form.getByRole('button', { name: 'Salva' }).click();
      await form.waitFor({ state: 'detached' });
      await pizze.locator('.product-row', { hasText: DISH }).waitFor();

      // The legal texts the diners' consent boxes open, on the brand screen.
      await op.goto(`${origin}/staff/setup`);
      await step('Informativa privacy e condizioni del servizio').getByRole('link', { name: /Vai$/ }).click();
      await op.getByRole('heading', { level: 1, name: 'Brand e dati legali' }).waitFor();
      await op.getByLabel('Ragione sociale').fill('Osteria Nuova srl');
      await op.getByLabel('Informativa sulla privacy').fill('Trattiamo i tuoi dati solo per ordini e prenotazioni.');
      await op.getByLabel('Condizioni del servizio').fill('Gli ordini al tavolo si pagano alla cassa.');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').first().waitFor();
      await screenshot(op, 'new-restaurant-from-nothing-legal');

      // Bookings: a dinner band with places.
      await op.goto(`${origin}/staff/setup`);
      const bookingStep = step('Prenotazioni online attive');
      expect(await text(bookingStep)).toContain('Da fare');
      await bookingStep.getByRole('link', { name: /Vai$/ }).click();
      await waitForPath(op, new RegExp(`/staff/venues/${seatWebId}/booking$`));
      const bookings = op.getByRole('region', { name: 'Prenotazioni online' });
      await bookings.getByText('Questa sede non accetta prenotazioni online').waitFor();
      await op.getByLabel('Nome della cucina').fill('Sala');
      await op.getByRole('button', { name: 'Aggiungi fascia' }).click();
      const band = op.getByRole('group', { name: 'Fascia 1' });
      await band.getByLabel('Dalle', { exact: true }).fill('19:00');
      await band.getByLabel('Alle', { exact: true }).fill('22:00');
      await band.getByLabel('Orari prenotabili (separati da virgola)').fill('19:00, 19:30, 20:00, 20:30');
      await band.getByLabel('Posti', { exact: true }).fill('16');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      // 'Prenotazione tavoli', ticked on the venue, is the switch itself: with a band saved, the
      // venue takes bookings, and the switch offers to turn them off.
      await bookings.getByText('Le prenotazioni online sono attive: i clienti possono prenotare un tavolo.').waitFor();
      expect(await bookings.getByRole('button', { name: 'Disattiva le prenotazioni', exact: true }).isVisible()).toBe(
        true,
      );
      await screenshot(op, 'new-restaurant-from-nothing-bookings-on');

      // Tables: table 12 and its QR link.
      await op.goto(`${origin}/staff/setup`);
      const tablesStep = step('Tavoli e codici QR');
      expect(await text(tablesStep)).toContain('Da fare');
      await tablesStep.getByRole('link', { name: /Vai$/ }).click();
      await op.getByRole('heading', { name: 'Tavoli e codici QR' }).waitFor();
      await op.getByLabel('Numero del tavolo').fill('12');
      await op.getByRole('button', { name: 'Aggiungi tavolo' }).click();
      const qr = op.getByTestId('qr-12');
      await qr.locator('img').waitFor();
      tableLink = (await qr.getByRole('link').getAttribute('href')) ?? '';
      expect(tableLink).toMatch(
        new RegExp(`^${origin}/main/menu\\?company=${COMPANY}&seatWebId=${seatWebId}&menuWebId=\\d+&table=12$`),
      );
      await screenshot(op, 'new-restaurant-from-nothing-tables');

      // Every step done: back through the navigation (no reload), the checklist reads its steps
      // again and says the restaurant is ready.
      await op
        .getByRole('navigation', { name: 'Gestione' })
        .getByRole('link', { name: /^Configurazione/ })
        .click();
      await op.getByText('Tutto pronto: i clienti possono ordinare.').waitFor();
      const names = [
        'Dati dell’azienda',
        'Informativa privacy',
        'Una prima sede',
        'Orari di servizio',
        'Un menù',
        'Metodi di pagamento',
        'Tavoli e codici QR',
        'Prenotazioni online',
      ];
      for (const name of names) expect(await text(step(name)), name).toContain('Fatto');
      expect(await steps.getByRole('listitem').count()).toBe(names.length);
      await screenshot(op, 'new-restaurant-from-nothing-checklist-done');
    });
    await owner.context.close();
    // The whole set-up through screens, with axe on each one: longer than the default minute.
  }, 240_000);

  it('a diner books a table at the new venue and confirms it from the phone', async () => {
    expect(seatWebId, 'the set-up journey made the venue').toBeGreaterThan(0);
    const origin = harness.server.origin;
    const phone = '333 765 4321';
    const { context, page } = await newBookingPage(harness.browser, IPHONE);
    await journey(page, 'new-restaurant-from-nothing-booking', async () => {
      await page.goto(`${origin}/?company=${COMPANY}`);
      const card = page.getByTestId(`order-type-card-${BOOKING}`);
      await card.waitFor();
      await card.getByRole('button', { name: 'Continua' }).click();
      await waitForPath(page, /\/main\/book-table$/);
      await page.getByRole('heading', { name: 'Prenota un tavolo' }).waitFor();
      expect(await page.getByText(/E2KTable|non accetta prenotazioni/).count()).toBe(0);
      await page.getByTestId('booking-day').selectOption({ label: 'domani' });
      await page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      await chooseBand(page, 'Cena 19:00');
      await page.getByTestId('booking-time').selectOption('20:00');
      await page.getByTestId('booking-name').fill('Luca Neri');
      await page.getByRole('radio', { name: 'Telegram' }).check();
      await page.getByTestId('booking-phone').fill(phone);
      await screenshot(page, 'new-restaurant-from-nothing-book-table');
      await page.getByTestId('booking-submit').click();
      await page.getByTestId('booking-info-modal').getByRole('button', { name: 'Continua' }).click();
      await page.getByText('In attesa della conferma con Telegram...').waitFor();

      const [reservation] = await storedReservations(page);
      expect(reservation).toMatchObject({ orari: '20:00', quanti: 2 });
      expect((await simulateMessage(origin, 'telegram', `+39 ${phone}`, `tt ${reservation.id}`)).outcome).toBe(
        'verified',
      );
      await waitForPath(page, /\/main\/confirm-reservation$/);
      await page.getByRole('heading', { name: 'Prenotazione confermata!' }).waitFor();
      expect(await text(page.getByTestId('confirmed-reservation'))).toContain('20:00');
      await screenshot(page, 'new-restaurant-from-nothing-booking-confirmed');
    });
    await context.close();
  });

  it('table 12 orders from its QR link; a rejected order’s link says so; a pause shows on the home', async () => {
    expect(tableLink, 'the set-up journey made table 12').not.toBe('');
    const origin = harness.server.origin;
    const staff = await newPage(harness.browser, DESKTOP);
    const board = staff.page;
    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'new-restaurant-from-nothing-service', async () => {
      await ownerSignsIn(board, origin);
      await board.goto(`${origin}/staff/venues/${seatWebId}/orders`);
      await board.getByText('In diretta').waitFor();

      // Table 12's QR code: the dish's information names its allergen; the diner orders it.
      await page.goto(tableLink);
      await openCategory(page, 'Pizze');
      await page.getByRole('button', { name: `Informazioni su ${DISH}` }).click();
      const info = page.getByRole('dialog', { name: DISH });
      expect(await text(info.getByTestId('product-allergens'))).toContain('Lupini');
      await screenshot(page, 'new-restaurant-from-nothing-dish-info');
      await info.getByRole('button', { name: 'Chiudi' }).first().click();
      await info.waitFor({ state: 'detached' });
      await productButton(page, DISH).click();
      await page.getByRole('heading', { level: 1, name: DISH }).waitFor();
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      await page.getByRole('heading', { level: 1, name: DISH }).waitFor({ state: 'detached' });
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(page, /\/login$/);
      await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
      await waitForPath(page, /\/main\/questions$/);
      expect(await text(page.getByTestId('order-table'))).toBe('Tavolo 12');
      await page.getByLabel('Il tuo nome').fill('Luca');
      await page.getByLabel('Sala').selectOption({ label: 'Dehors' });
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla cassa').check();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const tableOrder = /order-summary\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];
      expect(await text(page.getByTestId('order-table'))).toBe('Tavolo 12');
      const status = page.getByTestId('order-live-status');
      await status.getByText('Da confermare: il personale lo conferma al tavolo').waitFor();
      await screenshot(page, 'new-restaurant-from-nothing-table-summary');

      // The board card, table 12 in large type; its kitchen ticket too (the print view).
      const card = board.locator('article').filter({ hasText: `Ordine n. ${tableOrder}` });
      await card.waitFor();
      expect(await text(card.getByLabel('Tavolo 12'))).toBe('Tavolo 12');
      expect(await text(card)).toContain(`1 x ${DISH}`);
      expect(await text(card.getByTestId('stage'))).toBe('Da confermare');
      await screenshot(board, 'new-restaurant-from-nothing-board');
      // The browser's print dialog is not ours to drive: count the call, keep the ticket on.
      await board.evaluate(() => {
        const w = window as unknown as { printed: number; print: () => void };
        w.printed = 0;
        w.print = () => void w.printed++;
      });
      await card.getByRole('button', { name: 'Stampa', exact: true }).click();
      await expect.poll(() => board.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await board.emulateMedia({ media: 'print' });
      const ticket = board.locator('.kitchen-ticket');
      await ticket.waitFor();
      expect(await text(ticket.locator('.kt-table'))).toBe('Tavolo 12');
      expect(await text(ticket)).toContain(`Ordine n. ${tableOrder}`);
      expect(await text(ticket)).toContain(`1 x ${DISH}`);
      await screenshot(board, 'new-restaurant-from-nothing-kitchen-ticket');
      await board.emulateMedia({ media: 'screen' });
      await card.getByRole('button', { name: 'Conferma al tavolo' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Nuovo');
      await status.getByText('Confermato').waitFor();

      // An anonymous takeaway paid at pick-up waits for its e-mail link; the staff reject it.
      const takeaway = await newPage(harness.browser, MOBILE);
      const tp = takeaway.page;
      const email = 'cliente.asporto@osteria-nuova.test';
      const takeawayOrder = await firstTakeawayPaidAtPickUp(tp, origin, COMPANY, {
        name: 'Giulia Bianchi',
        email,
        phone: '+39 333 1234567',
      });
      await expect
        .poll(async () => (await outbox(origin, email)).some((m) => m.subject.startsWith('Conferma il tuo ordine')))
        .toBe(true);

      const rejected = board.locator('article').filter({ hasText: `Ordine n. ${takeawayOrder}` });
      await rejected.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      await rejected.getByLabel('Motivo del rifiuto').fill('Forno guasto');
      await rejected.getByRole('button', { name: 'Conferma rifiuto' }).click();
      await expect.poll(() => text(rejected.getByTestId('stage'))).toBe('Rifiutato');

      // The link mailed before the rejection lands on the rejection, with its reason.
      const mail = (await outbox(origin, email)).find((m) => m.subject.startsWith('Conferma il tuo ordine'));
      const confirmLink = mail?.links.find((l) => l.includes('/order-confirmed/'));
      expect(confirmLink).toBeTruthy();
      await tp.goto(confirmLink!);
      await tp.getByRole('heading', { level: 1, name: 'Ordine rifiutato' }).waitFor();
      const outcome = tp.getByTestId('confirmation-outcome');
      expect(await text(outcome)).toContain('rifiutato');
      expect(await text(outcome)).toContain('Motivo: Forno guasto');
      await screenshot(tp, 'new-restaurant-from-nothing-rejected-link');
      expect(await text(rejected.getByTestId('stage'))).toBe('Rifiutato');
      await takeaway.context.close();

      // The staff pause online orders: the diners' home says so, with the reason.
      await board.getByRole('button', { name: 'Pausa ordini' }).click();
      await board.getByLabel('Minuti').fill('30');
      await board.getByLabel('Motivo (visibile ai clienti)').fill('Cucina piena');
      await board.getByRole('button', { name: 'Metti in pausa' }).click();
      await board.getByRole('button', { name: 'Riprendi gli ordini' }).waitFor();
      await screenshot(board, 'new-restaurant-from-nothing-board-paused');
      await page.goto(`${origin}/?company=${COMPANY}`);
      const pause = page.getByTestId('ordering-pause');
      await pause.getByText('Motivo: Cucina piena').waitFor();
      // One venue: the notice needs no venue name.
      expect(await text(pause)).toMatch(/^Ordini online in pausa/);
      await screenshot(page, 'new-restaurant-from-nothing-home-paused');
    });
    await staff.context.close();
    await diner.context.close();
    // Three diners' and the staff's screens, with axe on each one: longer than the default minute.
  }, 240_000);
});
