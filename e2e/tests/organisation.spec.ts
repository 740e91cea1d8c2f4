import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  type BambooHrEmployee,
  type BambooHrFake,
  isCurrentBambooHrEmployee,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { createDemoCompany } from '@q/provider-fakes/demo-company';
import { COLOUR_RULES, seriousFindings } from '../support/axe-findings';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * One company, connected once: the demo company of `pnpm fakes` in a BambooHR fake, whose people
 * are the four demo accounts (Alex Morgan its CEO; his Director of Engineering; Sarah Chen and
 * Priya Patel engineering managers below the director; Jordan Lee one of Sarah's reports). Sarah,
 * the admin, connects it in Settings and syncs it; then each of the others signs in and sees their
 * own part of it, live, without anyone entering a key again: Priya her team and no one else's,
 * Jordan himself, Alex the company from the top. On a server of its own started with
 * `ADMIN_EMAILS=sarah.chen@acme.example`, so that the others' Settings are read-only.
 */

const ADMIN = 'sarah.chen@acme.example';
const company = createDemoCompany();
const { ids } = company;
const current = company.employees.filter(isCurrentBambooHrEmployee);
const byId = new Map(company.employees.map((person) => [person.id, person]));
const nameOf = (person: BambooHrEmployee | undefined) => person?.displayName ?? '';
const reportsOf = (id: string) => current.filter((person) => person.supervisorEId === id);
/** A person and everyone below them: whose personal data they may see. */
function subtreeOf(id: string): string[] {
  const below = reportsOf(id).flatMap((report) => subtreeOf(report.id));
  return [nameOf(byId.get(id)), ...below];
}

const test = base.extend<object, { ownServer: OwnServer; bamboo: BambooHrFake }>({
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
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

// One organisation, changed by the first test and read by the others: in order, in one worker.
// A test signs in and opens two or three apps, each a few seconds while the suite runs.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function signIn(page: Page, name: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL(/\/(dashboard|eyeq-dashboard|qube)$/);
}

/** The team card, once it shows the synced company, live. */
async function liveTeam(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const team = page.getByRole('region', { name: 'Your Team', exact: true });
  await expect(team.locator('[data-provenance="live"]')).toBeVisible();
  await expect(team.getByText(/^Live · BambooHR · synced/).first()).toBeVisible();
  return team;
}

const memberNames = (where: Locator) =>
  where.locator('[data-ui="team-member"] strong').allTextContents();
const youOf = (team: Locator) => team.locator('[data-ui="team-member"]', { hasText: 'You' });
const directReports = (team: Locator) => team.getByRole('list', { name: 'Direct reports' });

/** The people the HRIS Insights name (each insight is '<name>: time off' or an anniversary). */
async function namedInInsights(page: Page): Promise<string[]> {
  const insights = page.getByRole('region', { name: 'HRIS Insights' });
  await expect(insights.locator('[data-provenance="live"]')).toBeVisible();
  const items = await insights.getByRole('listitem').allTextContents();
  return items.map((text) => text.split(':')[0]?.trim() ?? '');
}

/**
 * No serious or critical axe finding (WCAG 2.2 AA) on the page as it is, in the light theme, and
 * by the rules that read colours in the dark one (as `a11y.spec.ts` scans every page).
 */
async function expectAccessible(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.waitForTimeout(300);
    const axe = new AxeBuilder({ page }).setLegacyMode(true);
    const builder =
      scheme === 'light'
        ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        : axe.withRules(COLOUR_RULES);
    const { violations } = await builder.analyze();
    expect(seriousFindings(violations), `read-only Settings (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Headcount's Hired: the viewer and everyone below them. */
const hired = (page: Page) =>
  page.getByRole('region', { name: 'Headcount Overview' }).locator('dt:text-is("Hired") + dd');

test('the admin connects the company’s BambooHR once and syncs it', async ({ page, bamboo }) => {
  await signIn(page, 'Sarah Chen');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  await expect(page.getByText(/^Only an admin can change/)).toHaveCount(0);

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

  // Sarah's own team: her reports, Jordan among them, below the director.
  const team = await liveTeam(page);
  await expect(youOf(team)).toContainText('Sarah Chen');
  expect(new Set(await memberNames(directReports(team)))).toEqual(
    new Set(reportsOf(ids.sarah).map(nameOf)),
  );
  await expect(directReports(team)).toContainText('Jordan Lee');
});

test('Priya sees her own team live, and no one else’s', async ({ page }) => {
  await signIn(page, 'Priya Patel');
  const team = await liveTeam(page);
  await expect(youOf(team)).toContainText('Priya Patel');
  const priyas = reportsOf(ids.priya).map(nameOf);
  expect(new Set(await memberNames(directReports(team)))).toEqual(new Set(priyas));
  // Above her, her director; nobody else of the company is on her card.
  expect(new Set(await memberNames(team))).toEqual(
    new Set([nameOf(byId.get(ids.director)), 'Priya Patel', ...priyas]),
  );
  for (const other of [...reportsOf(ids.sarah).map(nameOf), 'Sarah Chen', 'Alex Morgan']) {
    await expect(team).not.toContainText(other);
  }

  // Personal data: hers and her reports' only (one of them is away in the coming days).
  const scope = new Set(subtreeOf(ids.priya));
  const named = await namedInInsights(page);
  expect(named).toContain(nameOf(reportsOf(ids.priya)[0]));
  expect(named.filter((name) => !scope.has(name))).toEqual([]);
  await expect(hired(page)).toHaveText(String(scope.size));
});

test('Jordan sees himself, without reports, and only his own time off', async ({ page }) => {
  await signIn(page, 'Jordan Lee');
  const team = await liveTeam(page);
  await expect(youOf(team)).toContainText('Jordan Lee');
  await expect(directReports(team)).toHaveCount(0);
  // The one above him is his own manager.
  expect(await memberNames(team)).toEqual(['Sarah Chen', 'Jordan Lee']);

  const named = await namedInInsights(page);
  expect(named).toContain('Jordan Lee');
  expect(named.filter((name) => name !== 'Jordan Lee')).toEqual([]);
  await expect(hired(page)).toHaveText('1');
});

test('Alex sees the company from the top, the director among his reports', async ({ page }) => {
  await signIn(page, 'Alex Morgan');
  const team = await liveTeam(page);
  await expect(youOf(team)).toContainText('Alex Morgan');
  const director = nameOf(byId.get(ids.director));
  const reports = await memberNames(directReports(team));
  expect(new Set(reports)).toEqual(new Set(reportsOf(ids.ceo).map(nameOf)));
  expect(reports).toContain(director);
  // Nobody above the top of the chart.
  expect((await memberNames(team))[0]).toBe('Alex Morgan');
  await expect(hired(page)).toHaveText(String(current.length));
});

for (const name of ['Priya Patel', 'Jordan Lee', 'Alex Morgan']) {
  test(`${name}'s Settings are read-only: status and history, nothing to change`, async ({
    page,
    ownServer,
  }) => {
    await signIn(page, name);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await expect(
      page.getByText(
        "Only an admin can change Acme's connections. You see their status and history.",
        { exact: true },
      ),
    ).toBeVisible();
    const hris = page.getByRole('region', { name: 'HRIS', exact: true });
    await expect(hris.getByLabel('Sync status: Connected')).toBeVisible();
    await expect(hris.getByText('BambooHR', { exact: true })).toBeVisible();
    await expect(hris.getByText('Success', { exact: true })).toBeVisible();
    // Nothing that changes a connection, on any card; no key hint.
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: /^(Configure|Edit) / })).toHaveCount(0);
    await expect(
      panel.getByRole('button', { name: /^(Sync now|Disconnect|Test connection|Enable now)/ }),
    ).toHaveCount(0);
    await expect(panel.getByRole('form')).toHaveCount(0);
    await expect(panel).not.toContainText('••••');
    // The history is everyone's.
    await hris.getByRole('button', { name: 'History' }).click();
    await expect(hris.getByRole('list', { name: 'Sync runs, newest first' })).toContainText(
      'Success',
    );

    if (name === 'Priya Patel') await expectAccessible(page);

    // And the server refuses the write itself, in so many words.
    const list = await page.request.get('/api/system-integrations');
    const [record] = (await list.json()) as { id: number; apiKeyHint: string | null }[];
    expect(record?.apiKeyHint).toBeNull();
    const refused = await page.request.post(`/api/system-integrations/${record?.id}/sync`, {
      headers: { origin: ownServer.url },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("Only an admin can change the company's connections");
  });
}
