/**
 * True once every live widget of the manager dashboard shows server data: the signs the
 * end-to-end test waits for, in one predicate, for the test run and the benchmark to time the
 * same thing. Evaluated in the page, so it is plain JavaScript text: a compiled function would
 * carry the bundler's helpers with it.
 */
export const LIVE_WIDGETS_SHOW_DATA = `(() => {
  // Every labelled element by its name (aria-label, or the text of what aria-labelledby names),
  // the first in document order for each name: one pass over the page per check, which runs at
  // every frame of a loading page.
  const regions = new Map();
  const name = (label, element) => {
    if (label && !regions.has(label)) regions.set(label, element);
  };
  for (const element of document.querySelectorAll('[aria-label], [aria-labelledby]')) {
    name(element.getAttribute('aria-label'), element);
    for (const id of (element.getAttribute('aria-labelledby') || '').split(' ')) {
      if (id) name(document.getElementById(id)?.textContent?.trim(), element);
    }
  }
  const has = (title, test) => {
    const element = regions.get(title);
    return element !== undefined && test(element);
  };
  const text = (pattern) => (element) => pattern.test(element.textContent || '');
  const progress = (element) => element.querySelector('[role="progressbar"]') !== null;
  return (
    document.querySelector('[aria-busy="true"]') === null &&
    has('Team members', (element) =>
      [...element.querySelectorAll('*')].some(
        (node) => node.childElementCount === 0 && node.textContent.trim() === 'You',
      ),
    ) &&
    has('HRIS Insights', (element) => element.querySelector('li') !== null) &&
    has('Headcount Overview', text(/Hired/)) &&
    has('Recruiting Insights', text(/Open positions \\(\\d+\\)/)) &&
    has('Systems & Tools', text(/\\d+ of \\d+ online/)) &&
    has('SMART Goals Progress', progress) &&
    has('OKRs Status', progress) &&
    has('Capacity Model', text(/Current velocity/)) &&
    has('Budget vs Actual Tracker', text(/Remaining/)) &&
    document.querySelector('#management-insights li') !== null
  );
})()`;

/** The console message, and its prefix, with which the page reports the time to data. */
export const TIME_TO_DATA_MESSAGE = 'q:time-to-data';

/**
 * A script for the page to run before its own (Playwright's `addInitScript`): it checks
 * `LIVE_WIDGETS_SHOW_DATA` at every frame, from the first, and once it holds logs
 * `q:time-to-data <ms since navigation>` to the console. The page times itself: a check driven
 * from the test (`waitForFunction`) first installs the harness's own script in the page, which
 * costs the loading page more than a hundred milliseconds of its main thread on a small machine,
 * and would time the harness as much as the page.
 */
export const REPORT_TIME_TO_DATA = `(() => {
  const check = () => {
    if (${LIVE_WIDGETS_SHOW_DATA}) console.log('${TIME_TO_DATA_MESSAGE} ' + performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** The milliseconds of a `q:time-to-data` message, or undefined for any other message. */
export function timeToDataOf(message: string): number | undefined {
  if (!message.startsWith(`${TIME_TO_DATA_MESSAGE} `)) return undefined;
  return Number(message.slice(TIME_TO_DATA_MESSAGE.length + 1));
}
