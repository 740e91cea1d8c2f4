import { expect, test } from '../support/test';

const MARKETING_PAGES = [
  '/',
  '/landing',
  '/qube-product',
  '/aitchq-product',
  '/eyeq-product',
  '/pricing',
  '/login',
  '/demo',
] as const;

test.describe('the cookie notice', () => {
  for (const name of ['Learn More', 'Decline', 'Accept All', 'Close cookie notice']) {
    test(`is dismissed by ${name}`, async ({ page }) => {
      await page.goto('/');
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name, exact: true }).click();
      await expect(notice).toBeHidden();
    });
  }
});

// The site's menus are disclosure menus of links (a button with aria-expanded and a list).
test('the Features menu opens, moves and closes by keyboard, and leads to a product page', async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Features' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const qube = nav.getByRole('link', { name: /^Qube/ });
  await expect(qube).toBeFocused();
  await expect(qube).toHaveAttribute('href', '/qube-product');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(qube).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const eyeq = nav.getByRole('link', { name: /^eyeQ/ });
  await expect(eyeq).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/eyeq-product');
  await expect(page.getByRole('heading', { level: 1, name: /eyeq/i })).toBeVisible();
});

test("'Q in Action!' lists the three live demos", async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Q in Action!' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Qube demo/ })).toHaveAttribute('href', '/qube');
  await expect(nav.getByRole('link', { name: /^aitchQ demo/ })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(nav.getByRole('link', { name: /^eyeQ demo/ })).toHaveAttribute('href', '/eyeq');
  await page.mouse.click(5, 400);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the round Q menu offers contact, investing and feedback by mail', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: /Q menu/ });
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  for (const name of ['Contact Us', 'Interested in Investing', 'Leave Feedback']) {
    await expect(panel.getByRole('link', { name })).toHaveAttribute('href', /^mailto:/);
  }
});

test('the headline rotates through its messages', async ({ page }) => {
  await page.goto('/');
  const headline = page.getByText(/^For your/i).first();
  await expect(headline).toContainText(/company/i);
  await expect(headline).toContainText(/people/i, { timeout: 5000 });
});

for (const [redirect, account, lands] of [
  ['qube', /Alex Morgan/, '/qube'],
  ['aitchq', /Sarah Chen/, '/dashboard'],
  ['eyeq', /Jordan Lee/, '/eyeq-dashboard'],
] as const) {
  test(`?redirect=${redirect} highlights its account and lands on ${lands}`, async ({ page }) => {
    await page.goto(`/login?redirect=${redirect}`);
    const recommended = page.getByRole('button', { name: /recommended/i });
    await expect(recommended).toHaveCount(1);
    await expect(recommended).toContainText(account);
    // Any account follows the redirect parameter, not its own role.
    await page.getByRole('button', { name: /Priya Patel/ }).click();
    await page.waitForURL(`**${lands}`);
  });
}

test('an unknown redirect value is ignored: the account decides', async ({ page }) => {
  await page.goto('/login?redirect=https://evil.example');
  await expect(page.getByRole('button', { name: /recommended/i })).toHaveCount(0);
  await page.getByRole('button', { name: /Alex Morgan/ }).click();
  await page.waitForURL('**/qube');
});

test('a failing demo login says so and stays on the page', async ({ page, context }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: /Sarah Chen/ }).click();
  await expect(page.getByText('Login failed').first()).toBeVisible();
  await expect(page.getByText('Please try again.').first()).toBeVisible();
  await page.waitForTimeout(800); // longer than the 500 ms redirect delay
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'q_session')).toBeUndefined();
});

test('an empty email does nothing', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: /continue with email/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(loginCalls).toBe(0);
});

test('pricing shows the three tiers, Team as Most Popular, and early access by mail', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByText('Coming Soon').first()).toBeVisible();
  for (const tier of ['Individual', 'Team', 'Enterprise']) {
    await expect(page.getByRole('heading', { name: tier, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Early Access Pricing' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const path of MARKETING_PAGES) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
