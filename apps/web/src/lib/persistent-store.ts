// A value kept in web storage and read by React through useSyncExternalStore. The parsed
// value is cached against the raw text, so every render sees the same object until the
// storage changes (also when something else, a test or another module, writes the key).
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { storageOf, type StorageArea } from './storage';

export interface PersistentStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  /** Forgets the stored value; get() then answers the initial value. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const listenersByKey = new Map<string, Set<() => void>>();

function notify(key: string) {
  listenersByKey.get(key)?.forEach((listener) => listener());
}

export function persistentStore<T>(
  area: StorageArea,
  key: string,
  schema: z.ZodType<T>,
  initial: () => T,
): PersistentStore<T> {
  const listenerKey = `${area}:${key}`;
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  const get = (): T => {
    let raw: string | null = null;
    try {
      raw = storageOf(area)?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    cachedValue = initial();
    if (raw != null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        // A value from an older release (or edited by hand) reads as the initial value.
        if (parsed.success) cachedValue = parsed.data;
      } catch {
        // not JSON: initial value
      }
    }
    return cachedValue;
  };

  return {
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      const raw = JSON.stringify(value);
      try {
        storageOf(area)?.setItem(key, raw);
        cachedRaw = raw;
      } catch {
        // Quota or privacy mode: kept in memory for this page only.
        cachedRaw = undefined;
      }
      cachedValue = value;
      notify(listenerKey);
    },
    clear() {
      try {
        storageOf(area)?.removeItem(key);
      } catch {
        // nothing stored
      }
      notify(listenerKey);
    },
    subscribe(listener) {
      let listeners = listenersByKey.get(listenerKey);
      if (!listeners) listenersByKey.set(listenerKey, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useStore<T>(store: PersistentStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
