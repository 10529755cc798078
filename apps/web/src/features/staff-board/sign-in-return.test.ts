import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, staffSignInPath } from './sign-in-return';

describe('staffSignInPath', () => {
  it('keeps the restaurant code and the page asked for', () => {
    const path = staffSignInPath({ pathname: '/staff/venues/2/bookings', search: '?company=demo' });
    const url = new URL(path, 'https://x.test');
    expect(url.pathname).toBe('/staff/sign-in');
    expect(url.searchParams.get('company')).toBe('demo');
    expect(url.searchParams.get('next')).toBe('/staff/venues/2/bookings?company=demo');
  });

  it('is the plain sign-in page from the sign-in page itself', () => {
    expect(staffSignInPath({ pathname: '/staff/sign-in', search: '' })).toBe('/staff/sign-in');
  });
});

describe('pageAfterSignIn', () => {
  it.each(['/staff', '/staff/menu/tables', '/staff/venues/2/bookings?company=demo'])('returns to %s', (next) => {
    expect(pageAfterSignIn(next)).toBe(next);
  });

  it.each([
    null,
    '',
    'https://evil.test/staff',
    '//evil.test/staff',
    '/\\evil.test/staff',
    '/main/menu',
    '/staffing',
    '/staff/sign-in?next=/staff',
    'staff/menu',
    `/staff/${'a'.repeat(600)}`,
  ])('ignores %s', (next) => expect(pageAfterSignIn(next)).toBeNull());
});
