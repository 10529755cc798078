// Lighthouse (mobile form factor and default simulated throttling) on one page with the system
// Chromium (CHROMIUM_PATH or /usr/bin/chromium), headless; the browser is closed after each run.
// Returns the four category scores (0-100) and the main performance metrics of the median run.
// One run moves by 10-15 performance points on a shared machine: with several runs
// the median one is reported, chosen as Lighthouse's own tooling does (computeMedianRun: the
// run closest to the median first paint and time to interactive), with every run's score.
// Standalone, against a running server (read the audits to find the causes):
//   LIGHTHOUSE_RUNS=3 node --import tsx scripts/bench/lighthouse.ts <url> [report.json]
// prints the scores and metrics and writes the median run's whole report to report.json.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

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
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance score of every run, in run order (one entry for a single run). */
  performanceRuns: number[];
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function runOnce(url: string): Promise<Report> {
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
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART): that run is
 * made again, once; a second failure is reported.
 */
async function runOnceOrRetry(url: string): Promise<Report> {
  try {
    return await runOnce(url);
  } catch (error) {
    console.error(
      `Lighthouse failed on ${url}, running it again: ${error instanceof Error ? error.message : String(error)}`,
    );
    return runOnce(url);
  }
}

const performanceOf = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

export async function runLighthouse(
  url: string,
  options: { runs?: number; reportFile?: string } = {},
): Promise<LighthouseScores> {
  const reports: Report[] = [];
  for (let run = 0; run < Math.max(1, options.runs ?? 1); run += 1) reports.push(await runOnceOrRetry(url));
  const lhr: Report = computeMedianRun(reports);
  if (options.reportFile) writeFileSync(options.reportFile, JSON.stringify(lhr, null, 1));
  const categories: Record<string, number | null> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    categories[id] = category.score === null ? null : Math.round(category.score * 100);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    categories,
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    performanceRuns: reports.map(performanceOf),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, reportFile] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx scripts/bench/lighthouse.ts <url> [report.json]');
    process.exit(2);
  }
  runLighthouse(url, { runs: Number(process.env.LIGHTHOUSE_RUNS ?? 1), reportFile })
    .then((scores) => console.log(JSON.stringify(scores)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
