// Helpers of the account journeys: the outbox of the demo server, a customer made
// through the documented calls, and the side panel.
import type { Page } from 'playwright-core';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The mails of the developer outbox to an address, newest first. */
export async function outbox(origin: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${origin}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`/dev/outbox.json: HTTP ${response.status}`);
  return ((await response.json()) as { emails: OutboxMail[] }).emails;
}

/** The newest mail to an address (waits up to 10 s for it). */
export async function lastMailTo(origin: string, to: string, subject?: RegExp): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const emails = await outbox(origin, to);
    const mail = emails.find((m) => !subject || subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function call(origin: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return { body: await res.json(), token: (res.headers.get('authorization') ?? '').replace(/^Bearer /, '') || token };
}

/** Registers a customer through the API; with confirm, also follows the confirmation mail. */
export async function createCustomer(
  origin: string,
  customer: { email: string; password: string; firstName: string; lastName?: string },
  options: { confirm?: boolean } = {},
) {
  const start = await fetch(`${origin}/api/account/authenticateClient`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyUrlName: 'demo' }),
  });
  const anonymous = (start.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  await call(origin, anonymous, 'account/signIn', {
    method: 'POST',
    body: {
      lastName: customer.lastName ?? 'Rossi',
      firstName: customer.firstName,
      email: customer.email,
      password: customer.password,
      telephoneNumber1: '+39 333 0000000',
      adultDeclarationChecked: true,
      privacyAccepted: true,
      serviceTermsAccepted: true,
    },
  });
  if (!options.confirm) return;
  const login = await call(origin, anonymous, 'account/loginCustomer', {
    method: 'POST',
    body: { login: customer.email, password: customer.password },
  });
  const id = login.body.customerId as number;
  await call(origin, login.token, 'account/SendConfirmRegistrationMail', {
    method: 'POST',
    body: { customerId: id, redirectUri: `${origin}/email-confirmed/${id}/?company=demo` },
  });
  const mail = await lastMailTo(origin, customer.email);
  const link = new URL(mail.links[0]);
  await call(
    origin,
    anonymous,
    `account/confirmCustomerRegistration?customerId=${id}&checkCode=${link.searchParams.get('checkCode')}`,
  );
}

export async function openSidePanel(page: Page) {
  await page.getByTestId('menu-button').click();
  const panel = page.getByRole('dialog');
  await panel.waitFor();
  // Let the slide-in end, so screenshots show the panel.
  await page.locator('.offcanvas.show:not(.showing)').waitFor();
  await page.waitForTimeout(350);
  return panel;
}

/** From the home page: side panel → 'Accedi' → the login form. */
export async function loginFromMenu(page: Page, email: string, password: string) {
  const panel = await openSidePanel(page);
  await panel.getByRole('link', { name: 'Accedi' }).click();
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

export async function logoutFromMenu(page: Page) {
  const panel = await openSidePanel(page);
  await panel.getByRole('button', { name: 'Esci' }).click();
}
