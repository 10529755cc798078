import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '@tavola/domain/entities';
import { customers } from '../../db/schema';
import { demoLines, save, takeawayOrder } from '../order/order-test-helpers';
import { anonymousCustomer, bearer, consents, tokenOf, venueSession } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
});
afterAll(() => t.close());

const url = '/api/account/completeCustomerRegistration';

async function complete(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: { customerId: 0, telephoneNumber1: '3331234567', ...consents, ...payload },
  });
}

async function whoAmI(token: string) {
  // The session's customer as the server sees it: its own addresses list answers 401 without one.
  return t.app.inject({ method: 'GET', url: '/api/customeraddress/getAllForCurrentCustomer', headers: bearer(token) });
}

describe('POST account/completeCustomerRegistration', () => {
  it('creates an anonymous customer with e-mail, phone and consents, and names it in a new session token', async () => {
    const [someoneElse] = await t.db
      .insert(customers)
      .values({ companyId: 1, email: 'altri@example.com', isAnonymous: true })
      .returning();
    const token = await venueSession(t.app);
    expect((await whoAmI(token)).statusCode).toBe(401);

    const res = await complete(token, {
      email: ' Mario.Rossi@Example.com ',
      telephoneNumber1: '+393339876543',
      customerId: someoneElse.customerId,
    });
    expect(res.statusCode).toBe(200);
    const customer = customerSchema.parse(res.json());
    expect(customer).toMatchObject({
      email: 'mario.rossi@example.com',
      telephoneNumber1: '+393339876543',
      isAnonymous: true,
      hasAccount: false,
      confirmed: false,
      addresses: [],
    });
    expect(customer.customerId).not.toBe(someoneElse.customerId);
    const [row] = await t.db.select().from(customers).where(eq(customers.customerId, customer.customerId));
    expect(row.companyId).toBe(1);
    expect(row.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(row.adultDeclaredAt).toBeInstanceOf(Date);
    expect(row.serviceTermsAcceptedAt).toBeInstanceOf(Date);

    const next = tokenOf(res);
    expect(next).not.toBe(token);
    expect((await whoAmI(next)).statusCode).toBe(200);
  });

  it('keeps the same anonymous customer when the session completes the form again', async () => {
    const first = await anonymousCustomer(t.app, 'lucia@example.com');
    const res = await complete(first.token, { email: 'LUCIA@example.com', telephoneNumber1: '3400000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerId: first.customer.customerId, telephoneNumber1: '+393400000000' });
  });

  it("gives a later visit with the same e-mail its own customer, neither handing over nor taking the earlier one's", async () => {
    const earlier = await anonymousCustomer(t.app, 'giulia@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/customeraddress/insert',
      headers: bearer(earlier.token),
      payload: {
        addressType: 'F',
        businessName: 'Giulia S.r.l.',
        address: 'Via Roma 1',
        city: 'Milano',
        province: 'MI',
        pec: 'g@pec.it',
        feCode: 'ABC1234',
      },
    });

    const later = await anonymousCustomer(t.app, 'giulia@example.com');
    expect(later.customer.customerId).not.toBe(earlier.customer.customerId);
    const addresses = await whoAmI(later.token);
    expect(addresses.json()).toEqual([]);
    // The earlier diner keeps the address (a stranger must not detach it).
    const [old] = await t.db.select().from(customers).where(eq(customers.customerId, earlier.customer.customerId));
    expect(old.email).toBe('giulia@example.com');
  });

  it("never takes another diner's e-mail: the earlier diner can still confirm a pending order (#8 hole 5)", async () => {
    const l = await demoLines(t.db);
    const victim = await anonymousCustomer(t.app, 'vittima.ordine@example.com', 2);
    const order = (await save(t.app, victim.token, takeawayOrder(l))).json();
    expect(order.orderStatus).toBe(0);

    const stranger = await anonymousCustomer(t.app, 'Vittima.Ordine@example.com', 2);
    expect(stranger.customer.customerId).not.toBe(victim.customer.customerId);

    const callbackUrl = `http://localhost/order-confirmed/${order.orderId}/${order.orderNumber}/{checkCode}?company=demo`;
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/order/sendEmailConfirmOrder?${new URLSearchParams({ orderId: String(order.orderId), customerId: String(victim.customer.customerId), callbackUrl })}`,
      headers: bearer(victim.token),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=vittima.ordine@example.com' })).json()
      .emails;
    expect(mails).toHaveLength(1);
  });

  it('refuses the e-mail of a registered account with 509 and does not touch it', async () => {
    await t.db.insert(customers).values({
      companyId: 1,
      email: 'registrato@example.com',
      isAnonymous: false,
      hasAccount: true,
      confirmed: true,
      passwordHash: 'x',
      telephoneNumber1: '111',
    });
    const res = await complete(await venueSession(t.app), { email: 'Registrato@example.com' });
    expect(res.statusCode).toBe(509);
    expect(res.json().code).toBe('EMAIL_HAS_ACCOUNT');
    expect(res.headers.authorization).toBeUndefined();
    const [row] = await t.db.select().from(customers).where(eq(customers.email, 'registrato@example.com'));
    expect(row.telephoneNumber1).toBe('111');
  });

  it('updates only the phone of a signed-in customer', async () => {
    const [row] = await t.db
      .insert(customers)
      .values({
        companyId: 1,
        email: 'anna@example.com',
        isAnonymous: false,
        hasAccount: true,
        confirmed: true,
        firstName: 'Anna',
        telephoneNumber1: '000',
      })
      .returning();
    const venue = await venueSession(t.app);
    const token = await t.app.issueSession({ header: () => undefined } as never, {
      companyId: 1,
      seatWebId: 1,
      seatWebFixed: true,
      languageId: 1,
      customerId: row.customerId,
    });
    expect(venue).toBeTruthy();
    const res = await complete(token, { email: 'altro@example.com', telephoneNumber1: '+39 02 5550 1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerId: row.customerId,
      email: 'anna@example.com',
      firstName: 'Anna',
      telephoneNumber1: '+390255501234',
      isAnonymous: false,
    });
  });

  it('validates the phone with libphonenumber-js and stores it in E.164 (#8 hole 9)', async () => {
    const bad = await complete(await venueSession(t.app), { email: 'telefono@example.com', telephoneNumber1: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(['body.telephoneNumber1']);
    const good = await complete(await venueSession(t.app), {
      email: 'telefono@example.com',
      telephoneNumber1: '333 123 4567',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().telephoneNumber1).toBe('+393331234567');
  });

  it('validates the form with the spec messages and needs a session', async () => {
    const token = await venueSession(t.app);
    const res = await complete(token, { email: 'non-una-mail', telephoneNumber1: '', privacyAccepted: false });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.email', 'body.privacyAccepted', 'body.telephoneNumber1']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      payload: { customerId: 0, email: 'a@example.com', telephoneNumber1: '333 123 4567', ...consents },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
