import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Rotating and animated content (WCAG 2.2.2, 2.3.3): the landing headline, the product page
 * carousel, the manager news ticker and the KPI count-up move on their own, pause while hovered
 * or focused, and stand still for visitors who prefer reduced motion. Time runs on the page's
 * fake clock, never on waits.
 */

interface Rotator {
  name: string;
  path: string;
  region: (page: Page) => Locator;
  /** What is shown now, read from the page. */
  current: (page: Page) => Locator;
  intervalMs: number;
}

const ROTATORS: Rotator[] = [
  {
    name: 'landing headline',
    path: '/',
    region: (page) => page.getByRole('group', { name: 'What Q does for you' }),
    current: (page) => page.locator('[data-ui="headline-message"]'),
    intervalMs: 3_000,
  },
  {
    name: 'product page carousel',
    path: '/qube-product',
    region: (page) => page.getByRole('group', { name: 'Qube features' }),
    current: (page) => page.getByRole('tab', { selected: true }),
    intervalMs: 4_000,
  },
  {
    name: 'news ticker',
    path: '/dashboard',
    region: (page) => page.getByRole('region', { name: "Today's Insights" }),
    current: (page) => page.locator('button[aria-current="true"]'),
    intervalMs: 8_000,
  },
];

async function open(page: Page, rotator: Rotator) {
  await page.clock.install();
  await page.goto(rotator.path);
  const current = rotator.current(page);
  await expect(current).toBeVisible();
  return current;
}

/** The text or label of what is shown now. */
const shownNow = async (current: Locator) =>
  (await current.getAttribute('aria-label')) ?? (await current.textContent());

for (const rotator of ROTATORS) {
  test.describe(rotator.name, () => {
    test('moves on by itself', async ({ page }) => {
      const current = await open(page, rotator);
      const first = await shownNow(current);
      await page.mouse.move(0, 0);
      await page.clock.runFor(rotator.intervalMs + 500);
      await expect.poll(() => shownNow(current)).not.toBe(first);
    });

    test('pauses while hovered', async ({ page }) => {
      const current = await open(page, rotator);
      await rotator.region(page).hover();
      const first = await shownNow(current);
      await page.clock.runFor(rotator.intervalMs * 2 + 500);
      expect(await shownNow(current)).toBe(first);
    });

    test('pauses while focus is inside', async ({ page }) => {
      const current = await open(page, rotator);
      await page.mouse.move(0, 0);
      await rotator.region(page).getByRole('button').first().focus();
      const first = await shownNow(current);
      await page.clock.runFor(rotator.intervalMs * 2 + 500);
      expect(await shownNow(current)).toBe(first);
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });
      test('stands still', async ({ page }) => {
        const current = await open(page, rotator);
        await page.mouse.move(0, 0);
        const first = await shownNow(current);
        await page.clock.runFor(rotator.intervalMs * 2 + 500);
        expect(await shownNow(current)).toBe(first);
      });
    });
  });
}

test.describe('KPI count-up', () => {
  const values = (page: Page) => page.locator('[data-ui="kpi-value"]').allTextContents();

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('shows the final values at once', async ({ page }) => {
      await page.clock.install();
      await page.goto('/qube');
      await expect(page.locator('[data-ui="kpi-value"]').first()).not.toHaveText(/^\$?0(\.0)?/);
      const before = await values(page);
      await page.clock.runFor(3_000);
      expect(await values(page)).toEqual(before);
    });
  });

  test('stops at the final values when focused', async ({ page }) => {
    // The clock stands still: only the focus can bring the final values.
    await page.clock.install({ time: new Date('2025-01-10T09:00:00') });
    await page.clock.pauseAt(new Date('2025-01-10T09:00:01'));
    await page.goto('/qube');
    const kpis = page.getByRole('region', { name: 'Key metrics' });
    await expect(page.locator('[data-ui="kpi-value"]').first()).toHaveText(/^\$0\.0M$/);
    await kpis.getByRole('link').first().focus();
    await expect(page.locator('[data-ui="kpi-value"]').first()).not.toHaveText(/^\$0\.0M$/);
  });
});

test.describe('news ticker slides', () => {
  const slide = (page: Page) =>
    page
      .getByRole('region', { name: "Today's Insights" })
      .locator('[aria-roledescription="slide"]');
  // The animation's name, not whether it still runs: it lasts 400 ms, which a busy machine outlasts.
  const animationName = (page: Page) =>
    slide(page).evaluate((el) => getComputedStyle(el).animationName);

  test('shows the first insight at once, and slides in the ones after it', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(slide(page)).toBeVisible();
    expect(await animationName(page)).toBe('none');
    await page.getByRole('button', { name: /Show insight 2 of \d+/ }).click();
    await expect(slide(page)).toHaveAttribute('aria-label', /^2 of /);
    expect(await animationName(page)).not.toBe('none');
  });
});
