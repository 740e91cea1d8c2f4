import type { Locator, Page } from '@playwright/test';
import { waitForWholeDashboard } from '../support/dashboard';
import { expect, test } from '../support/test';

/**
 * Nothing invented about real people: every widget of the three dashboards says where its figures
 * come from. Each element marked `data-ui="widget"` holds a provenance mark (`data-provenance`):
 * live (with its provider and time), partial, stale, or sample; a sample badge is described by
 * what would feed the widget, and shows it on keyboard focus. And no widget goes unmarked: every
 * titled region and every h2 of the page is a widget, lies in one, or groups widgets (the
 * dashboard's sections), but for the few regions that show no figures, named here.
 */

const PROVENANCE_STATES = ['live', 'partial', 'stale', 'sample'];
const PROVENANCE = PROVENANCE_STATES.map((state) => `[data-provenance="${state}"]`).join(', ');
/** A sample badge's description: that the figures are samples, and what would feed them. */
const SAMPLE_EXPLANATION = /^Sample figures, not from a connected source\. Would come from .+\.$/;

/** Regions with no figures of their own, so no provenance to state. */
const REGIONS_WITHOUT_FIGURES: Readonly<Record<string, readonly string[]>> = {
  // Shortcuts that do nothing yet (docs/behaviour.md §2).
  '/eyeq-dashboard': ['Quick Actions'],
};

interface PageCase {
  path: string;
  /** The widgets of the page, by name, in page order. */
  widgets: ReadonlyArray<string | RegExp>;
}

const PAGES: readonly PageCase[] = [
  {
    path: '/dashboard',
    widgets: [
      "Today's Insights",
      'Key Deliverables',
      'Your Team',
      'Your Agents',
      'Span of Control',
      'Productivity Intelligence',
      'Management Insights',
      'SMART Goals Progress',
      'OKRs Status',
      'Recommended Trainings',
      'HRIS Insights',
      'Headcount Overview',
      'Recruiting Insights',
      'Capacity Model',
      'Systems & Tools',
      'Budget vs Actual Tracker',
    ],
  },
  {
    path: '/qube',
    widgets: [
      'Company Health Index',
      'Key metrics',
      'Company Health',
      'Executive Signals',
      'OKR Progress',
      '90-Day Forecast',
      'Upcoming Risks & Opportunities',
    ],
  },
  // The current fiscal year's objectives (the Functions view is the same widget's other view).
  { path: '/qube/okrs', widgets: [/^FY\d{2} Company Objectives$/] },
  {
    path: '/qube/people',
    widgets: ['Team Capacity', 'Hiring Pipeline', 'Attrition Risk', 'Leadership Effectiveness'],
  },
  {
    path: '/qube/finance',
    widgets: [
      'Financial Summary',
      'Budget vs Actuals by Category',
      'Cash Runway',
      'Spend-to-Impact Analysis',
    ],
  },
  { path: '/qube/signals', widgets: ['AI Signals'] },
  {
    path: '/eyeq-dashboard',
    widgets: [
      'At a glance',
      'Personal Goals & Impact',
      "Today's Priority Tasks",
      'Strategy & Direction',
      'Wellness & Balance',
      'Career Progression',
      'Personalized Learning Path',
      'Team & Collaboration',
      'Resources & Support',
    ],
  },
];

/**
 * A widget's name: its own label, else the titled region or heading it sits under (Key
 * Deliverables is a section's body, the signals explorer the page's), read in the page.
 */
async function widgetNames(page: Page): Promise<string[]> {
  return page.locator('[data-ui="widget"]').evaluateAll((widgets) => {
    const labelOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
    return widgets.map((widget) => {
      const own = labelOf(widget) || widget.querySelector('h2')?.textContent?.trim();
      if (own) return own;
      const region = widget.parentElement?.closest('[aria-label], [aria-labelledby]');
      return (region && labelOf(region)) || document.querySelector('h1')?.textContent?.trim();
    }) as string[];
  });
}

/**
 * The titled regions and the h2 headings of the page's main content that are not a widget, not in
 * one, and hold none: where a widget would hide without its mark.
 */
async function unmarkedParts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const isMarked = (element: Element) =>
      element.closest('[data-ui="widget"]') !== null ||
      element.querySelector('[data-ui="widget"]') !== null;
    const regions = Array.from(
      main.querySelectorAll('section[aria-label], section[aria-labelledby], [role="region"]'),
    );
    const unmarkedRegions = regions
      .filter((region) => !isMarked(region))
      .map((region) => {
        const ids = (region.getAttribute('aria-labelledby') ?? '').split(' ');
        return (
          region.getAttribute('aria-label') ??
          ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ')
        );
      });
    const unmarkedHeadings = Array.from(main.querySelectorAll('h2'))
      .filter((heading) => !isMarked(heading))
      // A group's title: the widgets it heads are in the same region.
      .filter((heading) => {
        const region = heading.closest('section, [role="region"]');
        return !(region && main.contains(region) && isMarked(region));
      })
      .map((heading) => heading.textContent?.trim() ?? '');
    return [...new Set([...unmarkedRegions, ...unmarkedHeadings])];
  });
}

/** Checks a widget's provenance marks, and focuses each sample badge to read its explanation. */
async function expectProvenance(page: Page, widget: Locator, name: string) {
  const marks = widget.locator(PROVENANCE);
  // The live widgets' marks arrive with their /api/data-sources answer.
  await expect(marks.first(), `${name}: a provenance mark`).toBeAttached();
  const states = await marks.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-provenance')),
  );
  for (const state of states) expect(PROVENANCE_STATES, name).toContain(state);
  const samples = widget.locator('[data-provenance="sample"]');
  for (const badge of await samples.all()) {
    await expect(badge, `${name}: what would feed it`).toHaveAccessibleDescription(
      SAMPLE_EXPLANATION,
    );
    const explanation = await badge.evaluate(
      (element) =>
        document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    await badge.focus();
    await expect(page.getByRole('tooltip').filter({ hasText: explanation ?? '' })).toBeVisible();
    await badge.blur();
  }
  const live = widget.locator('[data-provenance="live"]');
  for (const badge of await live.all()) {
    // 'Live · BambooHR · synced 4 min ago': the provider and the time.
    await expect(badge, `${name}: live, from where and when`).toHaveText(/^Live · .+ · synced /);
  }
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path === '/dashboard') await waitForWholeDashboard(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectEveryWidgetSaysItsProvenance(page: Page, { path, widgets }: PageCase) {
  await openPage(page, path);
  const names = await widgetNames(page);
  expect(names, `${path}: its widgets`).toHaveLength(widgets.length);
  names.forEach((name, index) => {
    const expected = widgets[index] ?? '';
    if (typeof expected === 'string') expect(name).toBe(expected);
    else expect(name).toMatch(expected);
  });
  const all = page.locator('[data-ui="widget"]');
  for (const [index, name] of names.entries()) {
    await expectProvenance(page, all.nth(index), name);
  }
  expect(await unmarkedParts(page), `${path}: parts that are no widget`).toEqual(
    REGIONS_WITHOUT_FIGURES[path] ?? [],
  );
}

test.describe('every widget says where its figures come from', () => {
  // A page of twenty widgets, each badge focused in turn, on a small shared machine.
  test.describe.configure({ timeout: 60_000 });

  for (const pageCase of PAGES) {
    test(`${pageCase.path}, signed out`, async ({ page }) => {
      await expectEveryWidgetSaysItsProvenance(page, pageCase);
    });
  }

  test('/dashboard, signed in as the demo manager', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /Sarah Chen/ }).click();
    await page.waitForURL(/\/dashboard$/);
    const dashboard = PAGES.find((pageCase) => pageCase.path === '/dashboard');
    if (!dashboard) throw new Error('no /dashboard case');
    await expectEveryWidgetSaysItsProvenance(page, dashboard);
  });
});

test.describe('the panels of sample items say so too', () => {
  test("aitchQ's assistant", async ({ page }) => {
    await openPage(page, '/dashboard');
    await page.getByRole('button', { name: /Open AI assistant/ }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(panel.getByText('Sample data')).toHaveAccessibleDescription(SAMPLE_EXPLANATION);
  });

  test("Qube's AI Insights", async ({ page }) => {
    await openPage(page, '/qube');
    await page.getByRole('button', { name: 'AI Insights' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Insights' });
    await expect(panel.getByText('Sample data')).toHaveAccessibleDescription(SAMPLE_EXPLANATION);
  });
});
