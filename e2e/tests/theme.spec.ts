import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The page background of each scheme (`--q-background`), as the browser computes it. */
const LIGHT_BACKGROUND = 'rgb(248, 250, 252)';
const DARK_BACKGROUND = 'rgb(11, 17, 32)';

const themeSelect = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Theme' });

const htmlBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/**
 * Records, in the page, the background of `<html>` at the moment the parser reaches `<body>`:
 * after the head (its style and the pre-paint script) and before any of the app's code has run
 * (module scripts run only once the whole document is parsed). A page painted then shows this.
 */
async function recordFirstPaintBackground(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.documentElement;
      root.dataset.firstBackground = getComputedStyle(root).backgroundColor;
      root.dataset.firstTheme = root.getAttribute('data-theme') ?? 'none';
    };
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      record();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(() => ({
    background: document.documentElement.dataset.firstBackground,
    theme: document.documentElement.dataset.firstTheme,
  }));

test('a dark choice made on one app shows on the others from the first paint, without a flash', async ({
  page,
}) => {
  await page.goto('/landing');
  expect(await htmlBackground(page)).toBe(LIGHT_BACKGROUND);
  await themeSelect(page).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await htmlBackground(page)).toBe(DARK_BACKGROUND);
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

  await recordFirstPaintBackground(page);
  await page.reload();
  expect(await firstPaint(page)).toEqual({ background: DARK_BACKGROUND, theme: 'dark' });
  await expect(themeSelect(page)).toHaveValue('dark');

  // Another app of the same origin: browser-rendered (Qube, eyeQ) and server-rendered (aitchQ).
  for (const path of ['/qube', '/eyeq-dashboard', '/dashboard']) {
    await page.goto(path);
    expect(await firstPaint(page), path).toEqual({ background: DARK_BACKGROUND, theme: 'dark' });
    await expect(themeSelect(page), path).toHaveValue('dark');
    await expect(page.locator('body'), path).toHaveCSS('background-color', DARK_BACKGROUND);
  }
});

test("the page is dark before any of the app's code runs", async ({ page }) => {
  await page.goto('/landing');
  await themeSelect(page).selectOption('dark');
  // A page of the same browser with no app bundle at all: only the page, its head and the
  // pre-paint script. (A bare page: the suite's `goto` would wait for the code to take over.)
  const bare = await page.context().newPage();
  await bare.route(/\/_app\/[a-z]+\/assets\/(?!color-scheme-).*\.js$/, (route) => route.abort());
  for (const path of ['/qube', '/dashboard', '/pricing']) {
    await bare.goto(path);
    await expect(bare.locator('html'), path).toHaveAttribute('data-theme', 'dark');
    expect(await htmlBackground(bare), path).toBe(DARK_BACKGROUND);
  }
});

test('"System" follows the device, and a light choice holds against a dark device', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/qube');
  await expect(themeSelect(page)).toHaveValue('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await htmlBackground(page)).toBe(LIGHT_BACKGROUND);

  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await htmlBackground(page)).toBe(DARK_BACKGROUND);
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

  await recordFirstPaintBackground(page);
  await page.goto('/eyeq-dashboard');
  expect(await firstPaint(page)).toEqual({ background: DARK_BACKGROUND, theme: 'none' });

  await themeSelect(page).selectOption('light');
  expect(await htmlBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.goto('/landing');
  expect(await firstPaint(page)).toEqual({ background: LIGHT_BACKGROUND, theme: 'light' });

  await themeSelect(page).selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await htmlBackground(page)).toBe(DARK_BACKGROUND);
});

test('the theme switch is reached and changed from the keyboard, with a visible focus', async ({
  page,
}) => {
  await page.goto('/qube');
  const select = themeSelect(page);
  await select.focus();
  // Arrive by the keyboard, as a keyboard user does: the focus is then shown.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  expect(await select.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
