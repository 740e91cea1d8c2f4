import { expect, test } from '../support/test';

/** Every route of the route table (docs/behaviour.md §2), with the heading its page shows. */
const ROUTES: ReadonlyArray<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /signals become solutions/i },
  { path: '/landing', heading: /signals become solutions/i },
  { path: '/qube-product', heading: /qube/i },
  { path: '/aitchq-product', heading: /aitchq/i },
  { path: '/eyeq-product', heading: /eyeq/i },
  { path: '/pricing', heading: /pricing/i },
  { path: '/login', heading: /sign in/i },
  { path: '/demo', heading: /sign in/i },
  { path: '/qube', heading: /executive command center/i },
  { path: '/qube/okrs', heading: /okrs/i },
  { path: '/qube/people', heading: /people/i },
  { path: '/qube/finance', heading: /finance/i },
  { path: '/qube/signals', heading: /signals/i },
  { path: '/dashboard', heading: /your management headquarters/i },
  { path: '/eyeq', heading: /personal dashboard/i },
  { path: '/eyeq-dashboard', heading: /personal dashboard/i },
];

for (const { path, heading } of ROUTES) {
  test(`${path} renders its page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the landing page to a visitor who is not signed in', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: /signals become solutions/i }),
  ).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
});

test('/settings shows the landing page to a visitor who is not signed in', async ({ page }) => {
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: /signals become solutions/i }),
  ).toBeVisible();
});

test('unknown /api paths answer a JSON 404, never a page', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test('hashed assets are served with long-lived caching and pages are revalidated', async ({
  page,
  request,
}) => {
  const page200 = await request.get('/qube');
  expect(page200.headers()['cache-control']).toBe('no-cache');
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_app/qube/assets/') && response.url().endsWith('.js')) {
      scripts.push(response.headers()['cache-control'] ?? '');
    }
  });
  await page.goto('/qube');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const cache of scripts) expect(cache).toContain('immutable');
});
