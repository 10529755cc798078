// The kept client state (a zustand store with persist) never loses a value.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { persistedStore } from './persisted-store';

const numbers = z.array(z.number());
let n = 0;
const freshStore = () => persistedStore('session', `Test_${++n}`, numbers, () => []);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('persistedStore', () => {
  it('keeps a value the storage refuses to write (set [1,2,3], get → [1,2,3])', () => {
    const store = freshStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    store.set([1, 2, 3]);
    expect(store.get()).toEqual([1, 2, 3]);
    expect(store.get()).toEqual([1, 2, 3]);
  });

  it('writes through, and notifies subscribers', () => {
    const store = freshStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((current) => [...current, 4]);
    expect(store.get()).toEqual([4]);
    expect(JSON.parse(sessionStorage.getItem(`Test_${n}`)!)).toEqual([4]);
    expect(listener).toHaveBeenCalled();
  });

  it('reads a value someone else wrote, and an invalid one as the initial value', () => {
    const store = freshStore();
    sessionStorage.setItem(`Test_${n}`, '[7,8]');
    expect(store.get()).toEqual([7, 8]);
    sessionStorage.setItem(`Test_${n}`, '{"not":"numbers"}');
    expect(store.get()).toEqual([]);
    sessionStorage.setItem(`Test_${n}`, 'not json');
    expect(store.get()).toEqual([]);
  });

  it('forgets on clear and when the storage is cleared', () => {
    const store = freshStore();
    store.set([1]);
    store.clear();
    expect(store.get()).toEqual([]);
    expect(sessionStorage.getItem(`Test_${n}`)).toBeNull();
    store.set([2]);
    sessionStorage.clear();
    expect(store.get()).toEqual([]);
  });
});
