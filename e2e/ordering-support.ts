// Steps shared by the ordering journeys (spec 000 §2): they drive the UI the way a
// diner does, by roles and labels, with a few test ids where the UI has no better handle.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  // Map tiles and venue embeds come from the internet, which the test machine does not have:
  // refuse them at once instead of waiting for a timeout.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  return { context, page };
}

export async function waitForPath(page: Page, pattern: RegExp) {
  await page.waitForURL((url) => pattern.test(url.pathname), { timeout: 15_000 });
}

/** Home page → the order-type card, venue, Continua. */
export async function chooseOrderType(
  page: Page,
  origin: string,
  orderType: number,
  venueName?: string,
  beforeContinue?: (card: Locator) => Promise<void>,
) {
  await page.goto(`${origin}/?company=demo`);
  const card = page.getByTestId(`order-type-card-${orderType}`);
  await card.waitFor();
  if (venueName) await card.getByLabel('Sede').selectOption({ label: venueName });
  await beforeContinue?.(card);
  await card.getByRole('button', { name: 'Continua' }).click();
}

/** Opens a category of the menu accordion (one open at a time). */
export async function openCategory(page: Page, name: string) {
  // The accordion's header: a long menu also has a category bar with the same names.
  const accordion = page.locator('.classifier-accordion');
  const header = page.locator('.accordion-header').getByRole('button', { name: new RegExp(`^${name}`) });
  const item = accordion.locator('.accordion-item').filter({ has: header });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
  // Bootstrap animates the categories opening and closing: positions settle only after it.
  // aria-expanded changes a frame before the animation starts, so 'nothing collapsing' alone
  // can pass before it begins, and a position read then moves as the other category closes:
  // wait for this category shown, no other one shown, and nothing moving.
  const body = item.locator('.accordion-collapse');
  await expect
    .poll(
      async () =>
        (await body.evaluate((element) => element.classList.contains('show'))) &&
        (await accordion.locator('.accordion-collapse.show').count()) === 1 &&
        (await page.locator('.collapsing').count()) === 0,
    )
    .toBe(true);
}

/** The product row's main button (opens the detail, or the info in the digital menu). */
export function productButton(page: Page, name: string): Locator {
  // The name is the visible name and a hidden hint (', 7,00 €: scegli'); Chromium puts a
  // space between the two.
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} ?, `) });
}

export async function addSimpleProduct(page: Page, category: string, name: string) {
  await openCategory(page, category);
  await productButton(page, name).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'detached' });
}

export async function openCart(page: Page) {
  await page.getByTestId('floating-cart-button').click();
  await page.getByRole('heading', { name: 'Il tuo ordine' }).waitFor();
}

export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The euro amount of a text like '21,00 €'. */
export function euros(value: string): number {
  const match = /(-?\d{1,3}(?:\.\d{3})*,\d{2})/.exec(value);
  if (!match) throw new Error(`No amount in '${value}'`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The session token the page holds for the demo company (session storage, lib/storage.ts). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('Token_demo'));
  if (!token) throw new Error('No session token in the page');
  return JSON.parse(token) as string;
}

/** The customer a session token names (its payload is plain JSON; the signature is the server's). */
export function customerIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { customerId?: number };
  if (!payload.customerId) throw new Error('The session names no customer');
  return payload.customerId;
}

export async function apiGet<T>(origin: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${origin}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The contact-data step ('Come ti possiamo contattare?'). */
export async function fillContactData(page: Page, email: string | null, phone: string) {
  await page.getByRole('heading', { name: 'Come ti possiamo contattare?' }).waitFor();
  if (email != null) await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel('Telefono').fill(phone);
  await page.getByLabel('Sono maggiorenne*').check();
  await page.getByLabel(/informativa sulla privacy/).check();
  await page.getByLabel(/condizioni del servizio/).check();
  await page.getByRole('button', { name: 'Continua', exact: true }).click();
}

/** The login page reached from the cart: e-mail and password. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Accedi' }).waitFor();
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/**
 * Takeaway at a venue, three Margherita (21 €), anonymous, up to the time selection.
 * `onDaySelection` acts on the day screen (choose a date) before ordering starts.
 */
export async function takeawayToTimeSelection(
  page: Page,
  origin: string,
  venue: string,
  onDaySelection?: () => Promise<void>,
) {
  await chooseOrderType(page, origin, 1, venue);
  await waitForPath(page, /\/main\/day-selection$/);
  await onDaySelection?.();
  await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
  await waitForPath(page, /\/main\/menu$/);
  await addSimpleProduct(page, 'Pizze', 'Margherita');
  await openCart(page);
  await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
  await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
  await page.getByRole('button', { name: "Completa l'ordine" }).click();
  await waitForPath(page, /\/login$/);
  await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
  await waitForPath(page, /\/main\/questions$/);
  // The counter calls the diner by this name (required when not signed in).
  await page.getByLabel('Il tuo nome').fill('Mario Rossi');
  await page.getByLabel('Per quante persone?').fill('2');
  await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/time-selection$/);
}

/**
 * Takeaway at a company's only venue (a new restaurant's), one Margherita, anonymous diner
 * `name` with `email`, cash at pick-up: from the home page to the order summary. Returns the
 * order number.
 */
export async function firstTakeawayPaidAtPickUp(
  page: Page,
  origin: string,
  company: string,
  diner: { name: string; email: string; phone: string },
) {
  await page.goto(`${origin}/?company=${company}`);
  const card = page.getByTestId('order-type-card-1');
  await card.waitFor();
  await card.getByRole('button', { name: 'Continua' }).click();
  await waitForPath(page, /\/main\/day-selection$/);
  await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
  await waitForPath(page, /\/main\/menu$/);
  await addSimpleProduct(page, 'Pizze', 'Margherita');
  await openCart(page);
  await page.getByRole('button', { name: "Completa l'ordine" }).click();
  await waitForPath(page, /\/login$/);
  await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
  await waitForPath(page, /\/main\/questions$/);
  await page.getByLabel('Il tuo nome').fill(diner.name);
  await page.getByLabel('Per quante persone?').fill('1');
  await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/time-selection$/);
  await page.getByRole('button', { name: 'Continua', exact: true }).click();
  await waitForPath(page, /\/main\/complete-customer-registration$/);
  await fillContactData(page, diner.email, diner.phone);
  await waitForPath(page, /\/main\/payments$/);
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
  return Number(/order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
}

/** Takeaway at Tavola Navigli, three Margherita (21 €), anonymous, up to the payments screen. */
export async function takeawayToPayments(
  page: Page,
  origin: string,
  email: string,
  options: { note?: string; phone?: string; venue?: string } = {},
) {
  await takeawayToTimeSelection(page, origin, options.venue ?? 'Tavola Navigli');
  if (options.note) await page.getByPlaceholder('Lascia una nota ...').fill(options.note);
  await page.getByRole('button', { name: 'Continua', exact: true }).click();
  await waitForPath(page, /\/main\/complete-customer-registration$/);
  await fillContactData(page, email, options.phone ?? '+39 333 7654321');
  await waitForPath(page, /\/main\/payments$/);
}
