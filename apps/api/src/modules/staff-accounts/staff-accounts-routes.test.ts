// Staff accounts: sign-in, sessions that end at once, invitations, disabling,
// and who may manage whom.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { lastMailTo } from '../account/account-test-helpers';
import { createOwner } from './staff-accounts-service';
import { DEMO_KITCHEN_PASSWORD, DEMO_OWNER_PASSWORD, demoKitchenEmail, demoOwnerEmail } from './staff-seed';
import { appOriginHeader, createSignedInStaff, signInStaffMember, staffCookieOf } from './staff-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '30', RATE_LIMIT_MAIL_MAX: '100' } });
});
afterAll(async () => t?.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/staff/me', headers });

describe('sign-in', () => {
  it('signs in the seeded owner and kitchen member with the README credentials', async () => {
    const owner = await signInStaffMember(t, 'demo', demoOwnerEmail('demo'), DEMO_OWNER_PASSWORD);
    const res = await me(owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'owner',
      companyUrlName: 'demo',
      venues: [{ seatWebId: 1 }, { seatWebId: 2 }, { seatWebId: 3 }],
    });
    const kitchen = await signInStaffMember(t, 'demo', demoKitchenEmail('demo'), DEMO_KITCHEN_PASSWORD);
    expect((await me(kitchen.headers)).json()).toMatchObject({ role: 'staff' });
    const other = await signInStaffMember(t, 'menu-digitale', demoOwnerEmail('menu-digitale'), DEMO_OWNER_PASSWORD);
    expect((await me(other.headers)).json().venues.map((v: { seatWebId: number }) => v.seatWebId)).toEqual([4]);
  });

  it('sets an HttpOnly SameSite=Strict cookie on /api/staff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signIn',
      headers: appOriginHeader(t),
      payload: { company: 'demo', email: demoOwnerEmail('demo'), password: DEMO_OWNER_PASSWORD },
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Strict/);
    expect(raw).toMatch(/Path=\/api\/staff/);
    expect(res.body).not.toContain('passwordHash');
  });

  it('refuses wrong passwords, unknown e-mails, another company and bad input', async () => {
    const attempt = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/staff/signIn', headers: appOriginHeader(t), payload });
    expect((await attempt({ company: 'demo', email: demoOwnerEmail('demo'), password: 'sbagliata' })).statusCode).toBe(
      401,
    );
    expect((await attempt({ company: 'demo', email: 'nessuno@demo.test', password: 'whatever1' })).statusCode).toBe(
      401,
    );
    // The demo owner's credentials belong to 'demo' only.
    expect(
      (await attempt({ company: 'menu-digitale', email: demoOwnerEmail('demo'), password: DEMO_OWNER_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await attempt({ company: 'nessuna', email: demoOwnerEmail('demo'), password: DEMO_OWNER_PASSWORD })).statusCode,
    ).toBe(401);
    const bad = await attempt({ company: 'demo', email: 'not-an-email', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('answers 401 without a session, with a diner token, or with a forged cookie', async () => {
    expect((await me({})).statusCode).toBe(401);
    const diner = await authenticate(t.app);
    expect((await me({ authorization: `Bearer ${diner.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: `tavola_staff=${diner.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: 'tavola_staff=garbage' })).statusCode).toBe(401);
  });

  it('sign-out ends the session', async () => {
    const s = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    expect((await me(s.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/signOut', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(s.headers)).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('the link names its restaurant and e-mail before it is used, and takes a passphrase up to 128 characters', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const email = `frase-${Date.now()}@demo.test`;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members/invite',
      headers: owner.headers,
      payload: { email, name: 'Giulia', role: 'staff', seatWebIds: [2] },
    });
    expect(invite.statusCode).toBe(200);
    const { link } = await lastMailTo(t, email);
    const staffMemberId = Number(link!.searchParams.get('member'));
    const checkCode = link!.searchParams.get('code')!;
    // The app's own Origin, as its invitation page sends it.
    const headers = { origin: t.app.config.publicOrigin };
    const details = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/staff/invitation', headers, payload });

    const found = await details({ staffMemberId, checkCode });
    expect(found.statusCode, found.body).toBe(200);
    const [demo] = await t.db
      .select({ tradeName: companies.tradeName })
      .from(companies)
      .where(eq(companies.urlName, 'demo'));
    expect(found.json()).toEqual({ companyName: demo.tradeName, email, name: 'Giulia', role: 'staff' });
    // Asking twice uses nothing up.
    expect((await details({ staffMemberId, checkCode })).statusCode).toBe(200);
    for (const bad of [
      { staffMemberId, checkCode: 'x' + checkCode },
      { staffMemberId: staffMemberId + 100_000, checkCode },
    ]) {
      const res = await details(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('STAFF_INVITE_INVALID');
    }
    expect((await details({ staffMemberId, checkCode: '' })).statusCode).toBe(400);

    // Passphrases: 17 and 128 characters are fine, 129 is refused with its bound.
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers,
      payload: { staffMemberId, checkCode, password: 'a'.repeat(129) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('128');
    const passphrase = 'la pizza margherita del sabato sera '.repeat(4).slice(0, 128);
    expect(passphrase).toHaveLength(128);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers,
      payload: { staffMemberId, checkCode, password: passphrase },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await signInStaffMember(t, 'demo', email, passphrase)).member.staffMemberId).toBe(staffMemberId);

    // A used link names nobody.
    expect((await details({ staffMemberId, checkCode })).json().code).toBe('STAFF_INVITE_INVALID');
  });

  it('an owner invites by e-mail; the single-use link sets the password and signs in', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const email = `nuovo-${Date.now()}@demo.test`;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members/invite',
      headers: owner.headers,
      payload: { email, name: 'Mario', role: 'staff', seatWebIds: [2], language: 'en' },
    });
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toMatchObject({ invited: true, role: 'staff', seatWebIds: [2] });
    const { mail, link } = await lastMailTo(t, email);
    expect(mail.subject).toMatch(/your staff account/);
    expect(link?.pathname).toBe('/staff/invite');
    const staffMemberId = Number(link!.searchParams.get('member'));
    const checkCode = link!.searchParams.get('code')!;

    // Not signed in before accepting (no password yet).
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signIn',
      headers: appOriginHeader(t),
      payload: { company: 'demo', email, password: 'qualcosa1' },
    });
    expect(early.statusCode).toBe(401);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers: appOriginHeader(t),
      payload: { staffMemberId, checkCode, password: '123' },
    });
    expect(short.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers: appOriginHeader(t),
      payload: { staffMemberId, checkCode: 'x' + checkCode, password: 'nuovapass1' },
    });
    expect(wrong.json().code).toBe('STAFF_INVITE_INVALID');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers: appOriginHeader(t),
      payload: { staffMemberId, checkCode, password: 'nuovapass1' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email, role: 'staff', venues: [{ seatWebId: 2 }] });
    expect((await me({ cookie: staffCookieOf(accepted) })).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers: appOriginHeader(t),
      payload: { staffMemberId, checkCode, password: 'altrapass1' },
    });
    expect(again.statusCode).toBe(400);
    expect((await signInStaffMember(t, 'demo', email, 'nuovapass1')).member.staffMemberId).toBe(staffMemberId);

    // Inviting an active member again is a conflict.
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members/invite',
      headers: owner.headers,
      payload: { email, name: 'Mario', role: 'staff', seatWebIds: [2] },
    });
    expect(dup.statusCode).toBe(509);
  });

  it('a new invitation retires the old link', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const email = `riinvito-${Date.now()}@demo.test`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/members/invite',
        headers: owner.headers,
        payload: { email, name: 'Ada', role: 'manager', seatWebIds: [1] },
      });
    await send();
    const first = (await lastMailTo(t, email)).link!;
    expect((await send()).statusCode).toBe(200);
    const accept = (link: URL) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/acceptInvite',
        headers: appOriginHeader(t),
        payload: {
          staffMemberId: Number(link.searchParams.get('member')),
          checkCode: link.searchParams.get('code'),
          password: 'pass12345',
        },
      });
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept((await lastMailTo(t, email)).link!)).statusCode).toBe(200);
  });

  it('managers invite only staff of their own venues; staff invite nobody', async () => {
    const manager = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
    const invite = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/staff/members/invite', headers, payload: { name: 'X', ...payload } });
    expect(
      (await invite(manager.headers, { email: `m1-${Date.now()}@demo.test`, role: 'staff', seatWebIds: [1] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await invite(manager.headers, { email: `m2-${Date.now()}@demo.test`, role: 'staff', seatWebIds: [2] }))
        .statusCode,
    ).toBe(403);
    expect((await invite(manager.headers, { email: `m3-${Date.now()}@demo.test`, role: 'owner' })).statusCode).toBe(
      403,
    );
    expect(
      (await invite(manager.headers, { email: `m4-${Date.now()}@demo.test`, role: 'manager', seatWebIds: [1] }))
        .statusCode,
    ).toBe(403);
    // A venue of another company is as unknown as a missing one.
    expect(
      (await invite(manager.headers, { email: `m5-${Date.now()}@demo.test`, role: 'staff', seatWebIds: [4] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await invite(manager.headers, { email: `m6-${Date.now()}@demo.test`, role: 'staff', seatWebIds: [] }))
        .statusCode,
    ).toBe(400);
    const staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    expect(
      (await invite(staff.headers, { email: `s1-${Date.now()}@demo.test`, role: 'staff', seatWebIds: [1] })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/members', headers: staff.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('disabling', () => {
  it('ends the member’s sessions at once and refuses their sign-in', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const member = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    expect((await me(member.headers)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${member.staffMemberId}/disable`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true });
    expect((await me(member.headers)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signIn',
      headers: appOriginHeader(t),
      payload: { company: 'demo', email: member.email, password: 'staff-pass1' },
    });
    expect(again.statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/members', headers: owner.headers });
    expect(list.json().find((m: { staffMemberId: number }) => m.staffMemberId === member.staffMemberId)).toMatchObject({
      disabled: true,
    });
  });

  it('no one disables a member of another company, themselves, or someone above them', async () => {
    const otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    const member = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const disable = (headers: Record<string, string>, id: number) =>
      t.app.inject({ method: 'POST', url: `/api/staff/members/${id}/disable`, headers });
    expect((await disable(otherOwner.headers, member.staffMemberId)).statusCode).toBe(404);
    expect((await disable(member.headers, member.staffMemberId)).statusCode).toBe(403);
    const manager = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
    const owner = await createSignedInStaff(t, { role: 'owner' });
    expect((await disable(manager.headers, owner.staffMemberId)).statusCode).toBe(403);
    expect((await disable(owner.headers, owner.staffMemberId)).statusCode).toBe(403);
    expect((await disable(manager.headers, member.staffMemberId)).statusCode).toBe(200);
    expect((await me(member.headers)).statusCode).toBe(401);
  });
});

describe('staff:create-owner', () => {
  it('creates the first owner, then resets their password', async () => {
    const email = `owner-${Date.now()}@chiuso.test`;
    expect(await createOwner(t.db, { company: 'chiuso', email, password: 'primapass' })).toMatchObject({
      created: true,
    });
    const first = await signInStaffMember(t, 'chiuso', email, 'primapass');
    expect((await me(first.headers)).json()).toMatchObject({ role: 'owner', venues: [{ seatWebId: 5 }] });
    expect(await createOwner(t.db, { company: 'chiuso', email, password: 'secondapass' })).toMatchObject({
      created: false,
    });
    expect((await me(first.headers)).statusCode).toBe(401);
    await expect(createOwner(t.db, { company: 'nessuna', email, password: 'secondapass' })).rejects.toThrow(
      /non trovata/,
    );
  });
});

describe('rate limit', () => {
  it('answers 429 after too many sign-in attempts', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '2' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/staff/signIn',
          headers: appOriginHeader(limited),
          payload: { company: 'demo', email: 'x@demo.test', password: 'sbagliata' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
