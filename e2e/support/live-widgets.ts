/**
 * True once every live widget of the manager dashboard shows server data: the signs the
 * end-to-end test waits for, in one predicate, for the test run and the benchmark to time the
 * same thing. Evaluated in the page, so it is plain JavaScript text: a compiled function would
 * carry the bundler's helpers with it.
 */
export const LIVE_WIDGETS_SHOW_DATA = `(() => {
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
