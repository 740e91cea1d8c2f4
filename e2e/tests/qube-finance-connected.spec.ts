import type { Page } from '@playwright/test';
import { demoBooks, type QuickBooksFake, startQuickBooksFake } from '@q/provider-fakes/quickbooks';
import { OWN_SERVER_START_TIMEOUT_MS, type OwnServer, startOwnServer } from '../support/own-server';
import { test as base, expect } from '../support/test';

/**
 * Qube's finance figures from the connected QuickBooks, end to end: Sarah Chen, an admin,
 * connects the QuickBooks fake holding `pnpm fakes`' demo books (it consents at once) and syncs
 * it. Alex Morgan, the CEO, then sees /qube/finance and the Revenue YTD and Gross Margin cards
 * computed from those books where he saw the spec's sample, each saying where they come from.
 *
 * Worked out from the demo books (the twelve months to this one; month i = 0 … 11, this month
 * 11): Sales 180,000 + 6,000·i, Hosting 36,000 + 900·i, Payroll 150,000 + 2,500·i, Marketing
 * 40,000, the bank balance 3,200,000 − 45,000·i; this year's months budgeted at Sales 220,000,
 * Hosting 40,000, Payroll 160,000, Marketing 35,000.
 * - runway: the last three months burn 46,000 − 2,600·i (i = 9, 10, 11): 22,600, 20,000 and
 *   17,400, 20,000 a month; this month's cash 2,705,000 lasts 135.25 months: 135.3;
 * - the year to date's revenue, gross margin and budgets depend on how many months of this year
 *   there are (`ytd` below); every category is over its budget in any month of the year.
 * On a server of its own: a connection is the organisation's, and would reach other specs.
 */

const ADMIN = 'sarah.chen@acme.example';
const CLIENT_ID = 'e2e-intuit-client-id';
const CLIENT_SECRET = 'e2e-intuit-client-secret-1';

/** The year to date of the demo books, in dollars, for a run in month `month` (1 … 12). */
function ytd(month: number) {
  const indexes = Array.from({ length: month }, (_, k) => 12 - month + k);
  const sum = (start: number, step: number) =>
    indexes.reduce((total, i) => total + start + step * i, 0);
  const revenue = sum(180_000, 6_000);
  const hosting = sum(36_000, 900);
  return {
    revenue,
    revenueBudget: 220_000 * month,
    grossMargin: Math.round(((revenue - hosting) / revenue) * 1000) / 10,
  };
}

const books = ytd(new Date().getUTCMonth() + 1);
/** Dollars as the page writes them: '$2.4M', '$950K'. */
const money = (dollars: number) =>
  dollars >= 1_000_000
    ? `$${(dollars / 1_000_000).toFixed(1)}M`
    : `$${Math.round(dollars / 1_000)}K`;

const test = base.extend<object, { ownServer: OwnServer; quickbooks: QuickBooksFake }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none.
    async ({}, use) => {
      const server = await startOwnServer({ ADMIN_EMAILS: ADMIN });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: OWN_SERVER_START_TIMEOUT_MS },
  ],
  quickbooks: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const fake = await startQuickBooksFake({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        realmId: '9130350000000000',
        ...demoBooks(new Date()),
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

test("before anything is connected, Alex sees the spec's sample finance figures, labelled", async ({
  page,
}) => {
  await signInAs(page, /Alex Morgan/, /\/qube$/);
  const cards = page.getByRole('region', { name: 'Key metrics' });
  await expect(cards.getByRole('listitem').first()).toContainText('$24.8M');
  await expect(cards.getByText('Sample data', { exact: true })).toHaveCount(1);

  await page.goto('/qube/finance');
  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(runway).toContainText('Runway13.6 months');
  await expect(runway.getByText('Sample data', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/^Computed from/)).toHaveCount(0);
});

test('the admin connects QuickBooks, consents and syncs it', async ({ page, quickbooks }) => {
  await signInAs(page, /Sarah Chen/, /\/dashboard$/);
  await page.goto('/settings');
  const financial = page.getByRole('region', { name: 'Financial', exact: true });
  await financial.getByRole('button', { name: 'Configure Financial' }).click();
  await financial.getByLabel('Provider').selectOption('quickbooks');
  await financial.getByLabel('API Endpoint').fill(quickbooks.endpoint);
  await financial.getByLabel('API Key', { exact: true }).fill(CLIENT_SECRET);
  await financial.getByLabel('Client ID').fill(CLIENT_ID);
  await financial.getByRole('switch', { name: 'Enabled' }).click();
  await financial.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration saved successfully', { exact: true })).toBeVisible();
  // The fake consents at once and sends the browser back to Settings.
  await financial.getByRole('link', { name: 'Connect QuickBooks' }).click();
  await page.waitForURL(/\/settings/);
  const card = page.getByRole('region', { name: 'Financial', exact: true });
  await card.getByRole('button', { name: 'Sync now (Financial)' }).click();
  await expect(card.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("Alex sees the company's finance figures, computed and badged", async ({ page }) => {
  await signInAs(page, /Alex Morgan/, /\/qube$/);
  const cards = page.getByRole('region', { name: 'Key metrics' });
  await expect(cards.getByText(/^Computed from QuickBooks · synced /)).toBeVisible();
  const [revenue, margin] = [
    cards.getByRole('listitem').nth(0),
    cards.getByRole('listitem').nth(1),
  ];
  await expect(revenue).toContainText(`$${(books.revenue / 1_000_000).toFixed(1)}M`);
  await expect(revenue).toContainText('vs budget');
  await expect(revenue).toContainText(/^Revenue YTD.*from QuickBooks; target: its budget\./);
  await expect(margin).toContainText(`${books.grossMargin}%`);
  await expect(margin).toContainText('(Revenue − cost of sales) ÷ revenue');
  // NRR and Active Risks come from no connected system: each keeps its label.
  await expect(cards.getByText('Sample data', { exact: true })).toHaveCount(2);

  await page.goto('/qube/finance');
  const summary = page.getByRole('region', { name: 'Financial Summary' });
  await expect(summary).toContainText(
    `Revenue${money(books.revenue)}Budget ${money(books.revenueBudget)}`,
  );
  await expect(summary).toContainText(`Gross Margin${books.grossMargin}%Budget 81.8%`);
  await expect(summary.getByText(/^Computed from QuickBooks · synced /)).toBeVisible();
  await expect(summary.locator('[data-provenance="live"]')).toHaveCount(1);

  const budget = page.getByRole('region', { name: 'Budget vs Actuals by Category' });
  const lines = budget.getByRole('list', { name: 'Budget lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('HostingOver Budget');
  await expect(lines.nth(1)).toContainText('MarketingOver Budget');
  await expect(lines.nth(2)).toContainText('PayrollOver Budget');
  await expect(budget.getByText(/^Computed from QuickBooks · synced /)).toBeVisible();

  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(runway).toContainText('Current cash$2.7M');
  await expect(runway).toContainText('Monthly burn$20K');
  await expect(runway).toContainText('Runway135.3 months');
  await expect(runway.getByText(/^Computed from QuickBooks · synced /)).toBeVisible();

  // No financial source names initiatives: spend-to-impact keeps the sample, labelled.
  const spend = page.getByRole('region', { name: 'Spend-to-Impact Analysis' });
  await expect(spend.getByText('Sample data', { exact: true })).toHaveCount(1);

  // The server renders the page with the figures: they arrive with it, before its code runs.
  const rendered = await (await page.request.get('/qube/finance')).text();
  expect(rendered).toContain('Runway</dt>');
  expect(rendered).toContain('135.3 months');
  expect(rendered).toContain('Computed from QuickBooks · synced ');
});

test('a manager who is no admin, and may not see company figures, keeps the sample', async ({
  page,
}) => {
  await signInAs(page, /Priya Patel/, /\/dashboard$/);
  await page.goto('/qube/finance');
  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(runway).toContainText('Runway13.6 months');
  await expect(page.getByText(/^Computed from/)).toHaveCount(0);
});
