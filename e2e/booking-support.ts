// Steps shared by the table-booking journeys: a phone-like or desktop browser, the
// way to the book-table page from the home card, and the booking service's own calls for the
// set-up a diner cannot do from one browser (filling a band, reading availability).
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const IPHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

export interface BookingBrowser {
  context: BrowserContext;
  page: Page;
  /** The messaging links the page opened (Telegram, Whatsapp, ...), in order. */
  openedLinks: string[];
}

export async function newBookingPage(
  browser: Browser,
  device: typeof IPHONE | typeof DESKTOP,
): Promise<BookingBrowser> {
  const context = await browser.newContext({ ...device, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const openedLinks: string[] = [];
  // No internet here: messaging apps' links are answered locally (and recorded), the rest refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    if (/^https:\/\/(t\.me|wa\.me|web\.whatsapp\.com)\//.test(url)) {
      openedLinks.push(url);
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'app di messaggistica' });
    }
    return route.abort();
  });
  const page = await context.newPage();
  return { context, page, openedLinks };
}

/** Home → 'Prenota un tavolo' card → venue → Continua → the book-table page. */
export async function openBookTable(page: Page, origin: string, venueName: string) {
  await page.goto(`${origin}/?company=demo`);
  const card = page.getByTestId('order-type-card-3');
  await card.waitFor();
  await card.getByLabel('Sede').selectOption({ label: venueName });
  await card.getByRole('button', { name: 'Continua' }).click();
  await page.waitForURL((url) => url.pathname === '/main/book-table');
  await page.getByRole('heading', { name: 'Prenota un tavolo' }).waitFor();
}

/** Picks a band by the start of its label (e.g. 'Cena 19:00'). */
export async function chooseBand(page: Page, labelStart: string) {
  const select = page.getByTestId('booking-band');
  await select.waitFor();
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((l) => l.startsWith(labelStart));
  if (!label) throw new Error(`No band '${labelStart}' among ${labels.join(', ')}`);
  await select.selectOption({ label });
}

export interface ReservationJson {
  id: string;
  token: string;
  data: string;
  orari: string;
  quanti: number;
}

export async function storedReservations(page: Page): Promise<ReservationJson[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('e2k_tableReservations') ?? '[]'));
}

export async function nextDays(origin: string, venue: string) {
  const res = await fetch(`${origin}/booking/ProssimiDisponibili?id=${venue}`);
  return (await res.json()).turni as {
    data: string;
    description: string;
    disponibilip: number;
    disponibilic: number;
  }[];
}

export async function addReservation(origin: string, body: Record<string, unknown>) {
  return fetch(`${origin}/booking/AddPrenotazione`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      tavoli: null,
      note: '{"name":"Altro cliente","memo":"","flag":false}',
      phone: '+393330009999',
      id: '',
      ...body,
    }),
  });
}

export async function simulateMessage(
  origin: string,
  channel: 'telegram' | 'whatsapp' | 'sms',
  from: string,
  text: string,
) {
  const res = await fetch(`${origin}/dev/booking-messages/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel, from, text }),
  });
  return (await res.json()) as { status: number; outcome: string; reply: string };
}
