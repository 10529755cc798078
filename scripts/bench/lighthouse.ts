// Lighthouse (mobile form factor and default simulated throttling) on one page with the system
// Chromium (CHROMIUM_PATH or /usr/bin/chromium), headless; the browser is closed afterwards.
// Returns the four category scores (0-100) and the main performance metrics.
// Standalone, against a running server (issue #14: read the audits to find the causes):
//   node --import tsx scripts/bench/lighthouse.ts <url> [report.json]
// prints the scores and metrics and writes the whole report (every audit) to report.json.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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

export async function runLighthouse(url: string, reportFile?: string): Promise<LighthouseScores> {
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
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr, null, 1));
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, reportFile] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx scripts/bench/lighthouse.ts <url> [report.json]');
    process.exit(2);
  }
  runLighthouse(url, reportFile)
    .then((scores) => console.log(JSON.stringify(scores)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
