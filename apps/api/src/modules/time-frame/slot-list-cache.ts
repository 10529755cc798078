// The answer of timeFrameWeb/getAvailableSlotsForTimeFrame kept for a moment (the
// slots call at >= 2,000 req/s). Safe because the order save is the authority: it counts the
// slot again under the slot's lock, so a slot shown for up to SLOT_LIST_TTL_MS after it filled
// up is refused with SLOT_NOT_AVAILABLE, never overbooked. A save in this process drops the
// venue's lists at once; the TTL bounds what saves of other processes (PostgreSQL) and the
// clock (a slot passing its lead time) can leave behind. The key holds the session's company,
// so a list computed for one company is never served to another.
const SLOT_LIST_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry {
  slots: string[];
  expires: number;
}

// Per database (one app, one database; tests run several apps in one process).
const listsByDb = new WeakMap<object, Map<string, Entry>>();
function listsOf(db: object): Map<string, Entry> {
  let lists = listsByDb.get(db);
  if (!lists) listsByDb.set(db, (lists = new Map()));
  return lists;
}

// The minute of the app clock is part of the key: the lead time moves slots out minute by minute.
const keyOf = (
  k: { companyId: number; seatWebId: number; timeFrameWebId: number; orderType: number; date: string },
  now: Date,
) => `${k.seatWebId}|${k.companyId}|${k.timeFrameWebId}|${k.orderType}|${k.date}|${Math.floor(now.getTime() / 60_000)}`;

export async function cachedSlotList(
  db: object,
  k: { companyId: number; seatWebId: number; timeFrameWebId: number; orderType: number; date: string },
  now: Date,
  compute: () => Promise<string[]>,
): Promise<string[]> {
  const lists = listsOf(db);
  const key = keyOf(k, now);
  const kept = lists.get(key);
  if (kept && kept.expires > Date.now()) return kept.slots;
  const slots = await compute();
  if (lists.size >= MAX_ENTRIES) lists.clear();
  lists.set(key, { slots, expires: Date.now() + SLOT_LIST_TTL_MS });
  return slots;
}

/** An order was stored or changed at the venue: its slot lists are recomputed. */
export function invalidateSlotLists(db: object, seatWebId: number): void {
  const lists = listsOf(db);
  const prefix = `${seatWebId}|`;
  for (const key of lists.keys()) if (key.startsWith(prefix)) lists.delete(key);
}
