import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import {
  type BambooHrFake,
  createDemoBambooHrEmployees,
  isCurrentBambooHrEmployee,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { startWorkdayFake, type WorkdayFake, workdayWorkers } from '@q/provider-fakes/workday';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * System Settings against the real server, with provider fakes on loopback (port 0): the server
 * is started with INTEGRATION_ALLOW_PRIVATE_TARGETS=true so its connection tests and syncs may
 * reach them. A plain endpoint answers the connection test of providers the suite does not sync.
 *
 * Connections are the organisation's, one per type for every account of it: each test runs on a
 * server of its own (a fresh database, every demo account an admin as in the demo), so what one
 * connects is neither in another test's way nor on another spec's dashboards.
 */
const test = base.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none.
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.stop();
    },
    // Its own time to start, apart from the test's.
    { timeout: OWN_SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

const PLAIN_KEY = 'plain_e2e_key_3141592653';

let plain: Server;
let plainUrl: string;
let bamboo: BambooHrFake;
let workday: WorkdayFake;
const WORKDAY_PASSWORD = 'wd-e2e-password-2718';

/**
 * A small company whose engineering manager is Priya Patel, with five current reports; its report
 * also lists two people who have left, the first of them once Priya's report.
 */
function priyasCompany() {
  // No photos: the browser under test reaches loopback addresses only.
  const people = createDemoBambooHrEmployees(12, { formerEmployees: 2 }).map((person) => ({
    ...person,
    photoUrl: null,
  }));
  const priya = people[1];
  if (!priya) throw new Error('the generator made too few people');
  Object.assign(priya, {
    firstName: 'Priya',
    lastName: 'Patel',
    displayName: 'Priya Patel',
    jobTitle: 'Engineering Manager',
    workEmail: 'priya.patel@acme.example',
  });
  return people;
}

test.beforeAll(async () => {
  plain = createServer((req, res) => {
    const ok = req.headers.authorization === `Bearer ${PLAIN_KEY}`;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(ok ? '{"ok":true}' : '{"error":"invalid key"}');
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/api`;
  bamboo = await startBambooHrFake({ employees: priyasCompany() });
  const workers = workdayWorkers(6).map((worker) => ({ ...worker, Photo_URL: '' }));
  const alex = workers[0];
  if (alex) Object.assign(alex, { Worker: 'Alex Morgan', Work_Email: 'alex.morgan@acme.example' });
  workday = await startWorkdayFake({ username: 'ISU_Q_E2E', password: WORKDAY_PASSWORD, workers });
});

test.afterAll(async () => {
  plain.closeAllConnections();
  await new Promise((resolve) => plain.close(resolve));
  await bamboo.close();
  await workday.close();
});

async function signInAndOpenSettings(page: Page, name: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name }).click();
  await page.waitForURL(/\/(dashboard|eyeq-dashboard|qube)$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('connect BambooHR, sync now, and the team card shows the company live', async ({ page }) => {
  await signInAndOpenSettings(page, /Priya Patel/);
  const hris = card(page, 'HRIS');
  await expect(hris.getByText('Not Configured', { exact: true })).toBeVisible();

  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('bamboohr');
  await hris.getByLabel('API Endpoint').fill(bamboo.endpoint);
  await hris.getByLabel('API Key', { exact: true }).fill(bamboo.apiKey);
  await hris.getByRole('switch', { name: 'Enabled' }).click();
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await expect(hris.getByText('Pending', { exact: true })).toBeVisible();

  // Test from the saved record: the key is not typed again.
  await hris.getByRole('button', { name: 'Edit HRIS' }).click();
  await expect(hris.getByLabel('API Key', { exact: true })).toHaveValue(
    `••••${bamboo.apiKey.slice(-4)}`,
  );
  await hris.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test successful', { exact: true })).toBeVisible();
  await hris.getByRole('button', { name: 'Cancel' }).click();
  await expect(hris.getByText('Connected', { exact: true })).toBeVisible();

  await hris.getByRole('button', { name: 'Sync now (HRIS)' }).click();
  await expect(hris.getByText('Success', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(hris.getByText(/^\d+ created/)).toBeVisible();

  // The key itself never reaches the page.
  const list = await page.request.get('/api/system-integrations');
  expect(await list.text()).not.toContain(bamboo.apiKey);
  expect(await page.content()).not.toContain(bamboo.apiKey);

  await page.goto('/dashboard');
  const team = page.getByRole('region', { name: 'Your Team', exact: true });
  const reports = bamboo.employees.filter((e) => e.supervisorEId === '2');
  const current = reports.filter(isCurrentBambooHrEmployee);
  const firstReport = current[0];
  const former = reports.find((e) => !isCurrentBambooHrEmployee(e));
  if (!firstReport || !former) throw new Error('the fake company lacks a current or former report');
  await expect(team.getByText(`${firstReport.firstName} ${firstReport.lastName}`)).toBeVisible();
  await expect(team.getByText(/Live · BambooHR · synced/).first()).toBeVisible();
  // Someone who has left is not on the team.
  await expect(team.getByText(`${former.firstName} ${former.lastName}`)).toHaveCount(0);
});

test('connect Workday with its integration user, sync, and goals are live', async ({ page }) => {
  await signInAndOpenSettings(page, /Alex Morgan/);
  const hris = card(page, 'HRIS');
  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('workday');
  await hris.getByLabel('API Endpoint').fill(workday.reportUrl);
  await hris.getByLabel('API Key', { exact: true }).fill(WORKDAY_PASSWORD);
  await hris.getByRole('switch', { name: 'Enabled' }).click();
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Missing required fields', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in: Integration user', { exact: true })).toBeVisible();
  await hris.getByLabel('Integration user').fill('ISU_Q_E2E');
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();

  await hris.getByRole('button', { name: 'Sync now (HRIS)' }).click();
  await expect(hris.getByText('Success', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.goto('/dashboard');
  const goals = page.getByRole('region', { name: 'SMART Goals Progress' });
  await expect(goals.getByText(/^Live/).first()).toBeVisible();
});

test('a failing connection test says why', async ({ page }) => {
  await signInAndOpenSettings(page, /Jordan Lee/);
  const ats = card(page, 'ATS');
  await ats.getByRole('button', { name: 'Configure ATS' }).click();
  await ats.getByLabel('Provider').selectOption('lever');
  await ats.getByLabel('API Endpoint').fill(plainUrl);
  await ats.getByLabel('API Key', { exact: true }).fill('wrong-key-000000');
  await ats.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await ats.getByRole('button', { name: 'Edit ATS' }).click();
  await ats.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test failed', { exact: true })).toBeVisible();
  await expect(
    page
      .getByText(
        'The endpoint rejected the API key (HTTP 401). Check the API Key, and that it may read this data.',
        { exact: true },
      )
      .first(),
  ).toBeVisible();
  await ats.getByRole('button', { name: 'Cancel' }).click();
  await expect(ats.getByText('Error', { exact: true })).toBeVisible();
});

test('required fields are named, and the key can be shown and hidden', async ({ page }) => {
  await signInAndOpenSettings(page, /Alex Morgan/);
  const lms = card(page, 'LMS');
  await lms.getByRole('button', { name: 'Configure LMS' }).click();
  await lms.getByLabel('Provider').selectOption('udemy');
  await lms.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Missing required fields', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please fill in: API Endpoint, API Key', { exact: true }),
  ).toBeVisible();

  const key = lms.getByLabel('API Key', { exact: true });
  await key.fill('visible-for-a-moment');
  await expect(key).toHaveAttribute('type', 'password');
  await lms.getByRole('button', { name: 'Show API key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await lms.getByRole('button', { name: 'Hide API key' }).click();
  await expect(key).toHaveAttribute('type', 'password');
  await expect(lms.getByLabel('Webhook URL (optional)')).toHaveCount(0);
});

test('disconnecting asks first, then deletes the record and its key', async ({ page }) => {
  await signInAndOpenSettings(page, /Jordan Lee/);
  const collaboration = card(page, 'Collaboration');
  await collaboration.getByRole('button', { name: 'Configure Collaboration' }).click();
  await collaboration.getByLabel('Provider').selectOption('slack');
  await collaboration.getByLabel('API Endpoint').fill(plainUrl);
  await collaboration.getByLabel('API Key', { exact: true }).fill('xoxb-e2e-disconnect-0001');
  await collaboration.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();

  await collaboration.getByRole('button', { name: 'Disconnect Collaboration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Slack?' });
  await expect(confirm).toContainText('The stored API key is deleted');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(collaboration.getByText('Pending', { exact: true })).toBeVisible();

  await collaboration.getByRole('button', { name: 'Disconnect Collaboration' }).click();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Integration disconnected', { exact: true })).toBeVisible();
  await expect(collaboration.getByText('Not Configured', { exact: true })).toBeVisible();
  await expect(
    collaboration.getByRole('button', { name: 'Configure Collaboration' }),
  ).toBeVisible();
  // Gone on the server too: a reload shows it unconfigured.
  await page.reload();
  await expect(
    card(page, 'Collaboration').getByText('Not Configured', { exact: true }),
  ).toBeVisible();
});
