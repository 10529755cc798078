// Test helpers for staff routes. Any API test can make a signed-in member:
//
//   const kitchen = await createSignedInStaff(t, { company: 'demo', role: 'staff', seatWebIds: [1] });
//   await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: kitchen.headers });
//
// `headers` carries the session cookie and the app's own Origin exactly as a browser on the app's
// pages sends them: state-changing staff calls without that Origin are refused (staff-origin.ts).
// A test of the refusal itself builds its headers by hand.
import type { createTestApp } from '../../test/test-app';
import { STAFF_COOKIE } from '../../plugins/staff-access';
import { hashPassword } from '../account/password';
import { findCompanyByUrlName, insertStaffMember } from './staff-accounts-repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_STAFF_PASSWORD = 'staff-pass1';
let hashed: Promise<string> | null = null;
let counter = 0;

/** The Cookie header for the session cookie a response set, or throws. */
export function staffCookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw : [raw]).find(
    (c) => typeof c === 'string' && c.startsWith(`${STAFF_COOKIE}=`),
  );
  if (!first) throw new Error('no staff session cookie in the response');
  return String(first).split(';')[0];
}

/** The Origin header of a page of the app under test (its PUBLIC_ORIGIN). */
export function appOriginHeader(t: TestApp): { origin: string } {
  return { origin: t.app.config.publicOrigin };
}

export async function signInStaffMember(t: TestApp, company: string, email: string, password = TEST_STAFF_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/signIn',
    headers: appOriginHeader(t),
    payload: { company, email, password },
  });
  if (res.statusCode !== 200) throw new Error(`staff signIn: ${res.statusCode} ${res.body}`);
  const cookie = staffCookieOf(res);
  return {
    cookie,
    headers: { cookie, ...appOriginHeader(t) },
    member: res.json() as { staffMemberId: number; companyId: number },
  };
}

/** Creates a member with a password (no invitation) and signs them in. */
export async function createSignedInStaff(
  t: TestApp,
  opts: { company?: string; role: 'owner' | 'manager' | 'staff'; seatWebIds?: number[]; email?: string },
) {
  const companyUrl = opts.company ?? 'demo';
  const company = await findCompanyByUrlName(t.db, companyUrl);
  if (!company) throw new Error(`no company ${companyUrl}`);
  const email = opts.email ?? `${opts.role}${++counter}-${Date.now().toString(36)}@${companyUrl}.test`;
  const row = await insertStaffMember(
    t.db,
    {
      companyId: company.companyId,
      email,
      name: `${opts.role} ${counter}`,
      role: opts.role,
      passwordHash: await (hashed ??= hashPassword(TEST_STAFF_PASSWORD)),
      invitedBy: null,
    },
    opts.seatWebIds ?? [],
  );
  const session = await signInStaffMember(t, companyUrl, email);
  return { ...session, staffMemberId: row.staffMemberId, companyId: company.companyId, email };
}
