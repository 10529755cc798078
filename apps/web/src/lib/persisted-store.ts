// One kept value in web storage: a zustand store with its persist
// middleware, replacing the hand-written wrappers (persistent-store.ts, storage.ts' own, the
// menu page's). The value lives in memory and is written through to local or session storage:
// - a write the storage refuses (quota, private mode) keeps the value in memory for this page;
// - a stored value is validated with its zod schema; one from an older release, edited by
//   hand or not JSON reads as the initial value;
// - something else writing the key (another module, a test) is picked up by get().
import { useStore as useZustandStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { z } from 'zod';

export type StorageArea = 'local' | 'session';

export function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The raw text stored under the key, null when none or when the storage cannot be read. */
function storedText(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether anything is stored under the key, read without its schema or store: a screen can
 * then skip loading the feature that would read it.
 */
export function isStored(area: StorageArea, key: string): boolean {
  return storedText(area, key) != null;
}

export interface PersistedStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  /** Forgets the stored value; get() then answers the initial value. */
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** React: the current value (zustand's useStore). */
  use(): T;
}

interface Slot<T> {
  value: T;
}

export function persistedStore<T>(
  area: StorageArea,
  key: string,
  schema: z.ZodType<T>,
  initial: () => T,
): PersistedStore<T> {
  /** The raw text this store last read or wrote: a different one means someone else wrote. */
  let knownRaw: string | null = null;
  /** Set while the store forgets a value removed by someone else: nothing to write back. */
  let silent = false;
  const readRaw = () => storedText(area, key);
  // Storage errors never reach the store: a refused write leaves knownRaw as it was, so the
  // in-memory value stays the one get() answers.
  const safeStorage: StateStorage = {
    getItem: () => {
      const raw = readRaw();
      knownRaw = raw;
      return raw == null ? null : JSON.stringify({ state: { value: parseValue(raw) }, version: 0 });
    },
    setItem: (name, text) => {
      if (silent) return;
      const raw = JSON.stringify((JSON.parse(text) as { state: Slot<T> }).state.value);
      try {
        storageOf(area)?.setItem(name, raw);
        knownRaw = raw;
      } catch {
        // Quota or private mode: kept in memory for this page.
      }
    },
    removeItem: (name) => {
      try {
        storageOf(area)?.removeItem(name);
      } catch {
        // nothing stored
      }
      knownRaw = null;
    },
  };
  const parseValue = (raw: string): T => {
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : initial();
    } catch {
      return initial();
    }
  };

  const store = createStore<Slot<T>>()(
    persist(() => ({ value: initial() }), {
      name: key,
      storage: createJSONStorage(() => safeStorage),
      partialize: (state) => ({ value: state.value }),
      // An absent key keeps the initial value; a present one replaces it.
      merge: (persisted, current) => (persisted ? { ...current, ...(persisted as Slot<T>) } : current),
    }),
  );

  const get = (): T => {
    const raw = readRaw();
    if (raw !== knownRaw) {
      if (raw == null) {
        // Removed by someone else (storage cleared): back to the initial value.
        knownRaw = null;
        silent = true;
        store.setState({ value: initial() });
        silent = false;
      } else {
        void store.persist.rehydrate();
      }
    }
    return store.getState().value;
  };

  return {
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      store.setState({ value });
    },
    clear() {
      silent = true;
      store.setState({ value: initial() });
      silent = false;
      store.persist.clearStorage();
    },
    subscribe(listener) {
      return store.subscribe(() => listener());
    },
    use() {
      return useZustandStore(store, (state) => state.value);
    },
  };
}

/** React: the current value of a store. */
export function useStore<T>(store: PersistedStore<T>): T {
  return store.use();
}
