// In-app navigation history for the route guard and the 'back' rules (spec 001 §2): which
// page the visitor came from within this page load. A reload or a typed address starts a
// new history, as the documented client's router does (no previous page).
let current: { key: string; pathname: string } | null = null;
let previous: string | null = null;

/**
 * Records the location being rendered. Idempotent for the same location key, so it can run
 * during render (StrictMode renders twice).
 */
export function recordLocation(key: string, pathname: string): void {
  if (current?.key === key) return;
  if (current) previous = current.pathname;
  current = { key, pathname };
}

/** The page shown before the current one in this page load, or null. */
export function previousPathname(): string | null {
  return previous;
}

/** For tests. */
export function resetNavigationHistory(): void {
  current = null;
  previous = null;
}
