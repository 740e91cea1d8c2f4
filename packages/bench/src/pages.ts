import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

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
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}.`);
      const { categories, audits } = run.lhr;
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
 * True once every live widget of the manager dashboard shows server data (the same signs the
 * end-to-end test looks for). Evaluated in the page, so it is plain JavaScript text: a compiled
 * function would carry the bundler's helpers with it.
 */
const LIVE_WIDGETS_SHOW_DATA = `(() => {
  const region = (title) =>
    [...document.querySelectorAll('[aria-label], [aria-labelledby]')].find(
      (element) =>
        element.getAttribute('aria-label') === title ||
        (element.getAttribute('aria-labelledby') || '')
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent?.trim() === title),
    );
  const has = (title, test) => {
    const element = region(title);
    return element !== undefined && test(element);
  };
  const text = (pattern) => (element) => pattern.test(element.textContent || '');
  const progress = (element) => element.querySelector('[role="progressbar"]') !== null;
  return (
    document.querySelector('[aria-busy="true"]') === null &&
    has('Team members', (element) =>
      [...element.querySelectorAll('*')].some((node) => node.textContent.trim() === 'You'),
    ) &&
    has('HRIS Insights', (element) => element.querySelector('li') !== null) &&
    has('Headcount Overview', text(/Hired/)) &&
    has('Recruiting Insights', text(/Open positions \\(\\d+\\)/)) &&
    has('Systems & Tools', text(/\\d+ online of \\d+/)) &&
    has('SMART Goals Progress', progress) &&
    has('OKRs Status', progress) &&
    has('Capacity Model', text(/Current velocity/)) &&
    has('Budget vs Actual Tracker', text(/Remaining/)) &&
    document.querySelector('#management-insights li') !== null
  );
})()`;

export interface DashboardTiming {
  /** Milliseconds from navigation start until every live widget showed data, per visit. */
  visitsMs: number[];
}

/** Loads /dashboard `visits` times in one browser (the first visit cold, the others warm). */
export async function timeDashboard(baseUrl: string, visits: number): Promise<DashboardTiming> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    // The page's CSP forbids eval; the check below is evaluated by the test harness, not the app.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const visitsMs: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
      await page.waitForFunction(LIVE_WIDGETS_SHOW_DATA, undefined, {
        polling: 'raf',
        timeout: 30_000,
      });
      visitsMs.push(await page.evaluate(() => performance.now()));
    }
    return { visitsMs };
  } finally {
    await browser.close();
  }
}
