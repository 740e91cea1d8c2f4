import type { Page } from '@playwright/test';
import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { createDemoCompany, DEMO_COMPANY_SIZE } from '@q/provider-fakes/demo-company';
import { type GreenhouseFake, startGreenhouseFake } from '@q/provider-fakes/greenhouse';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * Qube's People page from the connected HRIS and ATS, end to end: Sarah Chen, an admin, connects
 * a BambooHR holding the demo company (`pnpm fakes`' Acme) and a Greenhouse generating 40 jobs
 * and 600 applications (as `pnpm fakes` does), and syncs both. Alex Morgan, its CEO, then sees
 * the company's figures where he saw the spec's sample, each widget saying where they come from.
 *
 * Worked out from the fakes' records:
 * - headcount: Acme's 60 current employees (its 8 former ones are not synced);
 * - open positions: of the 40 generated jobs, 4 are drafts (i % 10 = 9) and 8 closed (i % 4 = 1,
 *   drafts aside), leaving 28 open jobs of two seats each; the first seat of the 10 open jobs
 *   with i % 3 = 0 (0, 3, 6, 12, 15, 18, 24, 27, 30, 36) is filled: 56 − 10 = 46 unfilled;
 * - time to fill: those 10 seats filled after 10 + i % 30 days (10, 13, 16, 22, 25, 28, 34, 37,
 *   10, 16: 211) and the 8 closed jobs' first seats after 20 + i % 40 days (jobs 1, 5, 13, 17,
 *   21, 25, 33, 37: 21, 25, 33, 37, 41, 45, 53, 57: 312); 523 ÷ 18 = 29.06 → 29 days.
 * - offer acceptance (the jobs opened 120 days ago, so every application is of the last twelve
 *   months): the 18 hired accepted theirs; of the rejected (a ≥ 40, a % 5 = 0, not a prospect:
 *   a % 17 ≠ 0), those with a % 3 = 0 declined theirs: the multiples of 15 from 45 to 585 (37)
 *   but 255 and 510: 35. 18 ÷ 53 = 33.96 → 34 %;
 * - sourcing channels: source a % 4 of the 567 applications that are not prospects (the 33
 *   multiples of 17 from 51 to 595, of which 8 each have a % 4 = 0, 1, 2 and 9 a % 4 = 3):
 *   LinkedIn, Referral and Company Website 142 each (25 %), Indeed 141 (25 %).
 * On a server of its own: a connection is the organisation's, and would reach other specs.
 */

const ADMIN = 'sarah.chen@acme.example';
const company = createDemoCompany(new Date());

const test = base.extend<
  object,
  { ownServer: OwnServer; bamboo: BambooHrFake; greenhouse: GreenhouseFake }
>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none.
    async ({}, use) => {
      const server = await startOwnServer({ ADMIN_EMAILS: ADMIN });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: OWN_SERVER_START_TIMEOUT_MS },
  ],
  bamboo: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const fake = await startBambooHrFake({
        employees: company.employees,
        timeOff: company.timeOff,
      });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  greenhouse: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const fake = await startGreenhouseFake({
        jobs: 40,
        applications: 600,
        generatedFrom: new Date(Date.now() - 120 * 86_400_000),
      });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

// Before and after the connection, in order, in one worker.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function signInAs(page: Page, name: RegExp, lands: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name }).click();
  await page.waitForURL(lands);
}

test("before anything is connected, Alex sees the spec's sample figures, labelled", async ({
  page,
}) => {
  await signInAs(page, /Alex Morgan/, /\/qube$/);
  await page.goto('/qube/people');
  const capacity = page.getByRole('region', { name: 'Team Capacity' });
  await expect(capacity).toContainText('Total headcount148');
  await expect(capacity).toContainText('Open positions12');
  await expect(capacity.getByText('Sample data', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/^Computed from/)).toHaveCount(0);
});

test('the admin connects BambooHR and Greenhouse and syncs them', async ({
  page,
  bamboo,
  greenhouse,
}) => {
  await signInAs(page, /Sarah Chen/, /\/dashboard$/);
  await page.goto('/settings');
  const hris = page.getByRole('region', { name: 'HRIS', exact: true });
  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('bamboohr');
  await hris.getByLabel('API Endpoint').fill(bamboo.endpoint);
  await hris.getByLabel('API Key', { exact: true }).fill(bamboo.apiKey);
  await hris.getByRole('switch', { name: 'Enabled' }).click();
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await hris.getByRole('button', { name: 'Sync now (HRIS)' }).click();
  await expect(hris.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });

  const ats = page.getByRole('region', { name: 'ATS', exact: true });
  await ats.getByRole('button', { name: 'Configure ATS' }).click();
  await ats.getByLabel('Provider').selectOption('greenhouse');
  await ats.getByLabel('API Endpoint').fill(greenhouse.endpoint);
  await ats.getByLabel('API Key', { exact: true }).fill(greenhouse.clientSecret);
  await ats.getByLabel('Client ID').fill(greenhouse.clientId);
  await ats.getByRole('switch', { name: 'Enabled' }).click();
  await ats.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Integration saved successfully', { exact: true }).first(),
  ).toBeVisible();
  await ats.getByRole('button', { name: 'Sync now (ATS)' }).click();
  await expect(ats.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("Alex sees the company's people figures, computed and badged", async ({ page }) => {
  await signInAs(page, /Alex Morgan/, /\/qube$/);
  await page.goto('/qube/people');

  const capacity = page.getByRole('region', { name: 'Team Capacity' });
  await expect(capacity).toContainText(`Total headcount${DEMO_COMPANY_SIZE.current}`);
  await expect(capacity).toContainText('Open positions46');
  await expect(capacity.getByText(/^Computed from BambooHR · synced /)).toBeVisible();
  await expect(capacity.getByText(/^Computed from Greenhouse · synced /)).toBeVisible();
  await expect(capacity.locator('[data-provenance="live"]')).toHaveCount(2);
  // Utilization comes from no connected system: its sample value keeps its label.
  await expect(capacity.getByText('Sample data', { exact: true })).toHaveCount(1);

  const hiring = page.getByRole('region', { name: 'Hiring Pipeline' });
  await expect(hiring).toContainText('Time to fill29 days');
  await expect(hiring).toContainText(/Pipeline health[\d.]+ applications? per opening/);
  // Greenhouse syncs stages: the applications in process are said by stage.
  await expect(hiring).toContainText(/Phone Screen \d+.* in process/);
  await expect(hiring).not.toContainText('Not synced');
  await expect(hiring).toContainText('Offer acceptance34%');
  await expect(hiring).toContainText('Of 53 answered offers, last 12 months');
  await expect(hiring).toContainText('LinkedIn · 25%142 applications');
  await expect(hiring).toContainText('Indeed · 25%141 applications');
  await expect(hiring.getByText(/^Computed from Greenhouse · synced /).first()).toBeVisible();
  await expect(hiring.getByText('Sample data', { exact: true })).toHaveCount(0);

  const attrition = page.getByRole('region', { name: 'Attrition Risk' });
  await expect(attrition.getByText(/^Computed from BambooHR · synced /)).toBeVisible();
  // Nobody has left since the first sync.
  await expect(attrition).toContainText('Attrition rate0%');

  // The server renders the page with the figures: they arrive with it, before its code runs.
  const rendered = await (await page.request.get('/qube/people')).text();
  expect(rendered).toMatch(
    new RegExp(`Total headcount</dt><dd[^>]*>${DEMO_COMPANY_SIZE.current}</dd>`),
  );
  expect(rendered).toContain('Computed from BambooHR · synced ');

  const leadership = page.getByRole('region', { name: 'Leadership Effectiveness' });
  await expect(leadership.getByText(/^Computed from BambooHR · synced /)).toBeVisible();
  await expect(
    leadership.getByRole('cell', { name: 'Not in the synced data' }).first(),
  ).toBeVisible();
});

test('a manager, who may not see company figures, keeps the sample', async ({ page }) => {
  await signInAs(page, /Sarah Chen/, /\/dashboard$/);
  await page.goto('/qube/people');
  const capacity = page.getByRole('region', { name: 'Team Capacity' });
  await expect(capacity).toContainText('Total headcount148');
  await expect(page.getByText(/^Computed from/)).toHaveCount(0);
});
