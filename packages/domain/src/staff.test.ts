import { describe, expect, it } from 'vitest';
import { canManageMember, canReachVenue, roleAtLeast, staffInviteSchema } from './staff';

describe('staff roles', () => {
  it('orders roles owner > manager > staff', () => {
    expect(roleAtLeast('owner', 'manager')).toBe(true);
    expect(roleAtLeast('manager', 'staff')).toBe(true);
    expect(roleAtLeast('staff', 'manager')).toBe(false);
    expect(roleAtLeast('manager', 'owner')).toBe(false);
  });
  it('owners reach every venue, others only theirs', () => {
    expect(canReachVenue({ role: 'owner', seatWebIds: [] }, 7)).toBe(true);
    expect(canReachVenue({ role: 'manager', seatWebIds: [1] }, 7)).toBe(false);
    expect(canReachVenue({ role: 'staff', seatWebIds: [7] }, 7)).toBe(true);
  });
  it('managers manage only staff of their own venues', () => {
    const manager = { role: 'manager' as const, seatWebIds: [1, 2] };
    expect(canManageMember(manager, { role: 'staff', seatWebIds: [1] })).toBe(true);
    expect(canManageMember(manager, { role: 'staff', seatWebIds: [3] })).toBe(false);
    expect(canManageMember(manager, { role: 'staff', seatWebIds: [] })).toBe(false);
    expect(canManageMember(manager, { role: 'manager', seatWebIds: [1] })).toBe(false);
    expect(canManageMember({ role: 'staff', seatWebIds: [1] }, { role: 'staff', seatWebIds: [1] })).toBe(false);
    expect(canManageMember({ role: 'owner', seatWebIds: [] }, { role: 'owner', seatWebIds: [] })).toBe(true);
  });
  it('validates an invitation', () => {
    expect(staffInviteSchema.safeParse({ email: 'a@b.it', name: 'A', role: 'staff', seatWebIds: [1] }).success).toBe(
      true,
    );
    expect(staffInviteSchema.safeParse({ email: 'nope', name: 'A', role: 'staff' }).success).toBe(false);
    expect(staffInviteSchema.safeParse({ email: 'a@b.it', name: 'A', role: 'chef' }).success).toBe(false);
  });
});
