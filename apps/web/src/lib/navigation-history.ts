// In-app navigation history for the route guard and the 'back' rules (spec 001 §2): which
// page the visitor came from. Within a page load it is the page rendered before. A reload
// must keep it (reloading any step after the menu sent the diner home), so
// each history entry's previous page is also kept in session storage under the router's
// location key, which the browser keeps in history.state across a reload. A typed address or
// a link opened afresh has the key 'default' and no previous page.
const STORAGE_KEY = 'NavigationHistory'; // ours
const MAX_ENTRIES = 50;

let current: { key: string; pathname: string } | null = null;
let previous: string | null = null;

type Remembered = [key: string, previous: string | null][];

function readRemembered(): Remembered {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Remembered) : [];
  } catch {
    return [];
  }
}

function remember(key: string, previousPathname: string | null) {
  if (key === 'default') return;
  const entries = readRemembered().filter(([k]) => k !== key);
  entries.push([key, previousPathname]);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Storage refused: a reload will not know the previous page, as before.
  }
}

/**
 * Records the location being rendered. Idempotent for the same location key, so it can run
 * during render (StrictMode renders twice).
 */
export function recordLocation(key: string, pathname: string): void {
  if (current?.key === key) return;
  if (current) previous = current.pathname;
  else previous = key === 'default' ? null : (readRemembered().find(([k]) => k === key)?.[1] ?? null);
  current = { key, pathname };
  remember(key, previous);
}

/** The page shown before the current one (also across a reload of this tab), or null. */
export function previousPathname(): string | null {
  return previous;
}

/** For tests. */
export function resetNavigationHistory(): void {
  current = null;
  previous = null;
}
