import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Qube, the executive command center: /qube and its four sub-pages. */

const SUB_PAGES = [
  { path: '/qube/okrs', heading: 'OKRs' },
  { path: '/qube/people', heading: 'People' },
  { path: '/qube/finance', heading: 'Finance' },
  { path: '/qube/signals', heading: 'AI Signals' },
] as const;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('/qube', () => {
  test('shows the command center: health index, KPIs, health grid and the other widgets', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/qube');
    await expect(heading1(page, 'Executive Command Center')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Company Health Index: 83 out of 100' }),
    ).toBeVisible();
    await expect(page.getByText('Strong Performance')).toBeVisible();
    await expect(page.getByText('+5 pts this quarter')).toBeVisible();
    for (const kpi of ['Revenue YTD', 'Gross Margin', 'NRR', 'Active Risks']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${kpi}`) })).toBeVisible();
    }
    const health = page.getByRole('region', { name: 'Company Health' });
    for (const area of ['Product', 'GTM', 'Operations', 'People']) {
      await expect(health.getByRole('heading', { name: area })).toBeVisible();
    }
    for (const title of [
      'Executive Signals',
      'OKR Progress',
      '90-Day Forecast',
      'Upcoming Risks & Opportunities',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('counts the KPI values up to their final figures', async ({ page }) => {
    await page.goto('/qube');
    const revenue = page.getByRole('link', { name: /^Revenue YTD/ });
    await expect(revenue.locator('[data-ui="kpi-value"]')).toHaveText('$24.8M');
    await expect(
      page.getByRole('link', { name: /^Active Risks/ }).locator('[data-ui="kpi-value"]'),
    ).toHaveText('7');
  });

  test('opens /qube/finance from a KPI card, by click and by Enter', async ({ page }) => {
    await page.goto('/qube');
    await page.getByRole('link', { name: /^Revenue YTD/ }).click();
    await expect(page).toHaveURL(/\/qube\/finance$/);
    await expect(heading1(page, 'Finance')).toBeVisible();

    await page.goto('/qube');
    await page.getByRole('link', { name: /^NRR/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/qube\/finance$/);
  });

  test('switches to the other dashboards', async ({ page }) => {
    await page.goto('/qube');
    const switcher = page.getByRole('navigation', { name: 'Dashboards' });
    await expect(switcher.getByRole('link', { name: 'Qube' })).toHaveAttribute('href', '/qube');
    await expect(switcher.getByRole('link', { name: 'aitchQ' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await switcher.getByRole('link', { name: 'eyeQ' }).click();
    await expect(page).toHaveURL(/\/eyeq-dashboard$/);
  });

  test('AI Insights opens a side panel, closed by Escape, the X or the overlay', async ({
    page,
  }) => {
    await page.goto('/qube');
    const button = page.getByRole('button', { name: 'AI Insights' });
    const panel = page.getByRole('dialog', { name: 'AI Insights' });

    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'AI Summary' })).toContainText(
      '3 of 9 signals are high priority, with an average confidence of 81%.',
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole('button', { name: 'Close AI Insights' }).click();
    await expect(panel).toBeHidden();

    await button.click();
    await expect(panel).toBeVisible();
    // The overlay covers the page to the left of the panel.
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
  });
});

test.describe('sub-pages', () => {
  for (const { path, heading } of SUB_PAGES) {
    test(`${path} shows its page and leads Back to Dashboard`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(heading1(page, heading)).toBeVisible();
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/qube$/);
      await expect(heading1(page, 'Executive Command Center')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('/qube/okrs toggles between Company (first) and Functions', async ({ page }) => {
    await page.goto('/qube/okrs');
    await expect(page.getByRole('button', { name: 'Company' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The objectives are the current fiscal year's: the calendar year, named by two digits.
    const fiscalYear = `FY${String(new Date().getFullYear() % 100).padStart(2, '0')}`;
    await expect(
      page.getByRole('heading', { name: `${fiscalYear} Company Objectives` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeVisible();
    await page.getByRole('button', { name: 'Functions' }).click();
    for (const name of ['Product', 'Engineering', 'Sales', 'People']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  test('/qube/people shows its four widgets', async ({ page }) => {
    await page.goto('/qube/people');
    for (const title of [
      'Team Capacity',
      'Hiring Pipeline',
      'Attrition Risk',
      'Leadership Effectiveness',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Team Capacity' })).toContainText('148');
  });

  test('/qube/finance shows its four widgets and the budget badges', async ({ page }) => {
    await page.goto('/qube/finance');
    for (const title of [
      'Financial Summary',
      'Budget vs Actuals by Category',
      'Cash Runway',
      'Spend-to-Impact Analysis',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const lines = page.getByRole('list', { name: 'Budget lines' });
    await expect(lines.getByText('Over Budget')).toHaveCount(4);
    await expect(lines.getByText('Under Budget')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Cash Runway' })).toContainText('13.6 months');
  });
});

test.describe('/qube/signals', () => {
  const cards = (page: Page) => page.getByRole('list', { name: 'Signals' }).getByRole('article');
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
  const category = (page: Page) => page.getByRole('combobox', { name: 'Category' });
  const priority = (page: Page) => page.getByRole('combobox', { name: 'Priority' });

  test('searches title and summary, case-insensitively, and keeps it in the URL', async ({
    page,
  }) => {
    await page.goto('/qube/signals');
    await expect(search(page)).toHaveAttribute('placeholder', 'Search signals...');
    await expect(cards(page)).toHaveCount(9);
    await search(page).fill('NORTHWIND');
    await expect(cards(page)).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]q=NORTHWIND/);
    await page.reload();
    await expect(search(page)).toHaveValue('NORTHWIND');
    await expect(cards(page)).toHaveCount(1);
  });

  test('combines the search with the category filter', async ({ page }) => {
    await page.goto('/qube/signals');
    await category(page).selectOption('Product');
    await expect(cards(page)).toHaveCount(2);
    await search(page).fill('pricing');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Pricing page conversion');
    await expect(page).toHaveURL(/category=Product/);
  });

  test('combines the search with the priority filter', async ({ page }) => {
    await page.goto('/qube/signals');
    await priority(page).selectOption('High');
    await expect(cards(page)).toHaveCount(3);
    await search(page).fill('engineers');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Flight risk rising in backend engineering');
  });

  test('restores all three filters from a shared link', async ({ page }) => {
    await page.goto('/qube/signals?q=seat&category=Sales+Performance&priority=Medium');
    await expect(category(page)).toHaveValue('Sales Performance');
    await expect(priority(page)).toHaveValue('Medium');
    await expect(cards(page)).toHaveCount(1);
  });

  test("falls back to 'All' for unknown filter values", async ({ page }) => {
    await page.goto('/qube/signals?category=Weather&priority=Urgent');
    await expect(category(page)).toHaveValue('All');
    await expect(priority(page)).toHaveValue('All');
    await expect(cards(page)).toHaveCount(9);
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/qube/signals');
    await priority(page).selectOption('Low');
    await search(page).fill('northwind');
    await expect(
      page.getByText('No signals found - Try adjusting your search terms or filters'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Signals' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(9);
  });

  test('opens a signal in a modal closed by the X or Escape', async ({ page }) => {
    await page.goto('/qube/signals');
    await expect(page.getByRole('button', { name: 'Configure Sources' })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Cloud spend 9.5% over budget' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Cloud spend 9.5% over budget' });
    await expect(dialog).toBeVisible();
    for (const section of ['Summary', 'Why it matters', 'Recommended actions']) {
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    for (const link of ['View in CRM', 'Create Task', 'Share with Team']) {
      await expect(dialog.getByRole('button', { name: link })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Close signal details' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of ['/qube', ...SUB_PAGES.map((subPage) => subPage.path)]) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the KPI values show their final figures at once', async ({ page }) => {
    await page.goto('/qube');
    const card = page.getByRole('link', { name: /^Gross Margin/ });
    await expect(card).toBeVisible();
    // Read once, without waiting: the first render already holds the final value.
    expect(await card.locator('[data-ui="kpi-value"]').textContent()).toBe('72.4%');
  });
});
