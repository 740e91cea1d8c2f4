import { REPORT_TIME_TO_DATA, timeToDataOf } from '@q/e2e/live-widgets';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { SignedIn } from './api-load';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseResult {
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's performance category with its default (mobile) settings, page by page. */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  signedIn?: SignedIn,
): Promise<LighthouseResult[]> {
  // A browser of its own: its cache and storage start empty, whatever ran before.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (signedIn) await signInBrowser(chrome.port, baseUrl, signedIn);
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const lhr = await lighthouseRun(`${baseUrl}${path}`, chrome.port, signedIn !== undefined);
      const { categories, audits, finalDisplayedUrl } = lhr;
      if (signedIn && new URL(finalDisplayedUrl).pathname !== path) {
        throw new Error(
          `Signed in, ${path} ended on ${finalDisplayedUrl}: the sign-in did not hold.`,
        );
      }
      results.push({
        path,
        score: categories.performance?.score ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * Per page, the run with the median score of several (Lighthouse's own advice: one run varies too
 * much to judge a page by). `runs[i][j]` is run i's result for page j; every run covers the same
 * pages in the same order.
 */
export function medianByScore(runs: readonly (readonly LighthouseResult[])[]): LighthouseResult[] {
  const [first = []] = runs;
  return first.map((_, page) => {
    const results = runs
      .map((run) => run[page])
      .filter((result): result is LighthouseResult => result !== undefined)
      .sort((a, b) => a.score - b.score);
    const middle = results[Math.floor((results.length - 1) / 2)];
    if (!middle) throw new Error('No Lighthouse result to take the median of.');
    return middle;
  });
}

/** Lighthouse gives up on a page now and then (NO_NAVSTART and the like): such a run is retried. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(url: string, port: number, keepStorage: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed in, the session cookie and the stored user must survive; the cache is still
      // cold, as only a JSON answer was loaded before.
      disableStorageReset: keepStorage,
    });
    const error = run ? run.lhr.runtimeError : { code: 'NO_RESULT' };
    if (run && !error) return run.lhr;
    if (attempt === LIGHTHOUSE_ATTEMPTS) {
      throw new Error(`Lighthouse failed on ${url} ${attempt} times (${error?.code}).`);
    }
  }
}

/**
 * Signs the browser in as the apps do: the session cookie, and the user in localStorage, set on
 * a JSON answer of the origin so that no page code or asset is cached before the measurement.
 */
async function signInBrowser(port: number, baseUrl: string, signedIn: SignedIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The browser has no default context.');
    await context.addCookies(
      signedIn.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health/live`);
    await page.evaluate((user) => localStorage.setItem('currentUser', user), signedIn.userJson);
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser (and its default context) be.
    await browser.close();
  }
}

export interface DashboardTiming {
  /** Milliseconds from navigation start until every live widget showed data, per visit. */
  visitsMs: number[];
}

/**
 * Loads /dashboard `visits` times in one browser (the first visit cold, the others warm); the
 * page times itself (`REPORT_TIME_TO_DATA`).
 */
export async function timeDashboard(baseUrl: string, visits: number): Promise<DashboardTiming> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(REPORT_TIME_TO_DATA);
    const page = await context.newPage();
    const visitsMs: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const report = page.waitForEvent('console', {
        predicate: (message) => timeToDataOf(message.text()) !== undefined,
        timeout: 30_000,
      });
      await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
      visitsMs.push(timeToDataOf((await report).text()) ?? Number.NaN);
    }
    return { visitsMs };
  } finally {
    await browser.close();
  }
}
