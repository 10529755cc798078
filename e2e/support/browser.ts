// playwright-core driving the system Chromium (DEVELOPERS.md: Playwright's own browser
// download cannot work here). CHROMIUM_PATH overrides /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expectAccessible } from './accessibility';

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}: apt-get install chromium, or set CHROMIUM_PATH.`);
  }
  return candidate;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Without the background-networking flags Chromium keeps calling Google's hosts, which
    // this closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves a screenshot under e2e/artifacts (git-ignored) for a human to look at. Every screen a
 * journey shows this way is also checked with axe first (zero violations),
 * WCAG 2.2 AA included unless `wcag22: false`.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { accessibility?: boolean; wcag22?: boolean } = {},
) {
  if (options.accessibility !== false) await expectAccessible(page, name, { wcag22: options.wcag22 });
  fs.mkdirSync(artifacts, { recursive: true });
  // Chromium takes a full-page capture by growing the viewport to the page's height for a moment;
  // with a field focused it leaves the page scrolled elsewhere and jumps back at the next press,
  // between its mousedown and mouseup, so the next click would miss its button (a form's Salva
  // then sends nothing). Putting the scroll back where it was keeps the page as the user left it.
  const scroll = await page.evaluate(() => ({ left: window.scrollX, top: window.scrollY }));
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  // A page that went elsewhere meanwhile has no scroll of this one to put back.
  await page.evaluate((at) => window.scrollTo({ ...at, behavior: 'instant' }), scroll).catch(() => {});
}

/** Runs a journey; on failure saves a screenshot of where it stopped (e2e/artifacts). */
export async function journey(page: Page, name: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    await screenshot(page, `${name}-failure`, { accessibility: false }).catch(() => {});
    throw new Error(`${(error as Error).message}\n(at ${page.url()})`, { cause: error });
  }
}
