// Lighthouse (mobile form factor and default simulated throttling) on one page with the system
// Chromium (CHROMIUM_PATH or /usr/bin/chromium), headless; the browser is closed afterwards.
// Returns the four category scores (0-100) and the main performance metrics.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

export interface LighthouseScores {
  categories: Record<string, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const categories: Record<string, number | null> = {};
    for (const [id, category] of Object.entries(lhr.categories)) {
      categories[id] = category.score === null ? null : Math.round(category.score * 100);
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      categories,
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}
