// Typed values kept in local and session storage. Each is a persisted zustand store
// (persisted-store.ts): validated with zod on read, so a value written by an
// older release (or by hand) reads as null instead of breaking startup; a write the storage
// refuses (privacy modes, quota) is kept in memory for this page.
import { z } from 'zod';
import { persistedStore, type PersistedStore, type StorageArea } from './persisted-store';

export interface StoredValue<T> {
  get(): T | null;
  set(value: T): void;
  remove(): void;
}

const stores = new Map<string, PersistedStore<unknown>>();

export function storedValue<T>(area: StorageArea, key: string, schema: z.ZodType<T>): StoredValue<T> {
  const id = `${area}:${key}`;
  let store = stores.get(id) as PersistedStore<T | null> | undefined;
  if (!store) {
    store = persistedStore<T | null>(area, key, schema.nullable(), () => null);
    stores.set(id, store as PersistedStore<unknown>);
  }
  const kept = store;
  return {
    get: () => kept.get(),
    set: (value) => kept.set(value),
    remove: () => kept.clear(),
  };
}

/**
 * Storage keys. 'LastSeatWebIdSelected' is spec 001 §9's; the spec stores "a seat id per
 * company" without naming the layout, so it holds a record urlName → seatWebId. The other
 * names are ours (the spec does not give them).
 */
export const StorageKey = {
  lastCompanyUrlName: 'LastCompanyUrlName',
  lastSeatWebIdSelected: 'LastSeatWebIdSelected',
  lastLanguageSelected: 'LastLanguageSelected',
  tokenPrefix: 'Token_',
  /** The reservations this browser made (spec 001 §4, §9; features/booking/lib/reservation-store.ts). */
  tableReservations: 'e2k_tableReservations',
} as const;

/** The company of the last visit (spec 001 §4: "Company name ... stored locally"). */
export const lastCompanyUrlName = storedValue('local', StorageKey.lastCompanyUrlName, z.string().min(1));

const lastSeatWebIds = storedValue('local', StorageKey.lastSeatWebIdSelected, z.record(z.string(), z.number().int()));

export function recallSeatWebId(companyUrlName: string): number | null {
  return lastSeatWebIds.get()?.[companyUrlName.toLowerCase()] ?? null;
}

export function rememberSeatWebId(companyUrlName: string, seatWebId: number | null): void {
  const all = { ...lastSeatWebIds.get() };
  const key = companyUrlName.toLowerCase();
  if (seatWebId == null) delete all[key];
  else all[key] = seatWebId;
  lastSeatWebIds.set(all);
}

/** Language picked in the toolbar, so the reload at /{code}/ can send its languageId. */
export const lastLanguageSelected = storedValue(
  'local',
  StorageKey.lastLanguageSelected,
  z.object({ languageId: z.number().int(), languageCode: z.string() }),
);

// The session token lives in session storage, one per company: a reload keeps the session
// of this tab, another tab starts its own, and opening another company never sends it the
// first company's token. Listeners let React read it with useSyncExternalStore.
let tokenCompany = '';
const tokenListeners = new Set<() => void>();
const tokenValue = () => storedValue('session', StorageKey.tokenPrefix + tokenCompany, z.string().min(1));

export const tokenStore = {
  /** Scopes the token to a company; called at startup before the first API call. */
  useCompany(companyUrlName: string) {
    tokenCompany = companyUrlName.toLowerCase();
    tokenListeners.forEach((listener) => listener());
  },
  get(): string | null {
    return tokenValue().get();
  },
  set(token: string | null) {
    if (token) tokenValue().set(token);
    else tokenValue().remove();
    tokenListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    tokenListeners.add(listener);
    return () => {
      tokenListeners.delete(listener);
    };
  },
};
