// Spec 001 §7: a 401 reloads the page (the session is gone; startup makes a new one). The
// reload is marked in session storage so the page after it can tell the diner why it reloaded
// (the notification stack reads the mark once).
import { z } from 'zod';
import { storedValue } from './storage';

const mark = storedValue('session', 'SessionReloadedAfter401', z.literal(true));

export const sessionReload = {
  /** Reloads the page, marked as caused by an expired session. */
  reloadAfterUnauthorized() {
    mark.set(true);
    window.location.reload();
  },
  /** True once after such a reload. */
  take(): boolean {
    const marked = mark.get() === true;
    if (marked) mark.remove();
    return marked;
  },
};
