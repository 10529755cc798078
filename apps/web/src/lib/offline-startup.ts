// The last startup answer of each company (account/authenticateClient), kept so that the app
// opens offline on the last menu seen (docs/pwa-and-push.md): the call is a POST, which the
// service worker never answers from a cache, so the app keeps its own copy of what it needs to
// draw the shell (company, venue, language), never a session token. The signed-in customer in it
// goes at logout: a shared phone opened offline must not greet the last diner. A kept value is checked
// against the answer's schema on read (storage.ts), so one from an older release reads as none.
import { authenticateClientResponseSchema, type AuthenticateClientResponse } from '@tavola/domain/entities';
import { storedValue } from './storage';

const KEY = 'tavola.offlineStartup.';

const keptAnswer = (companyUrlName: string) =>
  storedValue('local', KEY + companyUrlName, authenticateClientResponseSchema);

export const offlineStartup = {
  remember(companyUrlName: string, response: AuthenticateClientResponse): void {
    keptAnswer(companyUrlName).set(response);
  },
  recall(companyUrlName: string): AuthenticateClientResponse | null {
    return keptAnswer(companyUrlName).get();
  },
  /** Keeps the company's answer (the menu still opens offline) without its customer. */
  forgetCustomer(companyUrlName: string): void {
    const kept = keptAnswer(companyUrlName);
    const answer = kept.get();
    if (answer?.customer) kept.set({ ...answer, customer: null });
  },
};
