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
  /** Where the page ended (a signed-in visit to /login goes on to the user's app). */
  endedOn: string;
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
  { storeUser = true }: { storeUser?: boolean } = {},
): Promise<LighthouseResult[]> {
  // A browser of its own: its cache and storage start empty, whatever ran before.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (signedIn) await signInBrowser(chrome.port, baseUrl, signedIn, storeUser);
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const lhr = await lighthouseRun(`${baseUrl}${path}`, chrome.port, signedIn !== undefined);
      const { categories, audits, finalDisplayedUrl } = lhr;
      const endedOn = new URL(finalDisplayedUrl).pathname;
      if (signedIn && endedOn === '/login' && path !== '/login') {
        throw new Error(`Signed in, ${path} ended on /login: the sign-in did not hold.`);
      }
      results.push({
        path,
        endedOn,
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
 * Signs the browser in as the apps do: the session cookie, and (`storeUser`) the user in
 * localStorage, set on a JSON answer of the origin so that no page code or asset is cached
 * before the measurement. Without the stored user it is a browser that has the cookie only (a
 * cleared storage, another profile, a sign-in through the API).
 */
async function signInBrowser(
  port: number,
  baseUrl: string,
  signedIn: SignedIn,
  storeUser: boolean,
): Promise<void> {
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
    if (storeUser) {
      await page.evaluate((user) => localStorage.setItem('currentUser', user), signedIn.userJson);
    }
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser (and its default context) be.
    await browser.close();
  }
}

export interface DashboardTiming {
  /** The CPU slowdown the page ran under (Lighthouse's mobile preset uses 4). */
  cpuSlowdown: number;
  /** Milliseconds from navigation start until every live widget showed data: each visit in a
   * browser context of its own (nothing cached), as a signed-in user arrives. */
  coldMs: number[];
  /** The same, visit after visit in one context (its files cached). */
  warmMs: number[];
}

/**
 * Loads /dashboard signed in (the session cookie and the stored user), with the CPU slowed
 * down `cpuSlowdown` times: `visits` times each in a fresh context, then `visits` times in one
 * context after a first visit that is not reported. The page times itself
 * (`REPORT_TIME_TO_DATA`).
 */
export async function timeDashboard(
  baseUrl: string,
  { visits, signedIn, cpuSlowdown }: { visits: number; signedIn: SignedIn; cpuSlowdown: number },
): Promise<DashboardTiming> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const newSignedInContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      signedIn.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    await context.addInitScript((user) => {
      if (!localStorage.getItem('currentUser')) localStorage.setItem('currentUser', user);
    }, signedIn.userJson);
    await context.addInitScript(REPORT_TIME_TO_DATA);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return { context, page };
  };
  const visit = async (page: Awaited<ReturnType<typeof newSignedInContext>>['page']) => {
    const report = page.waitForEvent('console', {
      predicate: (message) => timeToDataOf(message.text()) !== undefined,
      timeout: 60_000,
    });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    return timeToDataOf((await report).text()) ?? Number.NaN;
  };
  try {
    const coldMs: number[] = [];
    for (let index = 0; index < visits; index += 1) {
      const { context, page } = await newSignedInContext();
      coldMs.push(await visit(page));
      await context.close();
    }
    const warmMs: number[] = [];
    const { context, page } = await newSignedInContext();
    await visit(page);
    for (let index = 0; index < visits; index += 1) warmMs.push(await visit(page));
    await context.close();
    return { cpuSlowdown, coldMs, warmMs };
  } finally {
    await browser.close();
  }
}
