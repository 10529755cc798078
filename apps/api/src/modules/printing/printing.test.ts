// Kitchen printing end to end on the API: printers of a venue, jobs written with the order,
// tickets received by a fake network printer (the bytes decoded back to text), a printer that
// is off keeping its tickets and printing each once when back, two workers on one database
// never printing one job twice, category routing, rounds, and who may manage printers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { bookingBands, orderDetails, printJobs, tableReservations } from '../../db/schema';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import {
  demoLines,
  margheritaLine,
  NOW,
  save,
  takeawayOrder,
  TODAY,
  type DemoLines,
} from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { enqueueTextPrint } from './index';
import { FakePrinter } from './printing-test-helpers';
import { listOrderJobs } from './printing-repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Staff = Awaited<ReturnType<typeof createSignedInStaff>>;
// The timer's runs would race the test's own: the tests drain by hand.
const env = { PRINT_POLL_SECONDS: '3600', PRINT_TIMEOUT_SECONDS: '3', RATE_LIMIT_MAIL_MAX: '500' };

let t: TestApp;
let l: DemoLines;
let owner: Staff;
let water: { productWebId: number };
let categories: { menuClassifierId: number; name: string; menuName: string }[];
const kitchen = new FakePrinter();
const bar = new FakePrinter();

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
  water = await (await import('../../test/ordering-fixtures')).productOn(t.db, 3, 'Acqua naturale 75 cl');
  await kitchen.start();
  await bar.start();
  const res = await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/printers', headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  categories = res.json().categories;
});
afterAll(async () => {
  await kitchen.stop();
  await bar.stop();
  await t?.close();
});

const printerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cucina',
  address: '127.0.0.1',
  port: kitchen.port,
  paperWidth: 80,
  copies: 1,
  printNewOrders: true,
  printAcceptedOrders: false,
  printBookingsOfToday: false,
  menuClassifierIds: [],
  ...overrides,
});
const addPrinter = async (body: object, seatWebId = 2, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: `/api/staff/venues/${seatWebId}/printers`, headers, payload: body });

let emails = 0;
let slots = 0;
function nextSlot() {
  const minutes = 12 * 60 + 15 * (slots++ % 40);
  return `${TODAY}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}
/** A confirmed takeaway at venue 2 (a registered diner paying cash): two Margheritas and a water. */
async function placeOrder(notes = 'Senza cipolla') {
  const diner = await registeredCustomer(t.app, t.db, `stampa${++emails}-${Date.now()}@example.com`, { seatWebId: 2 });
  const water1 = { ...margheritaLine(l, 1, water.productWebId), additiveVariations: [], subtractiveVariations: [] };
  const res = await save(
    t.app,
    diner.token,
    takeawayOrder(l, {
      requestedDateTime: nextSlot(),
      notes,
      details: [margheritaLine(l, 2, l.margherita3.productWebId), water1],
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: number; orderNumber: number };
}

describe('kitchen printing', () => {
  let kitchenId: number;
  let barId: number;

  it('routes drinks to the bar and the rest to the kitchen, with the whole ticket', async () => {
    const drinks = categories.filter((c) => c.menuName && c.name === 'Bevande').map((c) => c.menuClassifierId);
    expect(drinks.length).toBeGreaterThan(0);
    const food = categories.map((c) => c.menuClassifierId).filter((id) => !drinks.includes(id));
    const k = await addPrinter(printerBody({ menuClassifierIds: food }));
    expect(k.statusCode, k.body).toBe(201);
    kitchenId = k.json().printerId;
    const b = await addPrinter(printerBody({ name: 'Bar', port: bar.port, paperWidth: 58, menuClassifierIds: drinks }));
    expect(b.statusCode, b.body).toBe(201);
    barId = b.json().printerId;

    const order = await placeOrder();
    const jobs = await listOrderJobs(t.db, order.orderId);
    expect(jobs.map((j) => [j.printerId, j.kind, j.status])).toEqual([
      [kitchenId, 'new-order', 'pending'],
      [barId, 'new-order', 'pending'],
    ]);
    expect(await t.app.printing.drain()).toBe(2);

    const [ticket] = await kitchen.waitForTickets(`Ordine n. ${order.orderNumber}`);
    expect(ticket).toContain('Tavola Navigli');
    expect(ticket).toContain('Asporto - ore 12:');
    expect(ticket).toContain('Nome: Mario Rossi');
    expect(ticket).toContain('2 x Margherita');
    expect(ticket).toContain('+ Mozzarella di bufala campana DOP');
    expect(ticket).toContain('- Basilico fresco');
    expect(ticket).toContain('Note: Senza cipolla');
    expect(ticket).toMatch(/Citofono Rossi/);
    expect(ticket).toContain('Contanti - Da pagare');
    expect(ticket).not.toContain('Acqua naturale');

    const [drink] = await bar.waitForTickets(`Ordine n. ${order.orderNumber}`);
    expect(drink).toContain('1 x Acqua naturale 75 cl');
    expect(drink).not.toContain('Margherita');
    // 58 mm paper: no printed line is longer than 32 characters.
    expect(Math.max(...drink.split('\n').map((line) => line.length))).toBeLessThanOrEqual(32);
    expect((await listOrderJobs(t.db, order.orderId)).every((j) => j.status === 'printed')).toBe(true);
  });

  it('prints only the new lines of a round added later', async () => {
    const order = await placeOrder();
    await t.app.printing.drain();
    await kitchen.waitForTickets(`Ordine n. ${order.orderNumber}`);
    // Orders do not grow through the diners' API today; a round (a table's tab) inserts lines.
    await t.db.insert(orderDetails).values({
      orderId: order.orderId,
      productWebId: l.marinara3.productWebId,
      quantity: 3,
      description: 'Marinara',
      amountCents: 1800,
    });
    const jobs = await listOrderJobs(t.db, order.orderId);
    const round = jobs.find((j) => j.round === 2);
    expect(round?.printerId).toBe(kitchenId);
    expect(round?.orderDetailIds).toHaveLength(1);
    expect(jobs.filter((j) => j.printerId === barId)).toHaveLength(1);
    await t.app.printing.drain();
    const tickets = await kitchen.waitForTickets(`Ordine n. ${order.orderNumber}`, 2);
    expect(tickets[1]).toContain('Aggiunta (giro 2)');
    expect(tickets[1]).toContain('3 x Marinara');
    expect(tickets[1]).not.toContain('Margherita');
  });

  it('keeps the tickets of a printer that is off, shows it, and prints each once when it is back', async () => {
    await kitchen.stop();
    const first = await placeOrder('Primo');
    const second = await placeOrder('Secondo');
    await t.app.printing.drain();
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/staff/venues/2/printing-status',
      headers: owner.headers,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().unreachable).toEqual([
      expect.objectContaining({ printerId: kitchenId, name: 'Cucina', failedJobs: 1 }),
    ]);
    expect(status.json().unreachable[0].lastError).toContain('Connessione rifiutata');
    const jobs = await listOrderJobs(t.db, second.orderId);
    expect(jobs.find((j) => j.printerId === kitchenId)?.status).toBe('pending');
    // Still off: a retry keeps them.
    const stillOff = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues/2/printing-status/retry',
      headers: owner.headers,
    });
    expect(stillOff.json().unreachable).toHaveLength(1);

    await kitchen.start();
    // Waiting for its back-off, the worker leaves the printer alone.
    expect(await t.app.printing.drain()).toBe(0);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues/2/printing-status/retry',
      headers: owner.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ retried: 1, unreachable: [] });
    await kitchen.waitForTickets(`Ordine n. ${first.orderNumber}`);
    await kitchen.waitForTickets(`Ordine n. ${second.orderNumber}`);
    // Retried and drained again: nothing prints twice.
    await t.app.inject({ method: 'POST', url: '/api/staff/venues/2/printing-status/retry', headers: owner.headers });
    await t.app.printing.drain();
    await kitchen.settled();
    expect(kitchen.ticketsWith(`Ordine n. ${first.orderNumber}`)).toHaveLength(1);
    expect(kitchen.ticketsWith(`Ordine n. ${second.orderNumber}`)).toHaveLength(1);
    // In the order they came.
    expect(kitchen.tickets.findIndex((x) => x.includes(`Ordine n. ${first.orderNumber}`))).toBeLessThan(
      kitchen.tickets.findIndex((x) => x.includes(`Ordine n. ${second.orderNumber}`)),
    );
  });

  it('prints on acceptance for a printer set to, with the estimate', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/venues/2/printers/${barId}`,
      headers: owner.headers,
      payload: printerBody({
        name: 'Bar',
        port: bar.port,
        paperWidth: 58,
        printNewOrders: false,
        printAcceptedOrders: true,
        menuClassifierIds: [],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await placeOrder();
    expect((await listOrderJobs(t.db, order.orderId)).filter((j) => j.printerId === barId)).toHaveLength(0);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/2/orders/${order.orderId}/actions`,
      headers: owner.headers,
      payload: { action: 'accept', estimatedReadyTime: '12:40' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.printing.drain();
    const [ticket] = await bar.waitForTickets(`Ordine n. ${order.orderNumber}`);
    expect(ticket).toContain('Accettato - pronto alle 12:40');
    expect(ticket).toContain('2 x Margherita');
  });

  it('prints text other modules queue (an end-of-day summary) once on every printer of the venue', async () => {
    const { jobs } = await enqueueTextPrint(t.db, {
      seatWebId: 2,
      title: 'Chiusura giornata',
      lines: ['Incasso: 123,50 €', 'Ordini: 7'],
    });
    expect(jobs).toBe(2);
    await t.app.printing.drain();
    expect((await kitchen.waitForTickets('Chiusura giornata'))[0]).toContain('Incasso: 123,50 €');
    expect((await bar.waitForTickets('Chiusura giornata'))[0]).toContain('Ordini: 7');
    expect((await enqueueTextPrint(t.db, { seatWebId: 1, title: 'x', lines: [] })).jobs).toBe(0);
  });

  it('sends a test page at once and says when the printer does not answer', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/2/printers/${kitchenId}/test`,
      headers: owner.headers,
    });
    expect(ok.json()).toEqual({ printed: true, error: null });
    expect((await kitchen.waitForTickets('Stampa di prova'))[0]).toContain('àèéìòù €');
    await bar.stop();
    const down = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/2/printers/${barId}/test`,
      headers: owner.headers,
    });
    expect(down.json().printed).toBe(false);
    expect(down.json().error).toContain('Connessione rifiutata');
    await bar.start();
  });
});

describe('bookings of today', () => {
  it('prints a booking made for the venue’s today, not one for another day', async () => {
    const printer = new FakePrinter();
    await printer.start();
    try {
      const created = await addPrinter(
        printerBody({ name: 'Sala', port: printer.port, printNewOrders: false, printBookingsOfToday: true }),
        1,
      );
      expect(created.statusCode, created.body).toBe(201);
      const [band] = await t.db.select().from(bookingBands).where(eq(bookingBands.seatWebId, 1)).limit(1);
      expect(band).toBeDefined();
      // The trigger reads the database's clock, in the venue's zone.
      const today = venueLocalTime(new Date(), 'Europe/Rome').date;
      const booking = (id: string, day: string) => ({
        reservationId: id,
        seatWebId: 1,
        bandId: band.bandId,
        day,
        startTime: band.startTime,
        endTime: band.endTime,
        time: band.startTime,
        people: 4,
        name: 'Famiglia Bianchi',
        memo: 'Seggiolone',
        phone: '+393331112222',
        token: `${id}.token`,
      });
      await t.db.insert(tableReservations).values([booking('OGGI2345', today), booking('DOMANI23', '2099-01-01')]);
      await t.app.printing.drain();
      const [ticket] = await printer.waitForTickets('Prenotazione di oggi');
      expect(ticket).toContain(`ore ${band.startTime} - 4 persone`);
      expect(ticket).toContain('Nome: Famiglia Bianchi');
      expect(ticket).toContain('Note: Seggiolone');
      expect(ticket).toContain('OGGI2345');
      await printer.settled();
      expect(printer.ticketsWith('DOMANI23')).toHaveLength(0);
    } finally {
      await printer.stop();
    }
  });
});

describe('two API instances on one database', () => {
  it('never print one job twice', async () => {
    const printer = new FakePrinter();
    await printer.start();
    const opened = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : null;
    const second = await createTestApp({
      now: () => NOW,
      env,
      database: { db: opened?.db ?? t.db, close: async () => {} },
    });
    try {
      const created = await addPrinter(printerBody({ name: 'Pass', port: printer.port }), 1);
      expect(created.statusCode, created.body).toBe(201);
      const printerId = created.json().printerId as number;
      for (let i = 0; i < 30; i++)
        await enqueueTextPrint(t.db, { seatWebId: 1, printerIds: [printerId], title: `Biglietto ${i}.`, lines: [] });
      const [a, b] = await Promise.all([t.app.printing.drain(), second.app.printing.drain()]);
      expect(a + b).toBeGreaterThanOrEqual(30);
      for (let i = 0; i < 30; i++) expect(await printer.waitForTickets(`Biglietto ${i}.`)).toHaveLength(1);
      await printer.settled();
      expect(printer.tickets).toHaveLength(30);
      const rows = await t.db.select().from(printJobs).where(eq(printJobs.printerId, printerId));
      expect(rows.every((r) => r.status === 'printed' && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await opened?.close();
      await printer.stop();
    }
  });
});

describe('who may manage printers', () => {
  it('lets owners and the venue’s managers in, and keeps everyone else out', async () => {
    const manager2 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] });
    const manager1 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
    const staff2 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/printers', headers: manager2.headers }))
        .statusCode,
    ).toBe(200);
    expect((await addPrinter(printerBody({ name: 'Forno' }), 2, manager2.headers)).statusCode).toBe(201);
    // Another venue's manager: 403; the venue's kitchen staff: 403 for the printers, 200 for the board's status.
    for (const member of [manager1, staff2]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/printers', headers: member.headers }))
          .statusCode,
      ).toBe(403);
      expect((await addPrinter(printerBody(), 2, member.headers)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/printing-status', headers: staff2.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/staff/venues/2/printing-status/retry',
          headers: manager1.headers,
        })
      ).statusCode,
    ).toBe(403);
    // Another company: the venue does not exist for them.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/printers', headers: otherOwner.headers }))
        .statusCode,
    ).toBe(404);
    // A printer of venue 2 cannot be reached through venue 1.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/printers', headers: owner.headers })
    ).json();
    const id = list.printers[0].printerId;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/venues/1/printers/${id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a clear 400', async () => {
    const bad = await addPrinter(printerBody({ address: 'http://printer/', port: 70000, paperWidth: 72, copies: 9 }));
    expect(bad.statusCode).toBe(400);
    const foreign = await addPrinter(printerBody({ menuClassifierIds: [999999] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('INVALID_CATEGORY');
  });
});

describe('a printer’s language', () => {
  it('prints an English printer’s tickets in English and refuses a language it does not know', async () => {
    const printer = new FakePrinter();
    await printer.start();
    try {
      const unknown = await addPrinter(printerBody({ name: 'Pass', port: printer.port, language: 'de' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields?.[0]?.path ?? unknown.body).toContain('language');
      // Without a language a printer takes the company's default language (the demo's: Italian).
      const italian = await addPrinter(printerBody({ name: 'Forno', port: printer.port, printNewOrders: false }));
      expect(italian.json().language).toBe('it');
      const created = await addPrinter(printerBody({ name: 'Pass', port: printer.port, language: 'en' }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().language).toBe('en');
      const printerId = created.json().printerId as number;
      // A change that does not name the language keeps it.
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/venues/2/printers/${printerId}`,
        headers: owner.headers,
        payload: printerBody({ name: 'Pass', port: printer.port, copies: 1 }),
      });
      expect(changed.json().language).toBe('en');

      const order = await placeOrder('No onion');
      await t.app.printing.drain();
      const [ticket] = await printer.waitForTickets(`Order no. ${order.orderNumber}`);
      expect(ticket).toMatch(/Takeaway - at \d\d:\d\d/);
      expect(ticket).toContain('Name: Mario Rossi');
      expect(ticket).toContain('2 x Margherita');
      expect(ticket).toContain('+ Mozzarella di bufala campana DOP');
      expect(ticket).toContain('Notes: No onion');
      expect(ticket).toMatch(/Cash - To pay - €\d+\.\d\d/);
      for (const italianWord of ['Ordine', 'Asporto', 'Nome:', 'Note:', 'Contanti', 'Da pagare'])
        expect(ticket).not.toContain(italianWord);
      // The same order on the venue's Italian kitchen printer stays in Italian.
      expect((await kitchen.waitForTickets(`Ordine n. ${order.orderNumber}`))[0]).toContain('Note: No onion');

      // Text from other modules, in each printer's language.
      await enqueueTextPrint(t.db, {
        seatWebId: 2,
        printerIds: [printerId],
        text: (language) => ({ title: language === 'en' ? 'End of day' : 'Chiusura giornata', lines: [] }),
      });
      await t.app.printing.drain();
      await printer.waitForTickets('End of day');
      expect(printer.ticketsWith('Chiusura giornata')).toHaveLength(0);

      const test = await t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/2/printers/${printerId}/test`,
        headers: owner.headers,
      });
      expect(test.json()).toEqual({ printed: true, error: null });
      expect((await printer.waitForTickets('Test print'))[0]).toContain('Printer: Pass');
    } finally {
      await printer.stop();
    }
  });
});
