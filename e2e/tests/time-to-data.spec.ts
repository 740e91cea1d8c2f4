import { test } from '@playwright/test';
import { REPORT_TIME_TO_DATA, timeToDataOf } from '../support/live-widgets';

/**
 * How long a first visit to the manager dashboard takes until every live widget shows server
 * data, recorded as a figure of the run ('time to data'), not asserted: timings depend on the
 * machine and on what else it runs. It runs in the 'timing' project, after every other test, on
 * a server that has served the whole suite (so its read cache was emptied by the suite's writes).
 * The page times itself (`REPORT_TIME_TO_DATA`).
 */

// Recording a trace (the suite's default) would slow down the page it times.
test.use({ trace: 'off' });

test('every live widget of a first dashboard visit shows data; the time is recorded', async ({
  page,
}, testInfo) => {
  await page.addInitScript(REPORT_TIME_TO_DATA);
  const report = page.waitForEvent('console', {
    predicate: (message) => timeToDataOf(message.text()) !== undefined,
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const ms = Math.round(timeToDataOf((await report).text()) ?? Number.NaN);
  testInfo.annotations.push({ type: 'time to data', description: `${ms} ms` });
  console.log(`/dashboard, first visit: every live widget showed data ${ms} ms after navigation`);
});
