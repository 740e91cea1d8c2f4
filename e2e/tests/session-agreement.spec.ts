import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/*
 * The session (the cookie) is the authority on who is signed in; the user the browser stores
 * (`localStorage` 'currentUser') follows it. Each combination of the two, on a page the server
 * renders (aitchQ) and on one the browser renders (eyeQ): the page shows the session's user from
 * its first paint — never the other header first — and storage ends up agreeing. (Qube's pages,
 * rendered on the server too, show no user: they are checked for console errors below.)
 */

const STORED_USER_KEY = 'currentUser';

/** The pages the server renders (aitchQ's and Qube's): it names how it answered in `server-timing`. */
const SERVER_RENDERED_PAGES = [
  '/dashboard',
  '/settings',
  '/qube',
  '/qube/okrs',
  '/qube/people',
  '/qube/finance',
  '/qube/signals',
] as const;

interface PageUnderTest {
  path: string;
  kind: string;
  email: string;
  /** Where who is signed in shows. */
  scope: string;
  /** Shown there only to the signed-in user, and only to a visitor. */
  signedInText: string;
  visitorText: string;
}

const PAGES: readonly PageUnderTest[] = [
  {
    path: '/dashboard',
    kind: 'server-rendered',
    email: 'sarah.chen@acme.example',
    scope: 'header',
    signedInText: 'Sarah Chen',
    visitorText: 'Sign in',
  },
  {
    path: '/eyeq-dashboard',
    kind: 'browser-rendered',
    email: 'jordan.lee@acme.example',
    scope: 'main',
    signedInText: 'Welcome back, Jordan Lee',
    visitorText: 'Welcome, Taylor Brooks',
  },
];

/** Signs in through the API only: the session cookie is set, nothing is stored in the page. */
async function startSession(page: Page, email: string): Promise<unknown> {
  const response = await page.request.post('/api/auth/login', { data: { email } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: unknown }).user;
}

/** Puts `user` into the origin's storage, as a sign-in in this browser would have. */
async function storeUser(page: Page, user: unknown): Promise<void> {
  // A document of the origin that runs no app code (so no app acts on the storage first): the
  // browser's own `goto`, not the suite's, which waits for an app to take its page over.
  const browserGoto = Object.getPrototypeOf(page).goto as Page['goto'];
  await browserGoto.call(page, '/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORED_USER_KEY,
    JSON.stringify(user),
  ] as const);
}

async function storedUser(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * Records, from before each document's own code runs, every text `scope` shows, so that a text
 * seen only for a moment (a header that flips) is not missed.
 */
async function recordTexts(page: Page, scope: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const texts: string[] = [];
    (window as unknown as { __scopeTexts: string[] }).__scopeTexts = texts;
    const record = () => {
      const text = document.querySelector(selector)?.textContent ?? '';
      if (text && texts.at(-1) !== text) texts.push(text);
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, scope);
  return () => page.evaluate(() => (window as unknown as { __scopeTexts: string[] }).__scopeTexts);
}

/** Collects what the page reports as errors: uncaught ones (React #418) and console errors. */
function collectErrors(page: Page, { allow401 = false } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (allow401 && text.includes('status of 401')) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
  });
  return errors;
}

for (const target of PAGES) {
  test.describe(`${target.path} (${target.kind})`, () => {
    const expectShows = async (page: Page, isSignedIn: boolean, texts: string[]) => {
      const scope = page.locator(target.scope).first();
      const [shown, other] = isSignedIn
        ? [target.signedInText, target.visitorText]
        : [target.visitorText, target.signedInText];
      await expect(scope).toContainText(shown);
      // Never the other header, not even for a moment before it.
      expect(texts.filter((text) => text.includes(other))).toEqual([]);
    };

    test('with no session and nothing stored: a visitor, and nothing stored', async ({ page }) => {
      const errors = collectErrors(page);
      const texts = await recordTexts(page, target.scope);
      await page.goto(target.path);
      await expectShows(page, false, await texts());
      expect(await storedUser(page)).toBeNull();
      expect(errors).toEqual([]);
    });

    test('with a session and its user stored: signed in', async ({ page }) => {
      const errors = collectErrors(page);
      const user = await startSession(page, target.email);
      await storeUser(page, user);
      const texts = await recordTexts(page, target.scope);
      await page.goto(target.path);
      await expectShows(page, true, await texts());
      expect(await storedUser(page)).toEqual(user);
      expect(errors).toEqual([]);
    });

    test('with a session but nothing stored: signed in from the start, and the user stored', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const user = await startSession(page, target.email);
      const texts = await recordTexts(page, target.scope);
      await page.goto(target.path);
      await expectShows(page, true, await texts());
      await expect.poll(() => storedUser(page)).toEqual(user);
      expect(errors).toEqual([]);
    });

    test('with a stored user whose session has ended: a visitor from the start, and storage cleared', async ({
      page,
    }) => {
      // The browser's own check of the stored user is answered 401, as it should be.
      const errors = collectErrors(page, { allow401: true });
      const user = await startSession(page, target.email);
      await storeUser(page, user);
      await page.request.post('/api/auth/logout');
      const texts = await recordTexts(page, target.scope);
      await page.goto(target.path);
      await expectShows(page, false, await texts());
      await expect.poll(() => storedUser(page)).toBeNull();
      expect(errors).toEqual([]);
    });
  });
}

/** Visits every server-rendered page in turn, and fails on the first console error. */
async function visitEach(page: Page, errors: string[]) {
  for (const path of SERVER_RENDERED_PAGES) {
    const response = await page.goto(path);
    // The page's app renders on the server (it may still answer one visit bare, when busy).
    expect(response?.headers()['server-timing']).toMatch(/^page;desc=/);
    await page.waitForLoadState('networkidle');
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
}

/**
 * Every page the server renders, in each state a user arrives in, without a single console
 * error: a page the browser takes over with another user than the server rendered for fails
 * here (React's #418).
 */
test.describe('server-rendered pages load without console errors', () => {
  test('signed out', async ({ page }) => {
    const errors = collectErrors(page);
    await visitEach(page, errors);
  });

  test('signed in through the demo login', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/login');
    await page
      .getByRole('button', { name: /manager/i })
      .first()
      .click();
    await page.waitForURL('**/dashboard');
    await visitEach(page, errors);
  });

  test('signed in with the session cookie only, nothing stored', async ({ page }) => {
    const errors = collectErrors(page);
    await startSession(page, 'sarah.chen@acme.example');
    await visitEach(page, errors);
  });
});

/**
 * A reader whose calendar day is not the server's (the server runs on UTC): the page's due dates
 * were worded for the server's day, and the browser takes it over with that day before it says
 * its own. One of the two zones is on another day than UTC at any hour (UTC+14 from 10:00 UTC,
 * UTC−11 before 11:00 UTC).
 */
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`server-rendered pages read in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("load without console errors, and word due dates for the reader's day", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await startSession(page, 'sarah.chen@acme.example');
      await visitEach(page, errors);
      await page.goto('/dashboard');
      // The performance reviews were due 3 days before the reader's today (the sample deliverables).
      const readerToday = await page.evaluate(() => {
        const now = new Date();
        return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
      });
      const due = new Date(readerToday - 3 * 86_400_000).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      // They are the reviews of the quarter before the reader's.
      const lastQuarter = await page.evaluate(() => {
        const now = new Date();
        return `Q${((Math.floor(now.getMonth() / 3) + 3) % 4) + 1}`;
      });
      await expect(
        page.getByRole('listitem', { name: `${lastQuarter} performance reviews` }),
      ).toContainText(new RegExp(`3 days overdue\\s*${due}`));
      expect(errors).toEqual([]);
    });
  });
}
