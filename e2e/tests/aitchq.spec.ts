import type { Page } from '@playwright/test';
import { LIVE_WIDGETS_SHOW_DATA } from '../support/live-widgets';
import { expect, test } from '../support/test';

/** The manager dashboard against the real server and its seeded database. */

async function signInAsSarah(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: /Sarah Chen/ }).click();
  await page.waitForURL('**/dashboard');
}

test('the live widgets show server data', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: /your management headquarters/i }),
  ).toBeVisible();

  const team = page.getByRole('region', { name: 'Team members' });
  await expect(team.getByText('You', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ direct reports?/)).toBeVisible();

  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('HRIS Insights').getByRole('listitem').first()).toBeVisible();
  await expect(card('Headcount Overview').getByText('Hired')).toBeVisible();
  await expect(card('Recruiting Insights').getByText(/Open positions \(\d+\)/)).toBeVisible();
  await expect(card('Systems & Tools').getByText(/\d+ of \d+ online/)).toBeVisible();
  await expect(
    card('SMART Goals Progress').getByText('Stored: service not configured'),
  ).toBeVisible();
  await expect(card('SMART Goals Progress').getByRole('progressbar').first()).toBeVisible();
  await expect(card('OKRs Status').getByRole('progressbar').first()).toBeVisible();
  await expect(card('Capacity Model').getByText('Current velocity')).toBeVisible();
  await expect(card('Budget vs Actual Tracker').getByText('Remaining')).toBeVisible();
  await expect(page.getByRole('button', { name: /Show insight 1 of \d+/ })).toBeVisible();
  await expect(page.locator('#management-insights').getByRole('listitem').first()).toBeVisible();
});

test('signed out, the insight actions explain that signing in is needed', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Sign in to dismiss or complete insights.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeDisabled();
});

test('a dismissed and a completed insight stay gone after a reload', async ({ page, request }) => {
  await signInAsSarah(page);
  const insights = page.locator('#management-insights').getByRole('listitem');
  await expect(insights.first()).toBeVisible();

  const dismissed = insights.first();
  const dismissedTitle = (await dismissed.getByRole('heading').textContent()) ?? '';
  await dismissed.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Insight dismissed').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: dismissedTitle, exact: true })).toHaveCount(0);

  const completable = insights.filter({ has: page.getByRole('button', { name: 'Mark Complete' }) });
  const completed = completable.first();
  const completedTitle = (await completed.getByRole('heading').textContent()) ?? '';
  await completed.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Action completed').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: completedTitle, exact: true })).toHaveCount(0);

  await page.reload();
  await expect(insights.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: dismissedTitle, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: completedTitle, exact: true })).toHaveCount(0);

  // The page the server renders is Sarah's view too; a visitor's still has both.
  const sarahsPage = await (await page.request.get('/dashboard')).text();
  expect(sarahsPage).not.toContain(`>${dismissedTitle}<`);
  expect(sarahsPage).not.toContain(`>${completedTitle}<`);
  const visitorsPage = await (await request.get('/dashboard')).text();
  expect(visitorsPage).toContain(`>${dismissedTitle}<`);
  expect(visitorsPage).toContain(`>${completedTitle}<`);
});

test('the page arrives with every live widget showing data, before any of its code runs', async ({
  browser,
  baseURL,
}) => {
  // The apps' code never loads: what shows is the server's markup alone. A context of its own,
  // whose pages do not wait for code to take the markup over, and where the test's predicate
  // (text, evaluated) is not refused by the page's CSP.
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await page.route('**/_app/**/*.js', (route) => route.abort());
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  // A server busy rendering another page answers this one bare (`server-timing: page;desc=bare`),
  // by design: the page is asked for again then, a few times at most.
  for (let attempt = 1; ; attempt += 1) {
    const response = await page.goto('/dashboard', { waitUntil: 'load' });
    const outcome = (await response?.headerValue('server-timing')) ?? '';
    if (!outcome.includes('desc="bare"') || attempt === 5) break;
    await page.waitForTimeout(500);
  }
  expect(await page.evaluate(LIVE_WIDGETS_SHOW_DATA)).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Team members' }).getByText('You', { exact: true }),
  ).toBeVisible();
  expect(apiCalls).toEqual([]);
  await context.close();
});
