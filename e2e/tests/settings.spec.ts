import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * System Settings against the real server, with a fake Workday on loopback (port 0): the server
 * is started with INTEGRATION_ALLOW_PRIVATE_TARGETS=true so its connection test may reach it.
 */

const WORKDAY_KEY = 'wd_e2e_key_3141592653';

const GOALS = [
  {
    id: 'wd-1',
    title: 'Roll out quarterly check-ins',
    description: 'From the fake Workday',
    status: 'on_track',
    priority: 'high',
    progress: 72,
    owner: { name: 'Priya Patel' },
    dueDate: '2026-06-30',
    metrics: { target: 100, current: 72, unit: '%' },
  },
];
const OKRS = [{ id: 'wd-okr-1', title: 'Lift engagement to 80%', type: 'company', progress: '55' }];

let workday: Server;
let workdayUrl: string;

test.beforeAll(async () => {
  workday = createServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${WORKDAY_KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"error":"invalid key"}');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = path.endsWith('/goals') ? GOALS : path.endsWith('/okrs') ? OKRS : { ok: true };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => workday.listen(0, '127.0.0.1', resolve));
  workdayUrl = `http://127.0.0.1:${(workday.address() as AddressInfo).port}/workday`;
});

test.afterAll(async () => {
  workday.closeAllConnections();
  await new Promise((resolve) => workday.close(resolve));
});

async function signInAndOpenSettings(page: Page, name: RegExp) {
  await page.goto('/login');
  await page.getByRole('button', { name }).click();
  await page.waitForURL(/\/(dashboard|eyeq-dashboard|qube)$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('configure HRIS with Workday, test it, and the dashboard reads goals live', async ({
  page,
}) => {
  await signInAndOpenSettings(page, /Priya Patel/);
  const hris = card(page, 'HRIS');
  await expect(hris.getByText('Not Configured', { exact: true })).toBeVisible();

  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('workday');
  await hris.getByLabel('API Endpoint').fill(workdayUrl);
  await hris.getByLabel('API Key', { exact: true }).fill(WORKDAY_KEY);
  await hris.getByRole('switch', { name: 'Enabled' }).click();
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await expect(hris.getByText('Pending', { exact: true })).toBeVisible();

  // Test from the saved record: the key is not typed again.
  await hris.getByRole('button', { name: 'Edit HRIS' }).click();
  await expect(hris.getByLabel('API Key', { exact: true })).toHaveValue(
    `••••${WORKDAY_KEY.slice(-4)}`,
  );
  await hris.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test successful', { exact: true })).toBeVisible();
  await hris.getByRole('button', { name: 'Cancel' }).click();
  await expect(hris.getByText('Connected', { exact: true })).toBeVisible();

  // The key itself never reaches the page.
  const list = await page.request.get('/api/system-integrations');
  expect(await list.text()).not.toContain(WORKDAY_KEY);
  expect(await page.content()).not.toContain(WORKDAY_KEY);

  // It persists across a reload.
  await page.reload();
  await expect(card(page, 'HRIS').getByText('Connected', { exact: true })).toBeVisible();
  await expect(card(page, 'HRIS').getByText('Workday')).toBeVisible();

  await page.goto('/dashboard');
  const goals = page.getByRole('region', { name: 'SMART Goals Progress' });
  await expect(goals.getByText('Live', { exact: true })).toBeVisible();
  await expect(goals.getByText('Roll out quarterly check-ins')).toBeVisible();
  const okrs = page.getByRole('region', { name: 'OKRs Status' });
  await expect(okrs.getByText('Live', { exact: true })).toBeVisible();
});

test('a failing connection test says why', async ({ page }) => {
  await signInAndOpenSettings(page, /Jordan Lee/);
  const ats = card(page, 'ATS');
  await ats.getByRole('button', { name: 'Configure ATS' }).click();
  await ats.getByLabel('Provider').selectOption('greenhouse');
  await ats.getByLabel('API Endpoint').fill(workdayUrl);
  await ats.getByLabel('API Key', { exact: true }).fill('wrong-key-000000');
  await ats.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await ats.getByRole('button', { name: 'Edit ATS' }).click();
  await ats.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The endpoint rejected the API key (HTTP 401)', { exact: true }).first(),
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
  await collaboration.getByLabel('API Endpoint').fill(workdayUrl);
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
