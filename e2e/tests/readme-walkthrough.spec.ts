import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test';

/**
 * The README's "See a live sync", followed literally: `pnpm fakes` in one terminal, the product
 * started with `INTEGRATION_ALLOW_PRIVATE_TARGETS=true pnpm start` in another (a server of its
 * own here, on a fresh embedded database, so the demo manager's connection touches no other
 * test), then, as Sarah Chen: Settings, HRIS with BambooHR and the endpoint and key the fakes
 * printed, Save, Sync now, Enable now; `/dashboard`'s team card then shows the fake company.
 */

const ROOT = resolve(import.meta.dirname, '../..');

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let fakes: ChildProcess | undefined;
let product: ChildProcess | undefined;
let fakesOutput = '';
let productUrl = '';
let dataDir = '';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** A command of the README, from the repository's root, in a process group of its own. */
function run(args: string[], env: Record<string, string>): ChildProcess {
  // Without NODE_ENV, as in a terminal: `pnpm start` then finds its build as `pnpm test` left it.
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  return spawn('pnpm', args, {
    cwd: ROOT,
    env: { ...inherited, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function stop(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** The value printed beside `label` under the `section` heading of the fakes' output. */
function printed(section: string, label: string): string {
  const block = fakesOutput.split(/\n\s*\n/).find((part) => part.trim().startsWith(section));
  const line = block?.split('\n').find((row) => row.trim().startsWith(label));
  const value = line?.trim().slice(label.length).trim();
  if (!value) throw new Error(`pnpm fakes printed no ${label} for ${section}:\n${fakesOutput}`);
  return value;
}

test.beforeAll(async () => {
  fakes = run(['fakes'], { FAKES_PORT: '0' });
  fakes.stdout?.on('data', (chunk: Buffer) => {
    fakesOutput += chunk.toString();
  });
  await expect
    .poll(() => fakesOutput.includes('ATS · Greenhouse') && fakesOutput.includes('Client ID'), {
      timeout: 60_000,
    })
    .toBe(true);

  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'q-walkthrough-'));
  productUrl = `http://127.0.0.1:${port}`;
  product = run(['start'], {
    INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
  let productErrors = '';
  product.stderr?.on('data', (chunk: Buffer) => {
    productErrors += chunk.toString();
  });
  await expect
    .poll(
      async () => {
        if (product?.exitCode !== null) throw new Error(`pnpm start ended:\n${productErrors}`);
        return fetch(`${productUrl}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        );
      },
      { timeout: 180_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(() => {
  stop(fakes);
  stop(product);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the README walkthrough ends with the fake company live on /dashboard', async ({ page }) => {
  const endpoint = printed('HRIS · BambooHR', 'API Endpoint');
  const apiKey = printed('HRIS · BambooHR', 'API Key');

  // Sign in as the demo manager (Sarah Chen), open Settings.
  await page.goto(`${productUrl}/login`);
  await page.getByRole('button', { name: /Sarah Chen/ }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${productUrl}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();

  // Configure HRIS with BambooHR and the endpoint and key `pnpm fakes` printed, save.
  const hris = page.getByRole('region', { name: 'HRIS', exact: true });
  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('bamboohr');
  await hris.getByLabel('API Endpoint').fill(endpoint);
  await hris.getByLabel('API Key', { exact: true }).fill(apiKey);
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();

  // Press "Sync now": the run applies, and the card says why its data is not shown yet.
  await hris.getByRole('button', { name: 'Sync now (HRIS)' }).click();
  await expect(hris.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(hris.getByText('Synced · not shown while disabled')).toBeVisible();
  await expect(
    hris.getByText('Its data will show on the dashboard once the integration is enabled.'),
  ).toBeVisible();
  // "Enable now", as the card offers and the README says.
  await hris.getByRole('button', { name: 'Enable now (HRIS)' }).click();
  await expect(page.getByText('The integration is enabled.')).toBeVisible();
  await expect(hris.getByText(/not shown while disabled/)).toHaveCount(0);

  // /dashboard's team card shows the fake company: Sarah as "You", her reports below, Live.
  await page.goto(`${productUrl}/dashboard`);
  const team = page.getByRole('region', { name: 'Your Team', exact: true });
  await expect(team.getByText(/^Live · BambooHR · synced/).first()).toBeVisible();
  const members = team.locator('[data-ui="team-member"]');
  await expect(members.first()).toBeVisible();
  const you = team.locator('[data-ui="team-member"]', { hasText: 'You' });
  await expect(you).toContainText('Sarah Chen');
  const reports = team.getByRole('list', { name: 'Direct reports' }).getByRole('listitem');
  expect(await reports.count()).toBeGreaterThan(0);
  // Nobody of the sample company, and nothing made up about the fake company's people.
  for (const member of await members.all()) {
    await expect(member).toHaveAttribute('data-source', 'synced');
    await expect(member).not.toContainText(
      /Rating|Online now|hours ago|Remote|Hybrid|PST|Customer Portal|API Performance|Mobile Onboarding/,
    );
  }
  await team.getByRole('button', { name: 'Integration Details' }).click();
  const details = team.locator('li', { hasText: 'Last sync' });
  await expect(details).toHaveCount(1);
  await expect(details).toContainText('BambooHR');
  await expect(details).toContainText(/\d+ employees/);
  await expect(team).not.toContainText(/Workday|ADP|247 employees|5 min ago/);
});
