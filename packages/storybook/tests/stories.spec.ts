import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { COLOUR_RULES, seriousFindings } from '@q/e2e/axe-findings';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__: {
      once: (event: string, listener: (payload: unknown) => void) => void;
      emit: (event: string, payload: unknown) => void;
    };
    axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 A and AA, plus axe's best practices; only serious and critical findings fail. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The worker's preview page, and the theme it renders every story in. One Storybook page per
 * worker: the preview loads once, then each test asks it to render its story (as the Storybook
 * manager does) and scans the result. Console errors and uncaught exceptions are collected per
 * test.
 */
interface WorkerFixtures {
  storyPage: Page;
  colorTheme: 'light' | 'dark';
}

const test = base.extend<{ problems: string[] }, WorkerFixtures>({
  // Each project (playwright.config.ts) renders every story in one theme: light and dark.
  colorTheme: ['light', { option: true, scope: 'worker' }],
  storyPage: [
    async ({ browser, colorTheme }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      // Scanned with reduced motion, as the e2e accessibility pass is: a carousel that rotates
      // during the scan fades its next slide in, and axe reads a fade as faint text. Motion
      // itself (rotation, pausing, reduced motion) is tested in e2e/tests/motion.spec.ts.
      const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      // No story id: the preview waits for the first request to render one.
      await page.goto('/iframe.html');
      await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__));
      // The toolbar's Theme, set as the manager sets it, before any story renders.
      await page.evaluate(
        (theme) =>
          new Promise<void>((resolve) => {
            const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
            channel.once('globalsUpdated', () => resolve());
            channel.emit('updateGlobals', { globals: { theme } });
          }),
        colorTheme,
      );
      await page.addScriptTag({ content: axeSource });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  problems: async ({ storyPage }, use) => {
    const problems: string[] = [];
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    };
    const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
    storyPage.on('console', onConsole);
    storyPage.on('pageerror', onPageError);
    await use(problems);
    storyPage.off('console', onConsole);
    storyPage.off('pageerror', onPageError);
  },
});

/**
 * Resolves once the page's DOM (portals included) has not changed for `quietMs` (or after `maxMs`, for a story
 * that never rests, such as a clock). Runs in the page.
 */
function waitForQuietDom({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    let quiet = setTimeout(finish, quietMs);
    const limit = setTimeout(finish, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

test('the build has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page, problems, colorTheme }) => {
    const outcome = await page.evaluate(
      (storyId) =>
        new Promise<string>((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          channel.once('storyRendered', () => resolve('rendered'));
          channel.once('storyErrored', (error) => resolve(`errored: ${JSON.stringify(error)}`));
          channel.once('storyThrewException', (error) =>
            resolve(`threw: ${(error as Error).message}`),
          );
          channel.once('storyMissing', () => resolve('missing'));
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      story.id,
    );
    expect(outcome, `${story.id} renders`).toBe('rendered');
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
      `${story.id} renders in the ${colorTheme} theme`,
    ).toBe(colorTheme);
    // Effects, lazy chunks (tooltips, later sections) and mocked requests settle before the scan,
    // and entrance animations end: axe reads colours at one instant, and a fade reads as faint.
    // Settled means no change to the page for a while, however busy the machine is.
    await page.evaluate(waitForQuietDom, { quietMs: 300, maxMs: 10_000 });
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );

    // The dark theme changes colours and nothing else (the same markup, other CSS variables):
    // its scan runs the rules that read colours.
    const runOnly =
      colorTheme === 'light'
        ? { type: 'tag', values: AXE_TAGS }
        : { type: 'rule', values: COLOUR_RULES };
    const violations = await page.evaluate(async (only) => {
      // The accessibility addon scans each story in the panel with the same axe; wait for it.
      for (;;) {
        try {
          const result = await window.axe.run(document, { runOnly: only });
          return result.violations;
        } catch (error) {
          if (!String(error).includes('already running')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }, runOnly);
    expect(seriousFindings(violations), `${story.id}: serious or critical axe violations`).toEqual(
      [],
    );
    expect(problems, `${story.id}: console errors and uncaught exceptions`).toEqual([]);
  });
}
