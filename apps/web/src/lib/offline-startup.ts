// The last startup answer of each company (account/authenticateClient), kept so that the app
// opens offline on the last menu seen (docs/pwa-and-push.md): the call is a POST, which the
// service worker never answers from a cache, so the app keeps its own copy of what it needs to
// draw the shell (company, venue, language), never a session token.
import type { AuthenticateClientResponse } from '@tavola/domain/entities';

const KEY = 'tavola.offlineStartup.';

export const offlineStartup = {
  remember(companyUrlName: string, response: AuthenticateClientResponse): void {
    try {
      localStorage.setItem(KEY + companyUrlName, JSON.stringify(response));
    } catch {
      // Storage full or off: the app simply does not open offline.
    }
  },
  recall(companyUrlName: string): AuthenticateClientResponse | null {
    try {
      const kept = localStorage.getItem(KEY + companyUrlName);
      return kept ? (JSON.parse(kept) as AuthenticateClientResponse) : null;
    } catch {
      return null;
    }
  },
};
