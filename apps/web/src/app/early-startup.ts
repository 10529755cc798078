// The startup calls of a page load (spec 000 §3), begun before React and the rest of the app
// have been evaluated (a fast first load): app/early-start.ts starts them, and
// AppContextProvider takes the run over. Kept apart from the provider so that starting them
// evaluates only what the calls need.
import { languageFromPath } from '@tavola/domain/app-page';
import { startApp, type StartupResult } from './startup';

function runStartup(): Promise<StartupResult> {
  return startApp({
    search: window.location.search,
    pathLanguage: languageFromPath(window.location.pathname),
  });
}

let earlyStartup: Promise<StartupResult> | null = null;

/**
 * Starts the startup calls (settings, authenticateClient) as the page loads, so they travel
 * while the rest of the app loads instead of after it.
 */
export function startAppEarly() {
  earlyStartup ??= runStartup();
}

/** The run begun by startAppEarly, or a new one; the next call starts afresh. */
export function takeEarlyStartup(): Promise<StartupResult> {
  const running = earlyStartup ?? runStartup();
  earlyStartup = null;
  return running;
}
