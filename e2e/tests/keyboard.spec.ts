import type { Page } from '@playwright/test';
import { waitForWholeDashboard } from '../support/dashboard';
import { expect, test } from '../support/test';

/**
 * A keyboard tour of each app: Tab from the top of the page to its end. Every interactive
 * element is reached, in document order, each with a visible focus indicator, and the tour
 * leaves the page (no keyboard trap). Then each app's menus, dialogs and panels open and close
 * from the keyboard and give focus back to what opened them.
 */

// Rotating content stands still, so the set of controls does not change under the tour.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

const MAX_STOPS = 400;

interface Stop {
  order: number;
  name: string;
  hasVisibleFocus: boolean;
}

/** Presses Tab until focus leaves the page or comes back to the first stop. */
async function tabTour(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  for (let step = 0; step < MAX_STOPS; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop | null => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      element.dataset.tourVisited = 'true';
      const all = Array.from(document.querySelectorAll('*'));
      // A ring on the element, or on a pseudo-element stretched over a card (::after).
      const hasRing = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      const rings = [null, '::after', '::before'].map((pseudo) =>
        hasRing(getComputedStyle(element, pseudo)),
      );
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return {
        order: all.indexOf(element),
        name: `${element.tagName.toLowerCase()} "${label}"`,
        hasVisibleFocus: rings.some(Boolean),
      };
    });
    if (!stop) break;
    if (stops.length > 0 && stop.order === stops[0]?.order) break;
    stops.push(stop);
  }
  const unreached = await page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    return Array.from(candidates)
      .filter((element) => {
        if (element.dataset.tourVisited) return false;
        if (element.matches(':disabled, [tabindex="-1"], [inert] *, [aria-hidden="true"] *')) {
          return false;
        }
        // One stop per radio group: the checked radio (or the first) stands for the group.
        if (element instanceof HTMLInputElement && element.type === 'radio') return false;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
  });
  return { stops, unreached };
}

async function expectGoodTour(page: Page) {
  // Tour the page once what it loads has arrived (demo accounts, live widgets): controls that
  // appear mid-tour would count as unreached.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { stops, unreached } = await tabTour(page);
  expect(stops.length, 'the tour reaches controls').toBeGreaterThan(0);
  expect(stops.length, 'the tour ends: no keyboard trap').toBeLessThan(MAX_STOPS);
  expect(unreached, 'every interactive element is reached').toEqual([]);
  const outOfOrder = stops
    .slice(1)
    .filter((stop, index) => stop.order < (stops[index]?.order ?? 0))
    .map((stop) => stop.name);
  expect(outOfOrder, 'focus follows the document order').toEqual([]);
  const invisible = stops.filter((stop) => !stop.hasVisibleFocus).map((stop) => stop.name);
  expect(invisible, 'every stop shows its focus').toEqual([]);
}

async function signIn(page: Page, account: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name: account }).click();
  await page.waitForURL(/\/(dashboard|eyeq-dashboard|qube)$/);
}

/** Focuses `name` from the keyboard's point of view and presses `key` on it. */
async function pressOn(page: Page, name: string | RegExp, key: string) {
  const control = page.getByRole('button', { name }).first();
  await control.focus();
  await page.keyboard.press(key);
  return control;
}

test.describe('marketing', () => {
  for (const path of ['/', '/qube-product', '/pricing', '/login']) {
    test(`tour of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectGoodTour(page);
    });
  }

  test('the site menus open and close by keyboard and return focus', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Features', 'Q in Action!', /Q menu/]) {
      const trigger = await pressOn(page, name, 'Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(':focus')).toHaveAttribute('href', /.+/);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }
  });
});

test.describe('Qube', () => {
  for (const path of ['/qube', '/qube/okrs', '/qube/signals']) {
    test(`tour of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectGoodTour(page);
    });
  }

  test('the AI Insights panel and a signal detail open and close by keyboard', async ({ page }) => {
    await page.goto('/qube');
    const insights = await pressOn(page, 'AI Insights', 'Enter');
    const panel = page.getByRole('dialog', { name: 'AI Insights' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(insights).toBeFocused();

    await page.goto('/qube/signals');
    const opener = await pressOn(page, 'Cloud spend 9.5% over budget', 'Enter');
    const detail = page.getByRole('dialog');
    await expect(detail).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('aitchQ', () => {
  test('tour of /dashboard signed in', async ({ page }) => {
    await signIn(page, /Sarah Chen/);
    const signedInAt = Date.now();
    await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeEnabled();
    await waitForWholeDashboard(page);
    // The sign-in toast is carried to the dashboard for the rest of its 5 s, and while a toast
    // shows, the toaster adds its own focus stops: tour the page as it stays once it is gone.
    await page.waitForTimeout(Math.max(0, signedInAt + 5_000 - Date.now()));
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
    ).toHaveCount(0);
    await expectGoodTour(page);
  });

  test('tour of /settings', async ({ page }) => {
    await signIn(page, /Sarah Chen/);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await expectGoodTour(page);
  });

  test('the assistant and the header menus open and close by keyboard', async ({ page }) => {
    await signIn(page, /Sarah Chen/);
    const launcher = await pressOn(page, /Open AI assistant/, 'Enter');
    const assistant = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(assistant).toBeVisible();
    await expect(assistant.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(assistant).toBeHidden();
    await expect(launcher).toBeFocused();

    for (const name of [/Account: Sarah Chen/, 'Contact the Q team']) {
      const trigger = await pressOn(page, name, 'Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }
  });
});

test.describe('eyeQ', () => {
  test('tour of /eyeq-dashboard', async ({ page }) => {
    await page.goto('/eyeq-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectGoodTour(page);
  });
});
