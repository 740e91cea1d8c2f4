import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  type BambooHrEmployee,
  type BambooHrFake,
  type BambooHrWhosOutEntry,
  isCurrentBambooHrEmployee,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import { createDemoCompany } from '@q/provider-fakes/demo-company';
import { COLOUR_RULES, seriousFindings } from '../support/axe-findings';
import { waitForWholeDashboard } from '../support/dashboard';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * Insights from the connected data, end to end: Sarah Chen, the demo manager and an admin of the
 * demo organisation, connects a BambooHR holding the demo company (`pnpm fakes`' Acme), in which
 * three of her direct reports are away next week (Monday to Friday of the week after today's, in
 * UTC, the server's calendar), and syncs it. Then her dashboard's Management Insights show the
 * time-off overlap the rules computed, its evidence behind 'Why am I seeing this?', and the
 * floating assistant answers 'Who is out next week?' with the names and days of that time off.
 * On a server of its own: a connection is the organisation's, and would reach other specs.
 */

const ADMIN = 'sarah.chen@acme.example';
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A day as the server words it: 'Mon 7 Dec'. */
const wordDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
};
/** A day as an insight's title words it: 'Tue 8 Dec', with the year when it is not this one's. */
const titleDay = (iso: string, today: string) =>
  iso.slice(0, 4) === today.slice(0, 4) ? wordDay(iso) : `${wordDay(iso)} ${iso.slice(0, 4)}`;

/** Today (UTC) and the Monday of next week: the week after the one holding today (Mon–Sun). */
const now = new Date();
const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const today = isoDay(todayMs);
const mondayMs = todayMs + ((8 - now.getUTCDay()) % 7 || 7) * DAY_MS;
const nextWeek = (weekday: number) => isoDay(mondayMs + weekday * DAY_MS);

const company = createDemoCompany(now);
const sarahsReports = company.employees
  .filter(isCurrentBambooHrEmployee)
  .filter((person) => person.supervisorEId === company.ids.sarah)
  .sort((a, b) => Number(a.id) - Number(b.id));
const nameOf = (person: BambooHrEmployee) =>
  person.displayName ?? `${person.firstName} ${person.lastName}`;

/**
 * Next week's time off, hers alone: three of her reports are out on Tuesday (the first Monday
 * to Wednesday, the second Tuesday to Friday, the third on Tuesday alone), and no other day of
 * the fortnight has three away.
 */
const away = [
  { person: sarahsReports[0], start: nextWeek(0), end: nextWeek(2) },
  { person: sarahsReports[1], start: nextWeek(1), end: nextWeek(4) },
  { person: sarahsReports[2], start: nextWeek(1), end: nextWeek(1) },
].map(({ person, start, end }, index) => {
  if (!person) throw new Error('Sarah has fewer than three reports in the demo company');
  return { person, start, end, id: 7001 + index };
});
const TIME_OFF: BambooHrWhosOutEntry[] = away.map(({ person, start, end, id }) => ({
  id,
  type: 'timeOff',
  employeeId: Number(person.id),
  name: nameOf(person),
  start,
  end,
}));
const BUSIEST_DAY = nextWeek(1);

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
      const fake = await startBambooHrFake({ employees: company.employees, timeOff: TIME_OFF });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

// Connect and sync, then read the dashboard the sync made: in order, in one worker.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function signInAsSarah(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: /Sarah Chen/ }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** The dashboard's sections skip their rendering off screen; axe reads them shown (a11y.spec). */
async function showSkippedSections(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

/** No serious or critical axe finding (WCAG 2.2 AA), light theme, and dark by the colour rules. */
async function expectAccessible(page: Page, state: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await showSkippedSections(page);
    await page.waitForTimeout(300);
    const axe = new AxeBuilder({ page }).setLegacyMode(true);
    const builder =
      scheme === 'light'
        ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        : axe.withRules(COLOUR_RULES);
    const { violations } = await builder.analyze();
    expect(seriousFindings(violations), `${state} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the admin connects BambooHR and syncs it', async ({ page, bamboo }) => {
  await signInAsSarah(page);
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
});

test('Management Insights show the time-off overlap, and why', async ({ page }) => {
  await signInAsSarah(page);
  const title = new RegExp(`^3 of .+ direct reports are out on ${titleDay(BUSIEST_DAY, today)}$`);
  const section = page.locator('#management-insights');
  // The rules run as the sync's job ends: the insight is there once they have.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(section.getByText(title)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(section.getByText('Computed from your connected data')).toBeVisible();

  const insight = section.getByRole('listitem').filter({ has: page.getByText(title) });
  await expect(
    insight.getByText('Computed from BambooHR · rule time-off-overlap v1'),
  ).toBeVisible();
  await expect(insight.getByText('AI generated')).toHaveCount(0);
  await insight.getByRole('button', { name: 'Why am I seeing this?' }).click();
  const records = insight
    .getByRole('heading', { name: 'What it rests on' })
    .locator('xpath=following-sibling::ul[1]');
  for (const { person, start, end } of away) {
    await expect(records).toContainText(`${nameOf(person)}: ${start} to ${end}`);
  }
  await expect(
    insight.getByRole('heading', { name: 'Sources' }).locator('xpath=following-sibling::ul[1]'),
  ).toContainText(/BambooHR · synced /);
  // The rule's own words, and when and by which version it computed the insight.
  await expect(insight.getByText(/^Flags a working day in the next two weeks/)).toBeVisible();
  await expect(
    insight.getByText(/^Computed (just now|.+ ago) · rule time-off-overlap v1$/),
  ).toBeVisible();
});

test('the assistant answers who is out next week from the synced time off', async ({ page }) => {
  await signInAsSarah(page);
  await page.goto('/dashboard');
  await waitForWholeDashboard(page);

  // Its count is the computed insights' high-priority ones: half her team out is one.
  const launcher = page.getByRole('button', { name: /^Open AI assistant, [1-9]\d* high-priority/ });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(panel.getByText('Answers from your connected data')).toBeVisible();
  await expect(panel.getByText('Sample data')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Who is out next week?' }).click();
  const log = panel.getByRole('log', { name: 'Conversation' });
  const reply = log.locator('[data-from="assistant"]').last();
  await expect(reply).toContainText(
    `3 people are out between ${wordDay(nextWeek(0))} and ${wordDay(nextWeek(6))}:`,
  );
  const lines = reply.getByRole('listitem');
  for (const { person, start, end } of away) {
    const days = start === end ? wordDay(start) : `${wordDay(start)} to ${wordDay(end)}`;
    await expect(lines.filter({ hasText: `${nameOf(person)}: ${days}` })).toHaveCount(1);
  }
  await expect(reply.getByText(/^From BambooHR · synced /)).toBeVisible();
  await expect(reply.getByText('AI generated')).toHaveCount(0);

  // Its links lead to the widgets the figures come from.
  const links = reply.getByRole('list', { name: 'Where to see it' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/dashboard#[a-z-]+$/);
    await expect(page.locator(`#${href?.split('#')[1]}`)).toHaveCount(1);
  }

  await expectAccessible(page, 'the dashboard with connected data, the assistant answering');
});
