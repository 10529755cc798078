// Helpers of the account tests: register, sign in and read the outbox as a browser would.
import { desc } from 'drizzle-orm';
import type { createTestApp } from '../../test/test-app';
import { outboxEmails } from '../../db/schema';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const APP_ORIGIN = 'http://localhost';

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function tokenOf(res: { headers: Record<string, unknown> }): string {
  return String(res.headers.authorization ?? '').replace(/^Bearer /, '');
}

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    lastName: 'Rossi',
    firstName: 'Giulia',
    birthDate: '1990-05-17',
    gender: 'F',
    language: 'it',
    email,
    password: 'segreta1',
    telephoneNumber1: '+39 333 1234567',
    telephoneNumber2: null,
    province: 'MI',
    adultDeclarationChecked: true,
    privacyAccepted: true,
    serviceTermsAccepted: true,
    ...overrides,
  };
}

/** Registers and signs in; returns the signed-in token and the customer. */
export async function registerAndLogin(t: TestApp, token: string, email: string, password = 'segreta1') {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/account/signIn',
    headers: bearer(token),
    payload: registration(email, { password }),
  });
  if (signIn.statusCode !== 200) throw new Error(`signIn: ${signIn.statusCode} ${signIn.body}`);
  return login(t, token, email, password);
}

export async function login(t: TestApp, token: string, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/loginCustomer',
    headers: bearer(token),
    payload: { login: email, password },
  });
  if (res.statusCode !== 200 || !res.json()) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return { token: tokenOf(res), customer: res.json() as { customerId: number; confirmed: boolean } };
}

/** The newest mail to an address and the first link in it. */
export async function lastMailTo(t: TestApp, to: string) {
  const rows = await t.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id));
  const mail = rows.find((r) => r.to === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  return { mail, link: link ? new URL(link) : null };
}
