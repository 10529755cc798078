// The accounts' server rules: registration, sign-in, confirmation and reset links, password change,
// logout revocation, session restore, and what one customer may see of another.
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCodes, customers } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { APP_ORIGIN, bearer, lastMailTo, login, registerAndLogin, registration, tokenOf } from './account-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = new Date('2026-11-21T10:00:00Z');
let anonymous: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  anonymous = (await authenticate(t.app)).token;
});
afterAll(() => t.close());

const inject = (opts: InjectOptions) => t.app.inject(opts);

describe('account/signIn and account/loginCustomer', () => {
  it('registers an unconfirmed customer with a scrypt hash, and refuses the same e-mail twice (509)', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/account/signIn',
      headers: bearer(anonymous),
      payload: registration('Mario.Bianchi@Example.com', { firstName: 'Mario' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'mario.bianchi@example.com',
      confirmed: false,
      hasAccount: true,
      isAnonymous: false,
      birthDate: '1990-05-17',
    });
    // signIn creates the account; signing in is loginCustomer's job (spec 001 §4).
    expect(tokenOf(res)).toBe('');
    const [row] = await t.db.select().from(customers).where(eq(customers.email, 'mario.bianchi@example.com'));
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row.passwordHash).not.toContain('segreta1');
    expect(row.privacyAcceptedAt).not.toBeNull();

    const again = await inject({
      method: 'POST',
      url: '/api/account/signIn',
      headers: bearer(anonymous),
      payload: registration('mario.bianchi@example.com'),
    });
    expect(again.statusCode).toBe(509);
    expect(again.json().message).toContain('mario.bianchi@example.com');
  });

  it.each([
    ['12345', 'Lunghezza minima 6 caratteri'],
    ['12345678901234567', 'Lunghezza massima 16 caratteri'],
  ])('enforces the password length on the server (%s)', async (password, code) => {
    const res = await inject({
      method: 'POST',
      url: '/api/account/signIn',
      headers: bearer(anonymous),
      payload: registration(`len${password.length}@example.com`, { password }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'body.password', message: code });
  });

  it('requires the consents, names and a valid e-mail', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/account/signIn',
      headers: bearer(anonymous),
      payload: registration('not-an-email', { firstName: '', privacyAccepted: false }),
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.firstName', 'body.privacyAccepted']));
  });

  it('needs a session', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/account/signIn',
      payload: registration('nosession@example.com'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers null for a wrong password or unknown e-mail, and the customer with a token otherwise', async () => {
    for (const payload of [
      { login: 'mario.bianchi@example.com', password: 'sbagliata' },
      { login: 'nessuno@example.com', password: 'segreta1' },
    ]) {
      const res = await inject({
        method: 'POST',
        url: '/api/account/loginCustomer',
        headers: bearer(anonymous),
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
      expect(tokenOf(res)).toBe('');
    }
    const ok = await login(t, anonymous, 'MARIO.BIANCHI@example.com', 'segreta1');
    expect(ok.customer).toMatchObject({ firstName: 'Mario', confirmed: false });
    expect(ok.token).not.toBe('');
  });
});

describe('e-mail confirmation', () => {
  let session: { token: string; customer: { customerId: number } };
  const email = 'conferma@example.com';
  const redirectUri = (id: number) => `${APP_ORIGIN}/email-confirmed/${id}/?company=demo`;

  beforeAll(async () => {
    session = await registerAndLogin(t, anonymous, email);
  });

  it('refuses redirect URIs outside the app and the company origins', async () => {
    for (const uri of ['https://evil.example/email-confirmed/1', 'javascript:alert(1)', 'http://user:pw@localhost/x']) {
      const res = await inject({
        method: 'POST',
        url: '/api/account/SendConfirmRegistrationMail',
        headers: bearer(session.token),
        payload: { customerId: session.customer.customerId, redirectUri: uri },
      });
      expect(res.statusCode, uri).toBe(400);
    }
  });

  it('accepts an origin configured for the company', async () => {
    const { companies } = await import('../../db/schema');
    await t.db
      .update(companies)
      .set({ allowedOrigins: ['https://ordini.trattoria.example'] })
      .where(eq(companies.urlName, 'demo'));
    const res = await inject({
      method: 'POST',
      url: '/api/account/SendConfirmRegistrationMail',
      headers: bearer(session.token),
      payload: {
        customerId: session.customer.customerId,
        redirectUri: 'https://ordini.trattoria.example/email-confirmed/1/',
      },
    });
    expect(res.statusCode).toBe(200);
    await t.db.update(companies).set({ allowedOrigins: [] }).where(eq(companies.urlName, 'demo'));
  });

  it("sends only the session customer's mail", async () => {
    const other = await registerAndLogin(t, anonymous, 'altro@example.com');
    const res = await inject({
      method: 'POST',
      url: '/api/account/SendConfirmRegistrationMail',
      headers: bearer(other.token),
      payload: { customerId: session.customer.customerId, redirectUri: redirectUri(session.customer.customerId) },
    });
    expect(res.statusCode).toBe(404);
    const withoutCustomer = await inject({
      method: 'POST',
      url: '/api/account/SendConfirmRegistrationMail',
      headers: bearer(anonymous),
      payload: { customerId: session.customer.customerId, redirectUri: redirectUri(session.customer.customerId) },
    });
    expect(withoutCustomer.statusCode).toBe(404);
    const missingId = await inject({
      method: 'POST',
      url: '/api/account/SendConfirmRegistrationMail',
      headers: bearer(session.token),
      payload: { redirectUri: redirectUri(1) },
    });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().fields[0].message).toBe(
      "Impossibile inviare la mail di conferma, manca l'identificativo dell'utente.",
    );
  });

  it('mails a one-time link whose secret is stored only as a hash, and confirms once', async () => {
    const id = session.customer.customerId;
    const sent = await inject({
      method: 'POST',
      url: '/api/account/SendConfirmRegistrationMail',
      headers: bearer(session.token),
      payload: { customerId: id, redirectUri: `${redirectUri(id)}&checkCode=chosen-by-client` },
    });
    expect(sent.statusCode).toBe(200);
    const { mail, link } = await lastMailTo(t, email);
    expect(mail.subject).toContain('Conferma la tua registrazione');
    expect(link!.pathname).toBe(`/email-confirmed/${id}/`);
    const checkCode = link!.searchParams.get('checkCode')!;
    expect(checkCode).not.toBe('chosen-by-client');
    expect(checkCode.length).toBeGreaterThanOrEqual(40);
    const rows = await t.db
      .select()
      .from(checkCodes)
      .where(and(eq(checkCodes.customerId, id)));
    expect(rows.every((r) => r.codeHash !== checkCode && !r.codeHash.includes(checkCode))).toBe(true);

    const verify = () =>
      inject({
        method: 'GET',
        url: `/api/account/VerifyCustomerConfirmed?customerId=${id}`,
        headers: bearer(session.token),
      });
    expect((await verify()).json()).toBe(false);

    // The documented call without the code, and a wrong code, confirm nothing.
    for (const query of [
      `customerId=${id}`,
      `customerId=${id}&checkCode=wrong`,
      `customerId=${id + 1000}&checkCode=${checkCode}`,
    ]) {
      const res = await inject({
        method: 'GET',
        url: `/api/account/confirmCustomerRegistration?${query}`,
        headers: bearer(anonymous),
      });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await verify()).json()).toBe(false);

    // Opened in another browser: the link signs its owner in.
    const other = (await authenticate(t.app)).token;
    const confirmed = await inject({
      method: 'GET',
      url: `/api/account/confirmCustomerRegistration?customerId=${id}&checkCode=${encodeURIComponent(checkCode)}`,
      headers: bearer(other),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ customerId: id, confirmed: true });
    const restored = await authenticate(t.app, { companyUrlName: 'demo' });
    expect(restored.body.customer).toBeNull();
    const withToken = await inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      headers: bearer(tokenOf(confirmed)),
      payload: { companyUrlName: 'demo' },
    });
    expect(withToken.json().customer).toMatchObject({ customerId: id });
    expect((await verify()).json()).toBe(true);

    const twice = await inject({
      method: 'GET',
      url: `/api/account/confirmCustomerRegistration?customerId=${id}&checkCode=${encodeURIComponent(checkCode)}`,
      headers: bearer(other),
    });
    expect(twice.statusCode).toBe(400);
  });

  it('lets a confirmation link expire', async () => {
    const late = await registerAndLogin(t, anonymous, 'tardi@example.com');
    const id = late.customer.customerId;
    await inject({
      method: 'POST',
      url: '/api/account/SendConfirmRegistrationMail',
      headers: bearer(late.token),
      payload: { customerId: id, redirectUri: redirectUri(id) },
    });
    const { link } = await lastMailTo(t, 'tardi@example.com');
    const saved = clock;
    clock = new Date(saved.getTime() + 73 * 3_600_000);
    const res = await inject({
      method: 'GET',
      url: `/api/account/confirmCustomerRegistration?customerId=${id}&checkCode=${link!.searchParams.get('checkCode')}`,
      headers: bearer(anonymous),
    });
    clock = saved;
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another customer's confirmation state", async () => {
    const res = await inject({
      method: 'GET',
      url: `/api/account/VerifyCustomerConfirmed?customerId=${session.customer.customerId + 1}`,
      headers: bearer(session.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('forgotten password', () => {
  const email = 'dimentico@example.com';
  let customerId: number;
  let oldToken: string;

  beforeAll(async () => {
    const s = await registerAndLogin(t, anonymous, email, 'vecchia1');
    customerId = s.customer.customerId;
    oldToken = s.token;
  });

  it('getCheckCodeForResetPassword answers an opaque reference that resets nothing, the same for unknown e-mails (#8 hole 6)', async () => {
    const unknown = await inject({
      method: 'GET',
      url: '/api/account/getCheckCodeForResetPassword?customerEmail=sconosciuto@example.com',
      headers: bearer(anonymous),
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toMatch(/^ref-[\w-]+$/);

    const res = await inject({
      method: 'GET',
      url: `/api/account/getCheckCodeForResetPassword?customerEmail=${email}`,
      headers: bearer(anonymous),
    });
    expect(res.statusCode).toBe(200);
    // "text" (spec 001 §7): a plain-text answer.
    const reference = res.body;
    expect(reference).toMatch(/^ref-[\w-]+$/);
    const attempt = await inject({
      method: 'POST',
      url: '/api/account/resetCustomerPassword',
      headers: bearer(anonymous),
      payload: { customerId, newPassword: 'presa123', checkCode: reference },
    });
    expect(attempt.statusCode).toBe(400);
  });

  it('mails a one-time link; the documented GET resets the password once; old sessions are revoked', async () => {
    const bad = await inject({
      method: 'POST',
      url: '/api/account/sendResetPasswordMailToCustomer',
      headers: bearer(anonymous),
      payload: { customerEmail: email, redirectUri: 'https://evil.example/reset-password/1' },
    });
    expect(bad.statusCode).toBe(400);
    // The same answer whether or not the account exists; the mail says what to do.
    const unknown = await inject({
      method: 'POST',
      url: '/api/account/sendResetPasswordMailToCustomer',
      headers: bearer(anonymous),
      payload: {
        customerEmail: 'sconosciuto@example.com',
        redirectUri: `${APP_ORIGIN}/it/reset-password/{customerId}/?company=demo`,
      },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toBe(true);
    const noAccount = await lastMailTo(t, 'sconosciuto@example.com');
    expect(noAccount.mail.text).toContain('non esiste un account');
    expect(noAccount.link!.toString()).toBe(`${APP_ORIGIN}/it/register?company=demo`);

    // The browser does not know the id: the server writes it where the link says {customerId}.
    const sent = await inject({
      method: 'POST',
      url: '/api/account/sendResetPasswordMailToCustomer',
      headers: bearer(anonymous),
      payload: { customerEmail: email, redirectUri: `${APP_ORIGIN}/it/reset-password/{customerId}/?company=demo` },
    });
    expect(sent.statusCode).toBe(200);
    const { mail, link } = await lastMailTo(t, email);
    expect(mail.subject).toContain('Recupero password');
    expect(link!.pathname).toBe(`/it/reset-password/${customerId}/`);
    expect(link!.searchParams.get('company')).toBe('demo');
    const checkCode = link!.searchParams.get('checkCode')!;

    const tooShort = await inject({
      method: 'GET',
      url: `/api/account/resetCustomerPassword?customerId=${customerId}&newPassword=abc&checkCode=${checkCode}`,
      headers: bearer(anonymous),
    });
    expect(tooShort.statusCode).toBe(400);

    const reset = await inject({
      method: 'GET',
      url: `/api/account/resetCustomerPassword?customerId=${customerId}&newPassword=nuova123&checkCode=${checkCode}`,
      headers: bearer(anonymous),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toBe(true);

    const again = await inject({
      method: 'POST',
      url: '/api/account/resetCustomerPassword',
      headers: bearer(anonymous),
      payload: { customerId, newPassword: 'terza123', checkCode },
    });
    expect(again.statusCode).toBe(400);

    const oldPassword = await inject({
      method: 'POST',
      url: '/api/account/loginCustomer',
      headers: bearer(anonymous),
      payload: { login: email, password: 'vecchia1' },
    });
    expect(oldPassword.json()).toBeNull();
    await login(t, anonymous, email, 'nuova123');

    const revoked = await inject({
      method: 'GET',
      url: `/api/account/VerifyCustomerConfirmed?customerId=${customerId}`,
      headers: bearer(oldToken),
    });
    expect(revoked.statusCode).toBe(404);
  });

  it('a newer reset mail retires the older link', async () => {
    const send = () =>
      inject({
        method: 'POST',
        url: '/api/account/sendResetPasswordMailToCustomer',
        headers: bearer(anonymous),
        payload: { customerEmail: email, redirectUri: `${APP_ORIGIN}/reset-password/${customerId}/` },
      });
    await send();
    const first = (await lastMailTo(t, email)).link!.searchParams.get('checkCode');
    await send();
    const res = await inject({
      method: 'POST',
      url: '/api/account/resetCustomerPassword',
      headers: bearer(anonymous),
      payload: { customerId, newPassword: 'altra123', checkCode: first },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('password change, logout and session restore', () => {
  const email = 'cambio@example.com';

  it('changes the password of the session customer only, revoking the other sessions', async () => {
    const a = await registerAndLogin(t, anonymous, email, 'primaPw1');
    const secondDevice = await login(t, anonymous, email, 'primaPw1');
    const b = await registerAndLogin(t, anonymous, 'intruso@example.com', 'intruso1');

    const foreign = await inject({
      method: 'POST',
      url: '/api/account/changeCustomerPassword',
      headers: bearer(b.token),
      payload: { customerId: a.customer.customerId, oldPassword: 'primaPw1', newPassword: 'presa1234' },
    });
    expect(foreign.statusCode).toBe(404);

    const wrongOld = await inject({
      method: 'POST',
      url: '/api/account/changeCustomerPassword',
      headers: bearer(a.token),
      payload: { customerId: a.customer.customerId, oldPassword: 'sbagliata', newPassword: 'nuovaPw1' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('La password attuale non è corretta.');

    const changed = await inject({
      method: 'GET',
      url: `/api/account/changeCustomerPassword?customerId=${a.customer.customerId}&oldPassword=primaPw1&newPassword=nuovaPw1`,
      headers: bearer(a.token),
    });
    expect(changed.statusCode).toBe(200);
    const renewed = tokenOf(changed);
    expect(renewed).not.toBe('');

    const verify = (token: string) =>
      inject({
        method: 'GET',
        url: `/api/account/VerifyCustomerConfirmed?customerId=${a.customer.customerId}`,
        headers: bearer(token),
      });
    expect((await verify(renewed)).statusCode).toBe(200);
    expect((await verify(secondDevice.token)).statusCode).toBe(404);
    await login(t, anonymous, email, 'nuovaPw1');
  });

  it('restores the customer only from an unrevoked token of the same company; logout revokes it', async () => {
    const s = await login(t, anonymous, email, 'nuovaPw1');
    const restore = (token: string, companyUrlName = 'demo') =>
      inject({
        method: 'POST',
        url: '/api/account/authenticateClient',
        headers: bearer(token),
        payload: { companyUrlName },
      });

    const restored = await restore(s.token);
    expect(restored.json().customer).toMatchObject({ customerId: s.customer.customerId });
    const restoredAgain = await restore(tokenOf(restored));
    expect(restoredAgain.json().customer).toMatchObject({ customerId: s.customer.customerId });

    expect((await restore(s.token, 'menu-digitale')).json().customer).toBeNull();
    const bareId = await inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 'demo', customerId: s.customer.customerId },
    });
    expect(bareId.json().customer).toBeNull();

    const out = await inject({ method: 'POST', url: '/api/account/logout', headers: bearer(s.token), payload: {} });
    expect(out.statusCode).toBe(200);
    const fresh = tokenOf(out);
    expect((await restore(fresh)).json().customer).toBeNull();
    expect((await restore(s.token)).json().customer).toBeNull();
    expect((await restore(tokenOf(restored))).json().customer).toBeNull();
    const profile = await inject({
      method: 'POST',
      url: '/api/customers/updateCustomer',
      headers: bearer(s.token),
      payload: { customerId: s.customer.customerId, firstName: 'X', lastName: 'Y', telephoneNumber1: '333 123 4567' },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('customers/getCustomerByEmail and customers/updateCustomer', () => {
  let a: Awaited<ReturnType<typeof registerAndLogin>>;
  let b: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    a = await registerAndLogin(t, anonymous, 'cliente.a@example.com');
    b = await registerAndLogin(t, anonymous, 'cliente.b@example.com');
  });

  const lookup = (token: string, query: string) =>
    inject({ method: 'GET', url: `/api/customers/getCustomerByEmail?${query}`, headers: bearer(token) });

  it('tells others nothing, not even whether the e-mail has an account (#8 hole 6)', async () => {
    const res = await lookup(anonymous, 'companyId=1&customerEmail=cliente.a@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const byB = await lookup(b.token, 'customerEmail=cliente.a@example.com');
    expect(byB.json()).toEqual({});
  });

  it('gives the full customer to its own session, and nothing for unknown e-mails or other companies', async () => {
    expect((await lookup(a.token, 'customerEmail=cliente.a@example.com')).json()).toMatchObject({
      lastName: 'Rossi',
      telephoneNumber1: '+393331234567',
    });
    expect((await lookup(anonymous, 'customerEmail=nessuno@example.com')).json()).toEqual({});
    expect((await lookup(a.token, 'companyId=2&customerEmail=cliente.a@example.com')).json()).toEqual({});
    expect(
      (await inject({ method: 'GET', url: '/api/customers/getCustomerByEmail?customerEmail=cliente.a@example.com' }))
        .statusCode,
    ).toBe(401);
  });

  it("updates the session customer's profile with the profile rules", async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/customers/updateCustomer',
      headers: bearer(a.token),
      payload: {
        ...a.customer,
        firstName: ' Anna ',
        lastName: 'Verdi',
        telephoneNumber1: '02 5550 1234',
        email: 'cambiata@example.com',
        confirmed: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Verdi',
      telephoneNumber1: '+390255501234',
      email: 'cliente.a@example.com',
      confirmed: false,
    });

    const invalid = await inject({
      method: 'POST',
      url: '/api/customers/updateCustomer',
      headers: bearer(a.token),
      payload: {
        customerId: a.customer.customerId,
        firstName: '',
        lastName: 'x'.repeat(101),
        telephoneNumber1: '1'.repeat(21),
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.firstName', 'body.lastName', 'body.telephoneNumber1']),
    );
  });

  it("gives customer A 404 for B's profile and 401 without a signed-in customer", async () => {
    const foreign = await inject({
      method: 'POST',
      url: '/api/customers/updateCustomer',
      headers: bearer(a.token),
      payload: {
        customerId: b.customer.customerId,
        firstName: 'Preso',
        lastName: 'Preso',
        telephoneNumber1: '333 123 4567',
      },
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.db.select().from(customers).where(eq(customers.customerId, b.customer.customerId));
    expect(row.firstName).toBe('Giulia');

    const anon = await inject({
      method: 'POST',
      url: '/api/customers/updateCustomer',
      headers: bearer(anonymous),
      payload: {
        customerId: b.customer.customerId,
        firstName: 'Preso',
        lastName: 'Preso',
        telephoneNumber1: '333 123 4567',
      },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe("another customer's orders", () => {
  it("gives customer A 404 for B's order history, and 401 without a signed-in customer", async () => {
    const a = await registerAndLogin(t, anonymous, 'storico.a@example.com');
    const b = await registerAndLogin(t, anonymous, 'storico.b@example.com');
    const history = (token: string, customerId: number) =>
      inject({
        method: 'GET',
        url: `/api/order/getCustomerOrders?customerId=${customerId}&pageSize=20`,
        headers: bearer(token),
      });
    expect((await history(a.token, a.customer.customerId)).statusCode).toBe(200);
    expect((await history(a.token, b.customer.customerId)).statusCode).toBe(404);
    expect([401, 404]).toContain((await history(anonymous, b.customer.customerId)).statusCode);
  });
});
