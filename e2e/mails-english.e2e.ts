// An English diner's mails are English: a diner who arrives straight at an /en/ address (no
// language picked in the dropdown) registers and gets the confirmation mail in English, whose
// link, on this local host, carries no language prefix; then orders at the table and gets the
// order summary in English, and the restaurant's acceptance in English too. An anonymous English
// diner's cash takeaway gets the confirmation link in English; the link names the venue
// (seatWebId), carries no language prefix here, and still confirms the order.
import { describe, expect, it } from 'vitest';
import { lastMailTo, openSidePanel } from './support/accounts';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { MOBILE, newPage, openCategory, productButton, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

/** The restaurant accepts an order through the staff API, as the board's 'Accetta' does. */
async function acceptAsStaff(origin: string, orderId: number, estimatedReadyTime: string) {
  const signIn = await fetch(`${origin}/api/staff/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ company: 'demo', email: 'titolare@demo.tavola.test', password: 'titolare1' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  // The order's venue is the one whose board knows it.
  for (const seatWebId of [1, 2, 3]) {
    const res = await fetch(`${origin}/api/staff/venues/${seatWebId}/orders/${orderId}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ action: 'accept', estimatedReadyTime }),
    });
    if (res.status === 200) return;
  }
  throw new Error(`order ${orderId} not on any board`);
}

describe("an English diner's mails", () => {
  it('registration and order mails are in English for a diner of a direct /en/ address', async () => {
    const origin = harness.server.origin;
    const email = `english.${Date.now()}@example.com`;
    const password = 'Secret123';
    const { page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'mails-english', async () => {
      // Straight at /en/: nothing remembered from the language dropdown.
      await page.goto(`${origin}/en/?company=demo`);
      await page.getByTestId('order-type-card-0').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('LastLanguageSelected'))).toContain('"languageCode":"en"');

      const panel = await openSidePanel(page);
      await panel.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Register' }).click();
      await page.getByRole('heading', { name: 'Register' }).waitFor();
      await page.getByLabel('Last name*').fill('Smith');
      await page.getByLabel('First name*', { exact: true }).fill('Emma');
      await page.getByLabel('Email*').fill(email);
      await page.getByLabel('Password*').fill(password);
      await page.getByLabel('Phone*').fill('+39 333 1234567');
      await page.getByLabel('I am of legal age*').check();
      await page.getByLabel(/privacy policy/).check();
      await page.getByLabel(/terms and conditions/).check();
      await screenshot(page, 'mails-english-register');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/en/confirm-customer-email');

      // The registration mail, in English; its link has no language prefix on a local host.
      const registrationMail = await lastMailTo(origin, email, /Confirm your registration/);
      expect(registrationMail.subject).toBe('Confirm your registration with Trattoria Da Tavola');
      expect(registrationMail.text).toMatch(/^Hi Emma,/);
      expect(registrationMail.text).toContain('thank you for registering');
      expect(registrationMail.text).not.toMatch(/grazie|Ciao/);
      const link = new URL(registrationMail.links[0]);
      expect(link.pathname).toMatch(/^\/email-confirmed\/\d+\/$/);
      // Without a prefix the page speaks the default language (spec 001 §2); the mail did not.
      await page.goto(link.toString());
      await page.getByText('Grazie la tua email è stata confermata!').waitFor();

      // Back to the English app, signed in: an order at the table, paid at the counter.
      await page.goto(`${origin}/en/?company=demo`);
      await page
        .getByTestId('order-type-card-0')
        .getByRole('button', { name: /Continu/ })
        .click();
      await waitForPath(page, /^\/en\/main\/menu-selection$/);
      await page.getByRole('button', { name: /Menù alla carta/ }).click();
      await waitForPath(page, /^\/en\/main\/menu$/);
      await openCategory(page, 'Pizze');
      await productButton(page, 'Margherita').click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('heading', { level: 1, name: 'Margherita' }).waitFor({ state: 'detached' });
      await page.getByTestId('floating-cart-button').click();
      await page.getByRole('heading', { name: 'Your order' }).waitFor();
      await page.getByRole('button', { name: 'Complete the order' }).click();
      await waitForPath(page, /^\/en\/main\/questions$/);
      // Tavola Centro keeps its tables (the demo's 10-14): the diner chooses one.
      await page.getByLabel('Your table').selectOption('12');
      await page.getByLabel('Sala').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Confirm' }).click();
      await waitForPath(page, /^\/en\/main\/payments$/);
      await page.getByLabel('Pay at the counter').check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await waitForPath(page, /^\/en\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId, orderNumber] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      await screenshot(page, 'mails-english-order-summary');

      // The order summary mail, in English, with the status in the history's words.
      const summary = await lastMailTo(origin, email, /^Summary of order/);
      expect(summary.subject).toBe(`Summary of order no. ${orderNumber} - Trattoria Da Tavola`);
      expect(summary.text).toContain('Order type: At the table');
      expect(summary.text).toContain('Status: Confirmed');
      expect(summary.text).toContain('Payment: Cash (to be paid)');
      expect(summary.text).toContain('1 x Margherita');
      expect(summary.text).not.toMatch(/Riepilogo|Stato:|Totale/);
      const follow = summary.links.find((l) => l.includes('/main/order-summary/'));
      expect(follow && new URL(follow).pathname).toBe(`/main/order-summary/${orderId}/${orderNumber}`);

      // The restaurant accepts it: that mail speaks English too.
      await acceptAsStaff(origin, Number(orderId), '20:30');
      const accepted = await lastMailTo(origin, email, /accepted/);
      expect(accepted.subject).toBe(`Trattoria Da Tavola: order no. ${orderNumber} accepted by the restaurant`);
      expect(accepted.text).toContain(`Your order no. ${orderNumber}: Accepted by the restaurant — ready around 20:30`);
      expect(accepted.text).not.toMatch(/ristorante|ordine/);
    });
  });

  it("an anonymous diner's confirmation link is in English, names the venue and confirms the order", async () => {
    const origin = harness.server.origin;
    const email = `english.anonymous.${Date.now()}@example.com`;
    const { page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'mails-english-anonymous', async () => {
      await page.goto(`${origin}/en/?company=demo`);
      const card = page.getByTestId('order-type-card-1');
      await card.waitFor();
      await card.getByLabel('Venue').selectOption({ label: 'Tavola Navigli' });
      await card.getByRole('button', { name: /Continu/ }).click();
      await waitForPath(page, /^\/en\/main\/day-selection$/);
      await page.getByRole('button', { name: 'Start ordering' }).click();
      await waitForPath(page, /^\/en\/main\/menu$/);
      await openCategory(page, 'Pizze');
      await productButton(page, 'Margherita').click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('heading', { level: 1, name: 'Margherita' }).waitFor({ state: 'detached' });
      await page.getByTestId('floating-cart-button').click();
      // Three, over the venue's minimum order for takeaway.
      await page.getByRole('button', { name: 'Increase the quantity of Margherita' }).click();
      await page.getByRole('button', { name: 'Increase the quantity of Margherita' }).click();
      await page.getByRole('button', { name: 'Complete the order' }).click();
      await waitForPath(page, /^\/en\/login$/);
      await page.getByRole('button', { name: 'Continue without registering' }).click();
      await waitForPath(page, /^\/en\/main\/questions$/);
      await page.getByLabel('Your name').fill('Emma Smith');
      await page.getByLabel('Per quante persone?').fill('2');
      await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await waitForPath(page, /^\/en\/main\/time-selection$/);
      await page.getByRole('button', { name: /^Continu/ }).click();
      await waitForPath(page, /^\/en\/main\/complete-customer-registration$/);
      await page.getByLabel(/^Email\s*\*?$/).fill(email);
      await page.getByLabel('Phone').fill('+39 333 7654321');
      await page.getByLabel('I am of legal age*').check();
      await page.getByLabel(/privacy policy/).check();
      await page.getByLabel(/terms of service/).check();
      await page.getByRole('button', { name: /^Continu/ }).click();
      await waitForPath(page, /^\/en\/main\/payments$/);
      await page.getByLabel('Pay at pick-up').check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await waitForPath(page, /^\/en\/main\/order-summary-to-pay\/\d+\/\d+$/);
      const [, orderId, orderNumber] = /order-summary-to-pay\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      await screenshot(page, 'mails-english-to-pay');

      const mail = await lastMailTo(origin, email, /^Confirm your order/);
      expect(mail.subject).toBe(`Confirm your order no. ${orderNumber} - Trattoria Da Tavola`);
      expect(mail.text).toContain(`thank you for your order no. ${orderNumber} at Tavola Navigli`);
      expect(mail.text).toContain('To confirm it, open this link by ');
      expect(mail.text).not.toMatch(/Ciao|grazie|ordine/);
      // Spec 000 §7: company and the order's venue in the query; no language prefix on a local host.
      const link = new URL(mail.links.find((l) => l.includes('/order-confirmed/'))!);
      expect(link.pathname).toMatch(new RegExp(`^/order-confirmed/${orderId}/${orderNumber}/[\\w-]{40,}$`));
      expect(link.searchParams.get('company')).toBe('demo');
      expect(link.searchParams.get('seatWebId')).toMatch(/^\d+$/);

      // The page the link opens still confirms the order, and the summary that follows is English.
      await page.goto(link.toString());
      await page.getByRole('heading', { name: 'Ordine confermato' }).waitFor();
      await screenshot(page, 'mails-english-order-confirmed');
      const summary = await lastMailTo(origin, email, /^Summary of order/);
      expect(summary.subject).toBe(`Summary of order no. ${orderNumber} - Trattoria Da Tavola`);
      expect(summary.text).toContain('Order type: Takeaway');
      expect(summary.text).toContain('Status: Confirmed');
      expect(summary.text).toContain('Payment: Cash (to be paid)');
    });
  });
});
