// Hours and booking capacity (with the per-slot cap field): the owner edits the
// venue's hours and capacity on the back-office screens and the diner's app follows at once.
// 1. The owner closes Tavola Navigli (round-the-clock kitchen) on the day after tomorrow: the
//    diner choosing takeaway is not offered that day.
// 2. The owner adds a 16:00 band at Tavola Isola and a diner books it.
// 3. The owner gives takeaway at Tavola Navigli its own hours (12:00-13:00, 30-minute slots,
//    most orders per slot set on the same screen): the diner's slots for tomorrow follow.
// 4. The owner gives Tavola Centro special hours tomorrow (takeaway only, 10:00-11:00): the
//    diner is offered exactly those slots that day, not the weekly lunch.
// Dates are computed on the venue's clock (Europe/Rome), so the journeys pass at any hour.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  DESKTOP as BOOKING_DESKTOP,
  chooseBand,
  newBookingPage,
  nextDays,
  openBookTable,
  storedReservations,
} from './booking-support';
import { chooseOrderType, MOBILE, newPage, takeawayToTimeSelection, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

/** 'YYYY-MM-DD' in Rome, `offset` days from today. */
function romeDate(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

async function ownerSignsIn(page: Page, origin: string) {
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('Codice del ristorante').fill('demo');
  await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
  await page.getByLabel('Password').fill('titolare1');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

async function dayOptions(page: Page): Promise<string[]> {
  const select = page.getByLabel('Giorno');
  await select.waitFor();
  return select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

/** The diner orders takeaway at a venue for a date, up to the time selection: the slots offered. */
async function dinerTakeawaySlots(
  dp: Page,
  origin: string,
  venue: string,
  date: string,
  expectedHours: string,
): Promise<() => Promise<string[]>> {
  await takeawayToTimeSelection(dp, origin, venue, async () => {
    await dp.getByLabel('Giorno').selectOption(date);
    await expect.poll(() => dp.getByTestId('opening-hours').textContent()).toBe(expectedHours);
  });
  // The slots arrive from the server after the page shows.
  return () =>
    dp
      .getByLabel('Orario')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
}

describe('back office, hours and booking capacity', () => {
  it('1. a closure on a date: the diner is offered no slot that day', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const diner = await newPage(harness.browser, MOBILE);
    const closed = romeDate(2);
    await journey(owner.page, 'venue-hours-closure', async () => {
      await chooseOrderType(diner.page, origin, 1, 'Tavola Navigli');
      await waitForPath(diner.page, /\/main\/day-selection$/);
      expect(await dayOptions(diner.page)).toContain(closed);

      const op = owner.page;
      await ownerSignsIn(op, origin);
      // From the venue list to the venue's hours.
      await op.getByRole('link', { name: 'Tavola Navigli — Orari' }).click();
      await op.getByRole('heading', { name: 'Orari — Tavola Navigli' }).waitFor();
      await op.getByRole('button', { name: 'Aggiungi chiusura' }).click();
      await op.getByRole('group', { name: 'Chiusura 1' }).getByLabel('Data', { exact: true }).fill(closed);
      await op.getByLabel('Nota (facoltativa)').fill('Inventario');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      await screenshot(op, 'venue-hours-closure');

      await chooseOrderType(diner.page, origin, 1, 'Tavola Navigli');
      await waitForPath(diner.page, /\/main\/day-selection$/);
      const days = await dayOptions(diner.page);
      expect(days).not.toContain(closed);
      expect(days).toContain(romeDate(1));
      await screenshot(diner.page, 'venue-hours-closure-diner');
    });
    await owner.context.close();
    await diner.context.close();
  });

  it('2. a new booking band: a diner books it', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const { context, page } = await newBookingPage(harness.browser, BOOKING_DESKTOP);
    await journey(owner.page, 'venue-booking-band', async () => {
      const op = owner.page;
      await ownerSignsIn(op, origin);
      await op.goto(`${origin}/staff/venues/3/booking`);
      await op.getByRole('heading', { name: 'Capacità prenotazioni — Tavola Isola' }).waitFor();
      await op.getByRole('button', { name: 'Aggiungi fascia' }).click();
      const band = op.getByRole('group', { name: 'Fascia 4' });
      await band.getByLabel('Dalle', { exact: true }).fill('16:00');
      await band.getByLabel('Alle', { exact: true }).fill('18:00');
      await band.getByLabel('Orari prenotabili (separati da virgola)').fill('16:00, 16:30, 17:00');
      await band.getByLabel('Posti', { exact: true }).fill('8');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      await screenshot(op, 'venue-booking-band');

      const day = (await nextDays(origin, 'demo-isola')).find((d) => d.description !== 'oggi')!;
      await openBookTable(page, origin, 'Tavola Isola');
      await page.getByTestId('booking-day').selectOption(day.data);
      await page.getByTestId('booking-people').selectOption({ label: '2 persone' });
      await chooseBand(page, 'Cena 16:00');
      await page.getByTestId('booking-time').selectOption('16:30');
      await page.getByTestId('booking-name').fill('Marta Bianchi');
      await page.getByTestId('booking-phone').fill('0039 333 444 5555');
      await page.getByTestId('booking-submit').click();
      await expect.poll(async () => (await storedReservations(page)).length).toBe(1);
      expect((await storedReservations(page))[0]).toMatchObject({ data: day.data, orari: '16:30', quanti: 2 });
    });
    await owner.context.close();
    await context.close();
  });

  it('3. new takeaway hours: the diner’s slots follow', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const diner = await newPage(harness.browser);
    const tomorrow = romeDate(1);
    await journey(owner.page, 'venue-hours-takeaway', async () => {
      const op = owner.page;
      await ownerSignsIn(op, origin);
      await op.goto(`${origin}/staff/venues/2/hours`);
      await op.getByRole('heading', { name: 'Orari — Tavola Navigli' }).waitFor();
      // The round-the-clock window keeps delivery only; takeaway gets its own lunch window.
      await op.getByRole('group', { name: 'Fascia 1' }).getByLabel('Asporto', { exact: true }).uncheck();
      await op.getByRole('button', { name: 'Aggiungi fascia' }).click();
      const takeaway = op.getByRole('group', { name: 'Fascia 2' });
      await takeaway.getByLabel('Nome', { exact: true }).fill('Asporto pranzo');
      await takeaway.getByLabel('Dalle', { exact: true }).fill('12:00');
      await takeaway.getByLabel('Alle', { exact: true }).fill('13:00');
      await takeaway.getByLabel('Minuti per turno', { exact: true }).fill('30');
      await takeaway.getByLabel('Ordini massimi per turno', { exact: true }).fill('2');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      expect(await op.getByTestId('weekly-takeaway').textContent()).toBe('Da Lunedì a Domenica: 12:00 - 13:00');
      await screenshot(op, 'venue-hours-takeaway');

      const dp = diner.page;
      const slots = await dinerTakeawaySlots(dp, origin, 'Tavola Navigli', tomorrow, '12:00 - 13:00');
      await expect.poll(slots).toEqual(['12:00', '12:30']);
      await screenshot(dp, 'venue-hours-takeaway-diner');
    });
    await owner.context.close();
    await diner.context.close();
  });

  it('4. special hours on a date: the diner is offered exactly those slots that day', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const diner = await newPage(harness.browser, MOBILE);
    const tomorrow = romeDate(1);
    await journey(owner.page, 'venue-hours-special', async () => {
      const op = owner.page;
      await ownerSignsIn(op, origin);
      await op.goto(`${origin}/staff/venues/1/hours`);
      await op.getByRole('heading', { name: 'Orari — Tavola Centro' }).waitFor();
      await op.getByText('Nessun orario speciale.').waitFor();
      await op.getByRole('button', { name: 'Aggiungi orario speciale' }).click();
      const special = op.getByRole('group', { name: 'Orario speciale 1' });
      // Saving without a date names the field.
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await special.getByText('Data non valida').waitFor();
      await special.getByLabel('Data', { exact: true }).fill(tomorrow);
      await special.getByLabel('Nome', { exact: true }).fill('Vigilia');
      await special.getByLabel('Dalle', { exact: true }).fill('10:00');
      await special.getByLabel('Alle', { exact: true }).fill('11:00');
      await special.getByLabel('Minuti per turno', { exact: true }).fill('30');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      // After the save the screen shows the saved special hours again (read back from the server).
      expect(
        await op.getByRole('group', { name: 'Orario speciale 1' }).getByLabel('Data', { exact: true }).inputValue(),
      ).toBe(tomorrow);
      await screenshot(op, 'venue-hours-special');
      await op.setViewportSize({ width: 390, height: 844 });
      await screenshot(op, 'venue-hours-special-phone');
      await op.goto(`${origin}/staff/venues/3/booking`);
      await op.getByRole('heading', { name: 'Capacità prenotazioni — Tavola Isola' }).waitFor();
      await op.getByRole('group', { name: 'Fascia 1' }).waitFor();
      await screenshot(op, 'venue-booking-phone');

      const dp = diner.page;
      const slots = await dinerTakeawaySlots(dp, origin, 'Tavola Centro', tomorrow, '10:00 - 11:00');
      await expect.poll(slots).toEqual(['10:00', '10:30']);
      await screenshot(dp, 'venue-hours-special-diner');
    });
    await owner.context.close();
    await diner.context.close();
  });
});
