// The staff navigation offers a member the areas whose STAFF_ACCESS entry their role meets
// (mayUse); the API's routes behind each area must let in exactly those members. For every
// role and area: a call of the area's route is refused with 403 if and only if mayUse says no.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse, STAFF_ACCESS, STAFF_ROLES, type StaffArea } from '@tavola/domain/staff';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from './staff-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '30' } });
});
afterAll(async () => t?.close());

/** A call of a route of each area, on venue 1 of the demo where a venue is named. */
const areaCalls: Record<StaffArea, Array<{ method: 'GET' | 'DELETE'; url: string }>> = {
  session: [{ method: 'GET', url: '/api/staff/me' }],
  orderBoard: [
    { method: 'GET', url: '/api/staff/venues/1/orders' },
    { method: 'GET', url: '/api/staff/menu/venues/1/soldOut' },
  ],
  bookingBoard: [{ method: 'GET', url: '/api/staff/venues/1/bookings' }],
  menu: [
    { method: 'GET', url: '/api/staff/menu/ingredients' },
    { method: 'GET', url: '/api/staff/menu/groupVariations' },
  ],
  // No read of its own: removing a category that does not exist passes the role check, then 404.
  menuEditing: [{ method: 'DELETE', url: '/api/staff/menu/classifiers/999999' }],
  tables: [{ method: 'GET', url: '/api/staff/menu/tables?seatWebId=1' }],
  venues: [{ method: 'GET', url: '/api/staff/venues' }],
  venueSettings: [
    { method: 'GET', url: '/api/staff/venues/1' },
    { method: 'GET', url: '/api/staff/venues/1/hours' },
    { method: 'GET', url: '/api/staff/venues/1/booking-capacity' },
  ],
  team: [{ method: 'GET', url: '/api/staff/members' }],
  company: [{ method: 'GET', url: '/api/staff/company' }],
  payments: [{ method: 'GET', url: '/api/staff/payments' }],
  setup: [{ method: 'GET', url: '/api/staff/setup' }],
  reports: [
    { method: 'GET', url: '/api/staff/reports' },
    { method: 'GET', url: '/api/staff/venues/1/reports' },
  ],
  orderHistory: [
    { method: 'GET', url: '/api/staff/orders' },
    { method: 'GET', url: '/api/staff/orders.csv' },
  ],
};

describe('the areas the staff navigation offers are the ones the API opens', () => {
  it.each(STAFF_ROLES.map((role) => [role]))('%s', async (role) => {
    const member = await createSignedInStaff(t, { role, seatWebIds: [1] });
    const headers = { ...member.headers, origin: t.app.config.publicOrigin };
    for (const area of Object.keys(STAFF_ACCESS) as StaffArea[]) {
      for (const call of areaCalls[area]) {
        const res = await t.app.inject({ ...call, headers });
        expect(
          res.statusCode === 403,
          `${role} ${call.method} ${call.url}: ${res.statusCode} ${res.body.slice(0, 120)}`,
        ).toBe(!mayUse({ role }, area));
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).not.toBe(401);
      }
    }
  });
});
