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

export function useServerAndBrowser(env: Record<string, string> = {}, options: StartOptions = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer(env, options);
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  return harness;
}
