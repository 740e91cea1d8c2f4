import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COLOUR_RULES, seriousFindings } from '../support/axe-findings';
import { waitForWholeDashboard } from '../support/dashboard';
import { expect, test } from '../support/test';

/**
 * WCAG 2.2 AA: axe on every route of the route table (signed out, and signed in where the page
 * differs), with each panel, modal, menu and form of docs/behaviour.md §2 opened once, in the light
 * and the dark theme: each state is scanned in light, then once more after the device turns to dark
 * (no choice is stored, so the page follows the system), without loading it again, by the rules
 * that read colours (the markup is the same in both themes). A serious or critical violation fails;
 * lesser findings (best-practice advice) are left to review. That a page is dark from its first
 * paint is `theme.spec.ts`'s to check.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// A dashboard scan takes a few seconds; the tests that open several panels scan several times.
test.describe.configure({ timeout: 120_000 });

// axe reads colours at one instant: a rotating headline caught mid-fade reads as faint text.
// With reduced motion every rotating item stands still at its final colours; the motion itself
// (pause on hover and focus, stillness for reduced motion) is tested in motion.spec.ts.
test.use({ reducedMotion: 'reduce', colorScheme: 'light' });

const THEMES = ['light', 'dark'] as const;

/**
 * The dashboard's sections below the first screen skip their rendering until they come near it
 * (`content-visibility: auto`), and a change of theme reaches their text only when they are
 * shown: axe, reading a skipped section, could take a colour of the theme before (the light
 * theme's text on the dark theme's card). A person sees a section only once it is shown, so for
 * the scans every such section is shown.
 */
async function showSkippedSections(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

async function expectAccessible(page: Page, state: string, { isPopoverOpen = false } = {}) {
  await showSkippedSections(page);
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    // Let entrance transitions and the change of theme end, so colours are measured as seen: a
    // colour still moving from the light theme's to the dark's reads as faint text.
    await page.waitForTimeout(300);
    // Again: a section whose code or data arrived since (the later sections) is shown too.
    await showSkippedSections(page);
    // Transitions only, and at most 3 s in all: an animation paused on focus (the rotating
    // content) never finishes. Waited for until two frames in a row start none: on a loaded
    // machine some elements' colour transitions start only after the first ones have ended.
    await page.evaluate(async () => {
      const deadline = performance.now() + 3_000;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const running = () =>
        document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      let quietFrames = 0;
      while (quietFrames < 2 && performance.now() < deadline) {
        const transitions = running();
        if (transitions.length === 0) {
          quietFrames += 1;
          await frame();
          continue;
        }
        quietFrames = 0;
        await Promise.race([
          Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
        ]);
      }
    });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      `${state}: shown in the ${scheme} theme`,
    ).toBe(scheme);
    // The dark theme changes colours and nothing else (the same markup, other CSS variables):
    // its scan runs the rules that read colours.
    // Legacy mode runs axe in the page itself: no blank page opened per scan to put frames'
    // results together (the product's pages have no frames), which halves a scan's time.
    const axe = new AxeBuilder({ page }).setLegacyMode(true);
    let builder = scheme === 'light' ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES);
    // An open menu panel lies over the page's own controls, which axe then measures as targets
    // without room around them. Those controls are scanned with the menu closed (same test, just
    // before), and the menu's own links are scanned here by every other rule.
    if (isPopoverOpen) builder = builder.disableRules(['target-size']);
    const { violations } = await builder.analyze();
    expect(
      seriousFindings(violations),
      `${state} (${scheme}): serious or critical violations`,
    ).toEqual([]);
  }
  // The steps that follow run in the light theme, as the test began.
  await page.emulateMedia({ colorScheme: 'light' });
}

async function signIn(page: Page, account: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name: account }).click();
  await page.waitForURL(/\/(dashboard|eyeq-dashboard|qube)$/);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const SIGNED_OUT_ROUTES = [
  '/',
  '/landing',
  '/qube-product',
  '/aitchq-product',
  '/eyeq-product',
  '/pricing',
  '/login',
  '/demo',
  '/demo?redirect=aitchq',
  '/dashboard',
  '/eyeq',
  '/eyeq-dashboard',
  '/qube',
  '/qube/okrs',
  '/qube/people',
  '/qube/finance',
  '/qube/signals',
  // Signed out, unknown paths and /settings show the landing page.
  '/settings',
  '/no-such-page',
];

for (const path of SIGNED_OUT_ROUTES) {
  test(`signed out: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    if (path === '/dashboard') await waitForWholeDashboard(page);
    await expectAccessible(page, path);
  });
}

test.describe('signed in', () => {
  test('/dashboard, /settings and the 404 page', async ({ page }) => {
    await signIn(page, /Sarah Chen/);
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeEnabled();
    await waitForWholeDashboard(page);
    await expectAccessible(page, '/dashboard signed in');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await expectAccessible(page, '/settings');

    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectAccessible(page, '404 page');
  });

  test('settings: the tabs and the integration form', async ({ page }) => {
    await signIn(page, /Sarah Chen/);
    await page.goto('/settings');
    const hris = page.getByRole('region', { name: 'HRIS', exact: true });
    await hris.getByRole('button', { name: /^(Configure|Edit) HRIS$/ }).click();
    await expect(hris.getByLabel('API Endpoint')).toBeVisible();
    await expectAccessible(page, 'integration form');
    await hris.getByRole('button', { name: /show/i }).first().click();
    await expectAccessible(page, 'integration form, key shown');

    for (const tab of ['Sync Settings', 'Security & Access']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectAccessible(page, `settings tab ${tab}`);
    }
  });

  test('aitchQ: account and contact menus', async ({ page }) => {
    await signIn(page, /Sarah Chen/);
    await expectAccessible(page, 'menus closed');
    await page.getByRole('button', { name: /Account: Sarah Chen/ }).click();
    await expectAccessible(page, 'account menu', { isPopoverOpen: true });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Contact the Q team' }).click();
    await expectAccessible(page, 'contact menu', { isPopoverOpen: true });
  });
});

test('landing: cookie bar and the three menus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  for (const name of ['Features', 'Q in Action!', /Q menu/]) {
    await page.getByRole('button', { name }).click();
    await expectAccessible(page, `landing menu ${name}`, { isPopoverOpen: true });
    await page.keyboard.press('Escape');
  }
});

test('Qube: the AI Insights panel, the OKR functions view and a signal detail', async ({
  page,
}) => {
  await page.goto('/qube');
  await page.getByRole('button', { name: 'AI Insights' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Insights' })).toBeVisible();
  await expectAccessible(page, 'AI Insights panel');

  await page.goto('/qube/okrs');
  await page.getByRole('button', { name: 'Functions' }).click();
  await expectAccessible(page, 'OKRs by function');

  await page.goto('/qube/signals');
  await page.getByRole('button', { name: 'Cloud spend 9.5% over budget' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'signal detail');

  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Search signals...').fill('zzz-nothing-matches');
  await expect(page.getByText(/No signals found/)).toBeVisible();
  await expectAccessible(page, 'signals, none found');
});

test('Qube: the Export Report menu open, and its failure message', async ({ page }) => {
  await page.goto('/qube/finance');
  await page.getByRole('button', { name: 'Export Report' }).click();
  await expect(page.getByRole('button', { name: /^PDF \(A4\)/ })).toBeVisible();
  await expectAccessible(page, 'Export Report menu open', { isPopoverOpen: true });

  await page.route(/\/assets\/export-report-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: /^CSV / }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'Export Report failed');
});

test('aitchQ: the assistant panel, minimised, and an insight detail', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Open AI assistant/ }).click();
  const assistant = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(assistant).toBeVisible();
  await expectAccessible(page, 'assistant open');
  await assistant.getByRole('button', { name: 'Minimise assistant' }).click();
  await expectAccessible(page, 'assistant minimised');
  await assistant.getByRole('button', { name: 'Close assistant' }).click();

  await page.getByRole('button', { name: 'Show details' }).first().click();
  await expectAccessible(page, 'insight detail');

  for (const name of ['Integration Details', 'Live HRIS integration']) {
    await page.getByRole('button', { name }).click();
  }
  await expectAccessible(page, 'team collapsibles open');
});
