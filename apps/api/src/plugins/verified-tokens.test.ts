// The kept verified diner tokens: a kept token still expires, a changed token is
// checked in full, and the set stays bounded.
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './session';

describe('VerifiedTokens', () => {
  it('answers the claims of a kept token until it expires', () => {
    const tokens = new VerifiedTokens();
    tokens.add('a.b.c', { companyId: 1, exp: 100 });
    expect(tokens.get('a.b.c', 99_999)).toEqual({ companyId: 1, exp: 100 });
    expect(tokens.get('a.b.c', 100_000)).toBeNull();
    // Dropped once expired: a later clock going back cannot bring it back.
    expect(tokens.get('a.b.c', 1)).toBeNull();
  });

  it('knows only the exact token it was given', () => {
    const tokens = new VerifiedTokens();
    tokens.add('a.b.c', { companyId: 1, exp: 100 });
    expect(tokens.get('a.b.d', 0)).toBeNull();
  });

  it('does not keep a token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.add('a.b.c', { companyId: 1 });
    expect(tokens.get('a.b.c', 0)).toBeNull();
  });

  it('drops the oldest token past its bound', () => {
    const tokens = new VerifiedTokens(2);
    tokens.add('t1', { exp: 100 });
    tokens.add('t2', { exp: 100 });
    tokens.add('t3', { exp: 100 });
    expect(tokens.get('t1', 0)).toBeNull();
    expect(tokens.get('t2', 0)).not.toBeNull();
    expect(tokens.get('t3', 0)).not.toBeNull();
  });
});
