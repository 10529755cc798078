// The server writes each mail in the diner's language: the session's (languageId of
// authenticateClient, which the address prefix chose) for the mails the diner asks for, the
// remembered one (customers.language) for the mails the restaurant's actions send; Italian
// otherwise. The order confirmation link names the order's venue and, on a local host, carries
// no language prefix.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { anonymousCustomer, bearer, tokenOf } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { lastMailTo, registration } from '../account/account-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from '../order/order-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_MAIL_MAX: '1000' } });
  l = await demoLines(t.db);
});
afterAll(() => t.close());

const ENGLISH = 2;
const session = async (languageId: number | null, seatWebId?: number) =>
  (await authenticate(t.app, { companyUrlName: 'demo', languageId, ...(seatWebId ? { seatWebId } : {}) })).token;

async function registerAndAskConfirmation(email: string, languageId: number | null, formLanguage: string | null) {
  const token = await session(languageId);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/account/signIn',
    headers: bearer(token),
    payload: registration(email, { language: formLanguage }),
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/loginCustomer',
    headers: bearer(token),
    payload: { login: email, password: 'segreta1', ...(languageId ? { languageId } : {}) },
  });
  const customerId = login.json().customerId as number;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/account/SendConfirmRegistrationMail',
    headers: bearer(tokenOf(login)),
    payload: { customerId, redirectUri: `http://localhost/email-confirmed/${customerId}/?company=demo` },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return (await lastMailTo(t, email)).mail;
}

describe('the registration mail', () => {
  it('speaks English to a diner of an English session (a direct /en/ address)', async () => {
    const mail = await registerAndAskConfirmation('en.session@example.com', ENGLISH, 'en');
    expect(mail.subject).toBe('Confirm your registration with Trattoria Da Tavola');
    expect(mail.text).toContain('thank you for registering');
  });

  it('speaks the language chosen in the registration form', async () => {
    const mail = await registerAndAskConfirmation('en.form@example.com', null, 'en');
    expect(mail.subject).toMatch(/^Confirm your registration/);
  });

  it('falls back to Italian without any English choice', async () => {
    const mail = await registerAndAskConfirmation('it.default@example.com', null, null);
    expect(mail.subject).toBe('Conferma la tua registrazione a Trattoria Da Tavola');
    expect(mail.text).toContain('grazie per esserti registrato');
  });
});

describe("an English diner's order mails", () => {
  it('confirmation link, summary after the link and the status changes are in English; the link names the venue', async () => {
    const email = 'en.order@example.com';
    const { token, customer } = await anonymousCustomer(t.app, email, 2, await session(ENGLISH, 2));
    const order = (await save(t.app, token, takeawayOrder(l, { requestedDateTime: `${TODAY}T12:30:00` }))).json();
    const callbackUrl = `http://localhost/en/order-confirmed/${order.orderId}/${order.orderNumber}/{checkCode}?company=demo`;
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/order/sendEmailConfirmOrder?${new URLSearchParams({ orderId: String(order.orderId), customerId: String(customer.customerId), callbackUrl })}`,
      headers: bearer(token),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { mail: confirm, link } = await lastMailTo(t, email);
    expect(confirm.subject).toBe(`Confirm your order no. ${order.orderNumber} - Trattoria Da Tavola`);
    expect(confirm.text).toContain('To confirm it, open this link');
    // Spec 000 §7: company and seatWebId in the query; no language prefix on a local host.
    expect(link!.pathname).toMatch(new RegExp(`^/order-confirmed/${order.orderId}/${order.orderNumber}/[\\w-]{40,}$`));
    expect(link!.searchParams.get('company')).toBe('demo');
    expect(link!.searchParams.get('seatWebId')).toBe('2');
    // The diner's language is remembered for the mails sent without the diner's session.
    const [row] = await t.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.customerId, customer.customerId));
    expect(row.language).toBe('en');

    // The link opened on another device (an Italian session, or none): the summary stays English.
    const checkCode = link!.pathname.split('/').pop()!;
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/order/confirmCustomerOrder?orderId=${order.orderId}&checkCode=${checkCode}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { mail: summary } = await lastMailTo(t, email);
    expect(summary.subject).toBe(`Summary of order no. ${order.orderNumber} - Trattoria Da Tavola`);
    expect(summary.text).toContain('Status: Confirmed');
    expect(summary.text).toContain('Order type: Takeaway');

    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const act = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/2/orders/${order.orderId}/actions`,
        headers: kitchen.headers,
        payload: body,
      });
    expect((await act({ action: 'accept', estimatedReadyTime: '12:25' })).statusCode).toBe(200);
    const { mail: accepted } = await lastMailTo(t, email);
    expect(accepted.subject).toBe(`Trattoria Da Tavola: order no. ${order.orderNumber} accepted by the restaurant`);
    expect(accepted.text).toContain('Accepted by the restaurant — ready around 12:25');
    expect((await act({ action: 'start-production' })).statusCode).toBe(200);
    expect((await act({ action: 'ready' })).statusCode).toBe(200);
    const { mail: ready } = await lastMailTo(t, email);
    expect(ready.subject).toBe(`Trattoria Da Tavola: order no. ${order.orderNumber} ready for pickup`);
  });

  it('an Italian session still gets Italian order mails', async () => {
    const email = 'it.order@example.com';
    const { token, customer } = await anonymousCustomer(t.app, email, 2);
    const order = (await save(t.app, token, takeawayOrder(l, { requestedDateTime: `${TODAY}T12:45:00` }))).json();
    const callbackUrl = `http://localhost/order-confirmed/${order.orderId}/${order.orderNumber}/{checkCode}?company=demo&seatWebId=1`;
    const query = new URLSearchParams({
      orderId: String(order.orderId),
      customerId: String(customer.customerId),
      callbackUrl,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/sendEmailConfirmOrder?${query}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const { mail, link } = await lastMailTo(t, email);
    expect(mail.subject).toMatch(/^Conferma il tuo ordine n\. \d+/);
    // The order's own venue, whatever the client wrote.
    expect(link!.searchParams.get('seatWebId')).toBe('2');
  });
});
