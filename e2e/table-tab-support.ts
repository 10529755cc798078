// Steps of the shared tab journeys (docs/table-tab.md), kept here so the split-bill journey
// reuses them: phones open table 12's QR link of the demo, join under a name, add dishes to the
// shared cart and send a round; the kitchen opens Tavola Centro's board.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOBILE, newPage, text, waitForPath } from './ordering-support';

/** The QR code of the demo's Tavola Centro, table 12, on the à la carte menu. */
export function tableQrLink(origin: string, table = 12): string {
  return `${origin}/main/menu?company=demo&seatWebId=1&menuWebId=1&table=${table}`;
}

/** A phone (its own browser context) that scans the table's QR code and joins under `name`. */
export async function phoneJoins(
  browser: Browser,
  origin: string,
  name: string,
  table = 12,
  beforeJoin?: (page: Page) => Promise<void>,
): Promise<Page> {
  const { page } = await newPage(browser, MOBILE);
  await page.goto(tableQrLink(origin, table));
  await waitForPath(page, /\/main\/table-tab$/);
  await page.getByRole('heading', { name: `Tavolo ${table}` }).waitFor();
  await page.getByLabel('Il tuo nome').fill(name);
  await beforeJoin?.(page);
  await page.getByRole('button', { name: 'Entra nel conto del tavolo' }).click();
  await waitForPath(page, /\/main\/table-tab\/live$/);
  await page.getByTestId('tab-participants').getByText(`${name} (tu)`).waitFor();
  // The live stream is open: what the others do now reaches this phone.
  await page.getByTestId('tab-live-badge').getByText('Aggiornato in tempo reale').waitFor();
  return page;
}

/** Adds a dish of the tab's menu to the shared cart, with options chosen by `choose` on its form. */
export async function addDish(
  page: Page,
  dish: string,
  choose?: (form: ReturnType<Page['locator']>) => Promise<void>,
): Promise<void> {
  const row = page.getByTestId('tab-product').filter({ has: page.getByText(dish, { exact: true }) });
  await row.getByRole('button', { name: `Aggiungi ${dish}` }).click();
  const form = row.locator('form');
  await form.waitFor();
  await choose?.(form);
  const lines = await page.getByTestId('tab-cart-line').count();
  await form.getByRole('button', { name: 'Aggiungi al carrello del tavolo' }).click();
  await expect.poll(() => page.getByTestId('tab-cart-line').count()).toBe(lines + 1);
}

/** Sends the shared cart as a round; answers the order number the phone is told. */
export async function sendRound(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Invia il giro' }).click();
  const sent = page.getByText(/Giro inviato in cucina: ordine n\. \d+/);
  await sent.waitFor();
  return Number(/n\. (\d+)/.exec(await text(sent))![1]);
}

/** The kitchen (demo staff) on Tavola Centro's order board. */
export async function kitchenBoard(browser: Browser, origin: string): Promise<Page> {
  const { page } = await newPage(browser, { width: 1280, height: 900 });
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('E-mail').fill('cucina@demo.tavola.test');
  await page.getByLabel('Password').fill('cucina123');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('link', { name: 'Tavola Centro — Ordini' }).click();
  await waitForPath(page, /\/staff\/venues\/1\/orders$/);
  await page.getByText('In diretta').waitFor();
  return page;
}

/** The owner switches Tavola Centro's shared tab on or off (Back office → Sedi, through its API). */
export async function switchTableTab(browser: Browser, origin: string, on: boolean): Promise<void> {
  const { context, page } = await newPage(browser);
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
  await page.getByLabel('Password').fill('titolare1');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname !== '/staff/sign-in');
  const status = await page.evaluate(async (tableTabEnabled) => {
    const venues = (await (await fetch('/api/staff/venues')).json()) as Array<Record<string, unknown>>;
    const { seatWebId: _id, latitude: _lat, longitude: _lng, ...form } = venues.find((v) => v.seatWebId === 1)!;
    const res = await fetch('/api/staff/venues/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, tableTabEnabled }),
    });
    return res.status;
  }, on);
  expect(status).toBe(200);
  await context.close();
}
