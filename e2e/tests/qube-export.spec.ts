import type { Locator, Page } from '@playwright/test';
import { exportReport } from '../support/export-report';
import { asPdfText, parseCsv, readPdf, readZip, utf8 } from '../support/report-files';
import { expect, test } from '../support/test';

/**
 * 'Export Report' on /qube/okrs, /qube/people and /qube/finance: the PDF's text and the CSV's
 * rows hold the figures the page shows, in the view it shows, and the header of every file says
 * that they are sample data.
 */

const TODAY = /\d{4}-\d{2}-\d{2}/;
const BOM = '\uFEFF';
/** Every figure of Qube is sample data: each file says so in its header. */
const SAMPLE_NOTE = 'Sample data — illustrative figures, not from a connected source';

/** A CSV file's rows after its first line, which must say the figures are samples. */
function rowsAfterSampleNote(csv: string): string[][] {
  const [note, ...rows] = parseCsv(csv);
  expect(note?.[0]).toBe(SAMPLE_NOTE);
  expect(note?.slice(1).every((field) => field === '')).toBe(true);
  expect(note).toHaveLength(rows[0]?.length ?? 0);
  return rows;
}

/** A card's lines of text as the page lays them out. */
const linesOf = async (locator: Locator) =>
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, read for its line breaks between a card's pieces.
  (await locator.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The label/value pairs of a widget's key figures (its `<dt>`/`<dd>` tiles). */
async function keyFigures(region: Locator): Promise<Array<[string, string]>> {
  return region
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term): [string, string] => [
        term.textContent ?? '',
        term.nextElementSibling?.textContent ?? '',
      ]),
    );
}

/** '$14.6M' from 14600000, as the page writes dollars. */
const money = (dollars: number) =>
  dollars >= 1_000_000
    ? `$${(dollars / 1_000_000).toFixed(1)}M`
    : `$${Math.round(dollars / 1000)}K`;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Export Report', () => {
  // Each test reads a whole page and parses a PDF or a zip: on a small shared machine, more than
  // the suite's default 30 s now and then.
  test.describe.configure({ timeout: 60_000 });

  test('/qube/okrs: the Company view as a PDF on A4, every objective as the page shows it', async ({
    page,
  }) => {
    await page.goto('/qube/okrs');
    const objectives = page.getByRole('region', { name: /^FY\d{2} Company Objectives$/ });
    const titles = await objectives.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toHaveLength(4);

    const { download, bytes } = await exportReport(page, 'PDF (A4)');
    expect(download.suggestedFilename()).toMatch(/^qube-okrs-company-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await readPdf(bytes);
    expect(pdf.sizes[0]).toEqual([595, 842]);
    const text = pdf.pages.join(' ');
    expect(pdf.pages[0]).toMatch(/^Qube · Executive report OKRs /);
    expect(pdf.pages[0]).toContain('View: Company');
    expect(pdf.pages[0]).toContain(SAMPLE_NOTE);
    expect(pdf.pages[0]).toMatch(new RegExp(`Generated ${TODAY.source} \\d{2}:\\d{2} UTC`));
    pdf.pages.forEach((pageText, index) => {
      expect(pageText).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
    for (const title of titles) {
      const [, status, percent] = await linesOf(objectives.getByRole('listitem', { name: title }));
      expect(text).toContain(`${title} ${status} ${percent}`);
      const keyResults = objectives.getByRole('list', { name: `Key results of ${title}` });
      for (const item of await keyResults.getByRole('listitem').all()) {
        const [keyResult, krStatus, krPercent] = await linesOf(item);
        expect(text).toContain(`${title} ${keyResult} ${krStatus} ${krPercent}`);
      }
    }
    expect(text).not.toContain('OKRs by Function');
  });

  test('/qube/okrs: the Functions view as one CSV of the four functions', async ({ page }) => {
    await page.goto('/qube/okrs');
    await page.getByRole('button', { name: 'Functions' }).click();
    const functions = region(page, 'OKRs by Function');
    const names = await functions.getByRole('heading', { level: 3 }).allTextContents();

    const { download, bytes } = await exportReport(page, 'CSV');
    expect(download.suggestedFilename()).toMatch(/^qube-okrs-functions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = utf8(bytes);
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, ...rows] = rowsAfterSampleNote(csv);
    expect(header).toEqual(['Function', 'Status', 'Progress (%)', 'Objectives', 'Key results']);
    const shown = [];
    for (const name of names) {
      const [, status, percent, counts] = await linesOf(functions.getByRole('listitem', { name }));
      const [, objectives, keyResults] =
        /(\d+) objectives · (\d+) key results/.exec(counts ?? '') ?? [];
      shown.push([name, status, percent?.replace('%', ''), objectives, keyResults]);
    }
    expect(rows).toEqual(shown);
  });

  test('/qube/finance: a PDF on Letter with the summary, the budget lines and the runway', async ({
    page,
  }) => {
    await page.goto('/qube/finance');
    const { download, bytes } = await exportReport(page, 'PDF (US Letter)');
    expect(download.suggestedFilename()).toMatch(/^qube-finance-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await readPdf(bytes);
    expect(pdf.sizes.every(([width, height]) => width === 612 && height === 792)).toBe(true);
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((pageText, index) => {
      expect(pageText).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
    const text = pdf.pages.join(' ');
    expect(pdf.pages[0]).toContain(SAMPLE_NOTE);

    const tiles = region(page, 'Financial Summary').getByRole('listitem');
    expect(await tiles.count()).toBe(4);
    for (const tile of await tiles.all()) {
      const [label, actual, budget, variance] = await linesOf(tile);
      const shown = `${label} ${actual} ${budget?.replace('Budget ', '')} ${variance?.replace(' vs budget', '')}`;
      expect(text).toContain(asPdfText(shown));
    }

    const lines = page.getByRole('list', { name: 'Budget lines' }).getByRole('listitem');
    expect(await lines.count()).toBe(6);
    for (const line of await lines.all()) {
      const [category, badge, figures, variance] = await linesOf(line);
      const [actual, budget] = figures?.split(' of ') ?? [];
      expect(text).toContain(asPdfText(`${category} ${budget} ${actual} ${variance} ${badge}`));
    }

    for (const [label, value] of await keyFigures(region(page, 'Cash Runway'))) {
      expect(text).toContain(`${label} ${value}`);
    }
    expect(text).toContain('Projected cash balance');
  });

  test('/qube/finance: CSV, one file per table in a zip, numbers plain', async ({ page }) => {
    await page.goto('/qube/finance');
    const { download, bytes } = await exportReport(page, 'CSV');
    expect(download.suggestedFilename()).toMatch(/^qube-finance-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(bytes);
    expect(Object.keys(files)).toEqual([
      'key-figures.csv',
      'financial-summary.csv',
      'budget-lines.csv',
      'cash-projection.csv',
      'spend-to-impact.csv',
    ]);
    for (const file of Object.values(files)) {
      expect(utf8(file).startsWith(BOM)).toBe(true);
      rowsAfterSampleNote(utf8(file));
    }

    const [header, ...rows] = rowsAfterSampleNote(
      utf8(files['budget-lines.csv'] ?? new Uint8Array()),
    );
    expect(header).toEqual([
      'Category',
      'Budgeted (USD)',
      'Actual (USD)',
      'Variance (%)',
      'Status',
    ]);
    const lines = page.getByRole('list', { name: 'Budget lines' }).getByRole('listitem');
    const shown = await Promise.all((await lines.all()).map(linesOf));
    expect(rows).toHaveLength(shown.length);
    rows.forEach(([category, budgeted, actual, variance, status], index) => {
      const [pageCategory, badge, figures, pageVariance] = shown[index] ?? [];
      expect(category).toBe(pageCategory);
      expect(status).toBe(badge);
      expect(`${money(Number(actual))} of ${money(Number(budgeted))}`).toBe(figures);
      expect(Number(variance)).toBe(Number(pageVariance?.replace('\u2212', '-').replace('%', '')));
    });

    const [, ...cash] = rowsAfterSampleNote(utf8(files['cash-projection.csv'] ?? new Uint8Array()));
    expect(cash[0]).toEqual(['0', '28500000']);
  });

  test('/qube/people: PDF and CSV hold the key figures and the departments table', async ({
    page,
  }) => {
    await page.goto('/qube/people');
    const pdf = await readPdf((await exportReport(page, 'PDF (A4)')).bytes);
    const text = pdf.pages.join(' ');
    expect(pdf.pages[0]).toContain(SAMPLE_NOTE);
    for (const name of [
      'Team Capacity',
      'Hiring Pipeline',
      'Attrition Risk',
      'Leadership Effectiveness',
    ]) {
      for (const [label, value] of await keyFigures(region(page, name))) {
        expect(text).toContain(`${label} ${value}`);
      }
    }
    const table = region(page, 'Leadership Effectiveness').getByRole('table', {
      name: 'Departments',
    });
    const pageRows = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())),
      );
    for (const row of pageRows) expect(text).toContain(row.join(' '));

    const { download, bytes } = await exportReport(page, 'CSV');
    expect(download.suggestedFilename()).toMatch(/^qube-people-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(bytes);
    const [header, ...rows] = rowsAfterSampleNote(
      utf8(files['departments.csv'] ?? new Uint8Array()),
    );
    expect(header).toEqual(['Department', 'Managers', 'Reports', 'Span', 'Effectiveness (%)']);
    expect(rows).toEqual(pageRows.map((row) => row.map((cell) => cell.replace('%', ''))));
    const figures = rowsAfterSampleNote(utf8(files['key-figures.csv'] ?? new Uint8Array()));
    expect(figures).toContainEqual(['Team Capacity', 'Total headcount', '148', '']);
    expect(figures).toContainEqual(['Team Capacity', 'Utilization', '84', '%']);
  });

  test('says so when the export cannot be made, and the button works again', async ({ page }) => {
    await page.goto('/qube/people');
    await page.route(/\/assets\/export-report-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('button', { name: /^CSV / }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Export failed: the file could not be made. Try again.',
    );
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeEnabled();
  });

  test('the menu loads only when asked for, and says so when it cannot', async ({ page }) => {
    const menuChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/report-menu-[^/]+\.js$/.test(request.url())) menuChunks.push(request.url());
    });
    await page.goto('/qube/finance');
    const trigger = page.getByRole('button', { name: 'Export Report' });
    await expect(trigger).toBeVisible();
    expect(menuChunks).toEqual([]);

    await page.route(/\/assets\/report-menu-[^/]+\.js$/, (route) => route.abort());
    await trigger.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Export failed: the file could not be made. Try again.',
    );
    await expect(trigger).toBeEnabled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menuChunks.length).toBeGreaterThan(0);
  });
});
