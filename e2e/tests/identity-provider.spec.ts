import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { createDemoCompany, DEMO_COMPANY_ACCOUNTS } from '@q/provider-fakes/demo-company';
import { IDP_PASSWORD, type RunningIdp, startIdp } from '@q/provider-fakes/idp';
import { seriousFindings } from '../support/axe-findings';
import {
  freePort,
  OWN_SERVER_START_TIMEOUT_MS,
  type OwnServer,
  startOwnServer,
} from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * Sign-in through the company's identity provider, in Chromium, through the provider's own login
 * page: a real OpenID provider (`pnpm idp`'s, oidc-provider) and a server of Q configured for it
 * (no demo login). Ada Admin, in the provider's admin group, connects the demo company's BambooHR;
 * then its people sign in and land on their role's dashboard, sign out, and are offered the
 * provider's own sign-out; someone the directory does not hold sees the refusal page.
 */

const PROVIDER = 'Q test identity provider';
const CLIENT_ID = 'q-e2e';
const CLIENT_SECRET = 'q-e2e-client-secret-for-the-test-provider';
const company = createDemoCompany();

interface Setup {
  server: OwnServer;
  idp: RunningIdp;
  bamboo: BambooHrFake;
}

const test = base.extend<object, { setup: Setup }>({
  setup: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none.
    async ({}, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const idp = await startIdp({
        clients: [
          {
            clientId: CLIENT_ID,
            clientSecret: CLIENT_SECRET,
            redirectUris: [`${url}/api/auth/oidc/callback`],
            postLogoutRedirectUris: [`${url}/login`],
          },
        ],
      });
      const bamboo = await startBambooHrFake({
        employees: company.employees,
        timeOff: company.timeOff,
      });
      const server = await startOwnServer(
        {
          OIDC_ISSUER: idp.issuer,
          OIDC_CLIENT_ID: CLIENT_ID,
          OIDC_CLIENT_SECRET: CLIENT_SECRET,
          OIDC_REDIRECT_BASE: url,
          OIDC_PROVIDER_NAME: PROVIDER,
          OIDC_ADMIN_GROUPS: 'q-admins',
          OIDC_GROUP_ROLES: 'q-hr=hr,q-executives=executive',
          COMPANY_NAME: 'Acme',
        },
        { port },
      );
      await use({ server, idp, bamboo });
      await server.stop();
      await bamboo.close();
      await idp.close();
    },
    { scope: 'worker', timeout: OWN_SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ setup }, use) => use(setup.server.url),
});

// One company, connected by the first test and signed in to by the others: in order. A test
// goes through the provider's own pages up to twice, each a few seconds while the suite runs.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** From Q's login page, through the provider's own login page, as `email`. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${PROVIDER}` }).click();
  await expect(page).toHaveTitle(/Q test identity provider/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(IDP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function syncHris(request: APIRequestContext, bamboo: BambooHrFake) {
  const created = await request.post('/api/system-integrations', {
    data: {
      systemType: 'hris',
      systemName: 'bamboohr',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: bamboo.endpoint,
      apiKey: bamboo.apiKey,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const started = await request.post(`/api/system-integrations/${id}/sync`, { data: {} });
  expect(started.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const runs = await (await request.get(`/api/system-integrations/${id}/sync-runs`)).json();
        return runs[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('success');
}

test('the login page offers the provider, and no demo account or email box', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: `Sign in with ${PROVIDER}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(seriousFindings(violations)).toEqual([]);
});

test('an admin by group signs in before the directory exists and connects it', async ({
  page,
  setup,
}) => {
  await signInAtProvider(page, 'ada.admin@acme.example');
  await page.waitForURL(/\/dashboard$/);
  await syncHris(page.request, setup.bamboo);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'People with access' })).toBeVisible();
});

test('a manager signs in through the provider to the manager dashboard, and signs out', async ({
  page,
}) => {
  await signInAtProvider(page, DEMO_COMPANY_ACCOUNTS.sarah.workEmail);
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /Account: Sarah Chen/ })).toBeVisible();

  await page.getByRole('button', { name: /Account: Sarah Chen/ }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(/\/login\?signed-out=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are signed out of Q.' }),
  ).toBeVisible();
  const providerSignOut = page.getByRole('link', { name: `Also sign out of ${PROVIDER}` });
  await expect(providerSignOut).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // The provider's own sign-out, and back to Q's login page.
  await providerSignOut.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login$/);
});

test('an individual contributor lands on eyeQ, an executive on Qube', async ({ page }) => {
  await signInAtProvider(page, DEMO_COMPANY_ACCOUNTS.jordan.workEmail);
  await page.waitForURL(/\/eyeq-dashboard$/);
  await page.context().clearCookies();
  await signInAtProvider(page, DEMO_COMPANY_ACCOUNTS.ceo.workEmail);
  await page.waitForURL(/\/qube$/);
});

test("the admin reads and verifies the company's audit log; a person sees who viewed their data", async ({
  page,
}) => {
  // Sarah, Jordan's manager, has read her team's personal data in the tests above.
  await signInAtProvider(page, 'ada.admin@acme.example');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const log = page.getByRole('tabpanel', { name: 'Audit Log' });
  const events = log.getByRole('table');
  await expect(events.getByText('Integration created').first()).toBeVisible();
  await expect(events.getByText('Signed in').first()).toBeVisible();
  await log.getByRole('button', { name: 'Verify chain' }).click();
  await expect(log.getByRole('status').filter({ hasText: /^Chain intact/ })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(seriousFindings(violations)).toEqual([]);

  await page.context().clearCookies();
  await signInAtProvider(page, DEMO_COMPANY_ACCOUNTS.jordan.workEmail);
  await page.waitForURL(/\/eyeq-dashboard$/);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account: Jordan Lee/ }).click();
  await page.getByRole('button', { name: 'Who viewed my data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Sarah Chen viewed your/).first()).toBeVisible();
});

test('someone the directory does not hold sees the refusal page', async ({ page }) => {
  await signInAtProvider(page, 'olu.outside@acme.example');
  await page.waitForURL(/\/login\?signin=not-in-directory$/);
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('You could not be signed in');
  await expect(problem).toContainText("Your account is not in Acme's directory; ask an admin.");
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(seriousFindings(violations)).toEqual([]);
});
