// The maps cache: same question, same answer for a while; bounded in size.
import { describe, expect, it } from 'vitest';
import { TtlCache } from './maps-cache';

describe('TtlCache', () => {
  it('forgets an answer after its time', () => {
    let now = 0;
    const cache = new TtlCache<number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('loads once, and keeps no failure', async () => {
    const cache = new TtlCache<string>();
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    expect(await cache.getOrLoad('k', load)).toBe('answer 1');
    expect(await cache.getOrLoad('k', load)).toBe('answer 1');
    await expect(cache.getOrLoad('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('x', load)).toBe('answer 2');
  });
});
