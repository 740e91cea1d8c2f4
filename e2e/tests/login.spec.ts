import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { watchForText } from '../support/watch-text';

const SESSION_COOKIE = 'q_session';

const DEMO_ACCOUNTS = [
  { role: /executive/i, lands: '/qube', heading: /executive command center/i },
  { role: /manager/i, lands: '/dashboard', heading: /your management headquarters/i },
  { role: /individual contributor/i, lands: '/eyeq-dashboard', heading: /personal dashboard/i },
] as const;

for (const account of DEMO_ACCOUNTS) {
  test(`demo login as the ${account.role.source} sets the session cookie and lands on ${account.lands}`, async ({
    page,
    context,
  }) => {
    // The toast shows for the 500 ms before the redirect: the page watches for it itself.
    const toast = await watchForText(page, 'Login successful');
    await page.goto('/login');
    await page.getByRole('button', { name: account.role }).first().click();
    await toast.seen;
    await page.waitForURL(`**${account.lands}`);
    await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
  });
}

test('the redirect parameter picks the dashboard and highlights its account', async ({ page }) => {
  await page.goto('/login?redirect=eyeq');
  const recommended = page.getByRole('button', { name: /recommended/i });
  await expect(recommended).toHaveCount(1);
  await recommended.click();
  await page.waitForURL('**/eyeq-dashboard');
});

/**
 * Signs in with `signIn` on the page open at the login page and checks that the success toast
 * (`welcome` its description) is still shown on the dashboard at `lands`, and only for the rest
 * of its 5000 ms. The pages' clock is in the test's hands and stands still from just before the
 * sign-in: a busy machine's slow page load takes none of the toast's time.
 */
async function expectToastCarriedTo(
  page: Page,
  { signIn, lands, welcome }: { signIn: () => Promise<void>; lands: string; welcome: string },
) {
  const shownAt = (await page.evaluate(() => Date.now())) + 1000;
  await page.clock.pauseAt(shownAt);
  await signIn();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText(welcome)).toBeVisible();
  // The frame that shows the toast, then the 500 ms before the redirect.
  await page.clock.runFor(600);
  await page.waitForURL(`**${lands}`);

  await expect(notifications.getByText('Login successful')).toBeVisible();
  await expect(notifications.getByText(welcome)).toBeVisible();
  // It closes when its 5000 ms from the login page are over: not a fresh 5000 ms from here.
  const left = shownAt + 5000 - (await page.evaluate(() => Date.now()));
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(5000 - 500);
  await page.clock.runFor(left - 1);
  await expect(notifications.getByText('Login successful')).toBeVisible();
  await page.clock.runFor(1);
  await expect(notifications.getByText('Login successful')).toBeHidden();
}

for (const account of DEMO_ACCOUNTS) {
  test(`the demo login toast is still readable on ${account.lands}, for the rest of its 5000 ms`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    // The accounts are listed before time stands still (the query's updates wait for a timer).
    const accountButton = page.getByRole('button', { name: account.role }).first();
    await expect(accountButton).toBeVisible();
    await expectToastCarriedTo(page, {
      signIn: () => accountButton.click(),
      lands: account.lands,
      welcome: 'Welcome to your personalized workspace!',
    });
  });
}

test('the typed-email login toast is still readable on the dashboard, for the rest of its 5000 ms', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login?redirect=aitchq');
  await page.getByLabel(/email/i).fill('sarah.chen@acme.example');
  await expectToastCarriedTo(page, {
    signIn: () => page.getByRole('button', { name: /continue with email/i }).click(),
    lands: '/dashboard',
    welcome: 'Welcome to your workspace!',
  });
});

test('an unknown email is refused with a clear message and no session', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('nobody@nowhere.example');
  await page.getByRole('button', { name: /continue with email/i }).click();
  await expect(
    page.getByText('User not found. Try one of the demo accounts.').first(),
  ).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, an unknown path shows the 404 page and sign-out returns to the landing page', async ({
  page,
}) => {
  await page.goto('/login');
  await page
    .getByRole('button', { name: /manager/i })
    .first()
    .click();
  await page.waitForURL('**/dashboard');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: /system settings/i })).toBeVisible();

  await page.request.post('/api/auth/logout');
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: /signals become solutions/i }),
  ).toBeVisible();
});
