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
