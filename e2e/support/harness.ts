// Every journey file gets its own server (fresh embedded database) and its own Chromium,
// started before its tests and stopped after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type StartOptions, type TestServer } from './server';

export interface Harness {
  server: TestServer;
  browser: Browser;
}

/**
 * `env`: extra server variables, read when the server starts (after the file's own beforeAll,
 * e.g. a fake's URL); `beforeStart`: commands run on the fresh data folder first.
 */
export function useServerAndBrowser(options: { env?: () => Record<string, string> } & StartOptions = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer(options.env?.() ?? {}, options);
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  return harness;
}
