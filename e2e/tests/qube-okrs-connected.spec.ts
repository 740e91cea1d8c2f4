import type { Page } from '@playwright/test';
import { startWorkdayFake, type WorkdayFake, workdayWorkers } from '@q/provider-fakes/workday';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * Qube's OKRs from the connected HRIS, end to end: Sarah Chen, an admin, connects a Workday whose
 * organisation goals report holds two company objectives (by their type: 'Company' at 40%,
 * 'Strategic' at 75.5%, shown 76%) and one functional; Alex Morgan then sees those objectives on
 * /qube/okrs where he saw the spec's sample, badged with their source, while the Functions view
 * keeps its labelled sample and says why. On a server of its own: a connection is the
 * organisation's, and would reach other specs.
 */

const ADMIN = 'sarah.chen@acme.example';
const PASSWORD = 'wd-pass-1234';

const test = base.extend<object, { ownServer: OwnServer; workday: WorkdayFake }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none.
    async ({}, use) => {
      const server = await startOwnServer({ ADMIN_EMAILS: ADMIN });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: OWN_SERVER_START_TIMEOUT_MS },
  ],
  workday: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const fake = await startWorkdayFake({
        username: 'ISU_T',
        password: PASSWORD,
        workers: workdayWorkers(6).map((worker) => ({ ...worker, Photo_URL: '' })),
        objectives: [
          {
            Organization_Goal_ID: 'G-1',
            Organization_Goal: 'Grow recurring revenue',
            Goal_Type: 'Company',
            Completion_Percent: '40',
          },
          {
            Organization_Goal_ID: 'G-2',
            Organization_Goal: 'Hire ten engineers',
            Goal_Type: 'Department',
            Completion_Percent: '20',
          },
          {
            Organization_Goal_ID: 'G-3',
            Organization_Goal: 'Enter two new markets',
            Goal_Type: 'Strategic',
            Completion_Percent: '75.5',
          },
        ],
      });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function signInAs(page: Page, name: RegExp, lands: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name }).click();
  await page.waitForURL(lands);
}

test("before anything is connected, Alex sees the spec's sample objectives", async ({ page }) => {
  await signInAs(page, /Alex Morgan/, /\/qube$/);
  await page.goto('/qube/okrs');
  const company = page.getByRole('region', { name: /Company Objectives$/ });
  await expect(
    company.getByRole('listitem', { name: 'Accelerate enterprise growth' }),
  ).toBeVisible();
  await expect(company.getByText('Sample data', { exact: true })).toBeVisible();
});

test('the admin connects Workday with its OKR report and syncs it', async ({ page, workday }) => {
  await signInAs(page, /Sarah Chen/, /\/dashboard$/);
  await page.goto('/settings');
  const hris = page.getByRole('region', { name: 'HRIS', exact: true });
  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('workday');
  await hris.getByLabel('API Endpoint').fill(workday.reportUrl);
  await hris.getByLabel('API Key', { exact: true }).fill(PASSWORD);
  await hris.getByLabel(/^Integration user/).fill('ISU_T');
  await hris.getByLabel(/^OKR report URL/).fill(workday.okrReportUrl);
  await hris.getByRole('switch', { name: 'Enabled' }).click();
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await hris.getByRole('button', { name: 'Sync now (HRIS)' }).click();
  await expect(hris.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("Alex sees the company's objectives, badged; the functions keep their sample", async ({
  page,
}) => {
  await signInAs(page, /Alex Morgan/, /\/qube$/);
  await page.goto('/qube/okrs');
  const company = page.getByRole('region', { name: /Company Objectives$/ });
  await expect(company.getByText(/^Computed from Workday · synced /)).toBeVisible();
  const cards = company.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Grow recurring revenue40%');
  await expect(cards.nth(1)).toContainText('Enter two new markets76%');
  await expect(company.getByText('Sample data', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Functions' }).click();
  const functions = page.getByRole('region', { name: 'OKRs by Function' });
  await expect(functions.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(functions).toContainText(
    "Workday's 1 functional objective names no function, so it is not shown by function.",
  );
});
