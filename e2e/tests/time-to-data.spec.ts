import { test } from '@playwright/test';
import { LIVE_WIDGETS_SHOW_DATA } from '../support/live-widgets';

/**
 * How long a first visit to the manager dashboard takes until every live widget shows server
 * data, recorded as a figure of the run ('time to data'), not asserted: timings depend on the
 * machine and on what else it runs. It runs in the 'timing' project, after every other test, on
 * a server that has served the whole suite (so its read cache was emptied by the suite's writes).
 */

// The predicate is text evaluated in the page, which the page's CSP (no eval) would refuse;
// recording a trace (the suite's default) would slow down the page it times.
test.use({ bypassCSP: true, trace: 'off' });

test('every live widget of a first dashboard visit shows data; the time is recorded', async ({
  page,
}, testInfo) => {
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.waitForFunction(LIVE_WIDGETS_SHOW_DATA, undefined, { polling: 'raf' });
  const ms = Math.round(await page.evaluate(() => performance.now()));
  testInfo.annotations.push({ type: 'time to data', description: `${ms} ms` });
  console.log(`/dashboard, first visit: every live widget showed data ${ms} ms after navigation`);
});
