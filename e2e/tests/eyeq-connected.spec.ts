import type { Locator, Page } from '@playwright/test';
import {
  type BambooHrEmployee,
  type BambooHrFake,
  isCurrentBambooHrEmployee,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import {
  createDemoCompany,
  createDemoWorkdayWorkers,
  DEMO_COMPANY_GOALS,
} from '@q/provider-fakes/demo-company';
import { startWorkdayFake, type WorkdayFake } from '@q/provider-fakes/workday';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * eyeQ for the person signed in. Jordan Lee, an engineer of the demo company, first sees the
 * spec's sample figures; then Sarah Chen, the admin, connects the company's BambooHR and, after
 * that one sync, Jordan sees his own goals (from BambooHR's Performance) and his own time off,
 * his manager and his peers, his title as his level and his time at the company, each marked
 * live, and none of Sarah's or his peers' goals. Sarah then switches the HRIS to the same company
 * in Workday, which keeps the goals but no time off: Jordan sees his own two goals from Workday,
 * and no time off. On a server of its own (`ADMIN_EMAILS`): connections are one per organisation.
 */

const ADMIN = 'sarah.chen@acme.example';
const WORKDAY_USER = 'ISU_Q_E2E';
const WORKDAY_PASSWORD = 'workday-e2e-password-1';
const company = createDemoCompany();
const { ids } = company;
const current = company.employees.filter(isCurrentBambooHrEmployee);
const nameOf = (person: BambooHrEmployee) => person.displayName ?? '';
const peers = current
  .filter((person) => person.supervisorEId === ids.sarah && person.id !== ids.jordan)
  .map(nameOf);

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as the page writes it: 'Nov 29, 2026'. */
const dayText = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
};
const absenceText = ({ start, end }: { start: string; end: string }) =>
  start === end ? dayText(start) : `${dayText(start)} – ${dayText(end)}`;
const today = new Date().toISOString().slice(0, 10);
const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * DAY_MS).toISOString().slice(0, 10);
/** Who's out in the coming 30 days (what a sync reads), as the fake holds it. */
const comingTimeOff = (employeeId: string) =>
  company.timeOff
    .filter((entry) => String(entry.employeeId) === employeeId)
    .filter((entry) => entry.end >= today && entry.start <= horizon)
    .sort((a, b) => a.start.localeCompare(b.start));

const test = base.extend<
  object,
  { ownServer: OwnServer; bamboo: BambooHrFake; workday: WorkdayFake }
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
        goals: company.goals,
      });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  workday: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const fake = await startWorkdayFake({
        username: WORKDAY_USER,
        password: WORKDAY_PASSWORD,
        workers: createDemoWorkdayWorkers(company),
        objectives: 0,
      });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

// One organisation, changed by the tests in turn: in order, in one worker. Each connects and
// syncs before it looks.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function signIn(page: Page, name: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL(/\/(dashboard|eyeq-dashboard|qube)$/);
}

/** Jordan's eyeQ once every part of it has loaded. */
async function jordansEyeq(page: Page) {
  await signIn(page, 'Jordan Lee');
  await page.goto('/eyeq-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Jordan Lee')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  return {
    goals: card('Personal Goals & Impact'),
    team: card('Team & Collaboration'),
    career: card('Career Progression'),
    wellness: card('Wellness & Balance'),
  };
}

const live = (where: Locator, provider: string) =>
  where.locator('[data-provenance="live"]', {
    hasText: new RegExp(`^Live · ${provider} · synced `),
  });

async function openHris(page: Page) {
  await signIn(page, 'Sarah Chen');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  return page.getByRole('region', { name: 'HRIS', exact: true });
}

async function syncNow(hris: Locator) {
  await hris.getByRole('button', { name: 'Sync now (HRIS)' }).click();
  await expect(hris.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
}

test('before anything is connected, Jordan’s eyeQ is the spec’s sample, labelled', async ({
  page,
}) => {
  const { goals, team, career, wellness } = await jordansEyeq(page);
  await expect(goals.getByText('Ship the search redesign')).toBeVisible();
  await expect(team.getByText('Marcus Johnson')).toBeVisible();
  await expect(career.getByText('Software Engineer II')).toBeVisible();
  await expect(wellness.getByText('Upcoming time off')).toHaveCount(0);
  await expect(page.locator('[data-provenance="live"]')).toHaveCount(0);
  for (const card of [goals, team, career, wellness]) {
    await expect(card.getByText('Sample data', { exact: true })).toBeVisible();
  }
});

test('the admin connects BambooHR: Jordan sees his own goals, time off and teammates', async ({
  page,
  bamboo,
}) => {
  const hris = await openHris(page);
  await hris.getByRole('button', { name: 'Configure HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('bamboohr');
  await hris.getByLabel('API Endpoint').fill(bamboo.endpoint);
  await hris.getByLabel('API Key', { exact: true }).fill(bamboo.apiKey);
  await hris.getByRole('switch', { name: 'Enabled' }).click();
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await syncNow(hris);

  const { goals, team, career, wellness } = await jordansEyeq(page);
  // His manager and his peers, by name and title; not the sample's teammates.
  const members = team.getByRole('list', { name: 'Your manager and peers' });
  await expect(members.locator('[data-ui="team-member"]').first()).toContainText('Sarah Chen');
  await expect(members.locator('[data-ui="team-member"]').first()).toContainText('Your manager');
  const byName = [...peers].sort((a, b) => a.localeCompare(b));
  await expect(members.locator('[data-ui="team-member"]')).toHaveText(
    ['Sarah Chen', ...byName].map((name) => new RegExp(`^${name}`)),
  );
  await expect(team).not.toContainText('Marcus Johnson');
  await expect(live(team, 'BambooHR')).toBeVisible();

  // His own coming time off, and none of his peers'.
  const mine = comingTimeOff(ids.jordan);
  expect(mine.length).toBeGreaterThan(0);
  const timeOff = wellness.getByRole('list', { name: 'Your upcoming time off' });
  await expect(timeOff.getByRole('listitem')).toHaveText(mine.slice(0, 5).map(absenceText));
  await expect(live(wellness, 'BambooHR')).toBeVisible();
  const others = current
    .filter((person) => person.supervisorEId === ids.sarah && person.id !== ids.jordan)
    .flatMap((person) => comingTimeOff(person.id))
    .map(absenceText)
    .filter((text) => !mine.map(absenceText).includes(text));
  for (const text of others) await expect(wellness).not.toContainText(text);

  // His title as his level, and his time at the company.
  await expect(career.getByText('Software Engineer', { exact: true })).toBeVisible();
  await expect(career.getByText('Software Engineer II')).toHaveCount(0);
  await expect(career.getByRole('heading', { name: 'Your time here' })).toBeVisible();
  await expect(live(career, 'BambooHR').first()).toBeVisible();

  // His own two goals from BambooHR's Performance; not Sarah's or his peers', not the sample's.
  for (const goal of DEMO_COMPANY_GOALS.jordan) {
    await expect(goals.getByRole('heading', { name: goal.title })).toBeVisible();
  }
  for (const goal of [...DEMO_COMPANY_GOALS.sarah, ...DEMO_COMPANY_GOALS.peer]) {
    await expect(goals).not.toContainText(goal.title);
  }
  await expect(goals).not.toContainText('Ship the search redesign');
  await expect(live(goals, 'BambooHR')).toBeVisible();
});

test('switched to the company’s Workday: Jordan sees his own goals from it, and no time off', async ({
  page,
  workday,
}) => {
  const hris = await openHris(page);
  await hris.getByRole('button', { name: 'Edit HRIS' }).click();
  await hris.getByLabel('Provider').selectOption('workday');
  await hris.getByLabel('API Endpoint').fill(workday.reportUrl);
  await hris.getByLabel('API Key', { exact: true }).fill(WORKDAY_PASSWORD);
  await hris.getByLabel('Integration user').fill(WORKDAY_USER);
  await hris.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  await syncNow(hris);

  const { goals, team, wellness } = await jordansEyeq(page);
  for (const goal of DEMO_COMPANY_GOALS.jordan) {
    await expect(goals.getByRole('heading', { name: goal.title })).toBeVisible();
  }
  for (const goal of [...DEMO_COMPANY_GOALS.sarah, ...DEMO_COMPANY_GOALS.peer]) {
    await expect(goals).not.toContainText(goal.title);
  }
  await expect(goals).not.toContainText('Ship the search redesign');
  await expect(live(goals, 'Workday')).toBeVisible();
  // The teammates now come from Workday; its report keeps no time off: none shown.
  await expect(team.getByText('Sarah Chen')).toBeVisible();
  await expect(live(team, 'Workday')).toBeVisible();
  await expect(wellness.getByText('Upcoming time off')).toHaveCount(0);
});
