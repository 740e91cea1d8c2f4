/**
 * The files of Qube's 'Export Report', measured in Debian's Chromium against the production
 * server: for each page, view and format, the file's name, its size in bytes, its pages (PDF), the
 * time from the click to the download (the page's own measure `qube-report-export`) on the first
 * export of a fresh page (the exporter's code still to load) and the median of the next
 * `WARM_RUNS`, and the JavaScript the first export fetched (bytes over the wire).
 *
 *   pnpm build && pnpm --filter @q/bench exec tsx src/report-export.ts
 */
import { type ExportChoice, exportReport } from '@q/e2e/export-report';
import { chromium, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './pages';
import { writeResult } from './paths';
import { startServer } from './server';
import { formatTable } from './table';

const WARM_RUNS = 3;

type Choice = ExportChoice;

interface Case {
  path: string;
  /** A toggle to press first, for a view other than the page's default. */
  view?: string;
  choice: Choice;
}

const CASES: readonly Case[] = ['/qube/okrs', '/qube/people', '/qube/finance'].flatMap((path) => [
  ...(['PDF (A4)', 'PDF (US Letter)', 'CSV'] as const).map((choice) => ({ path, choice })),
  ...(path === '/qube/okrs'
    ? (['PDF (A4)', 'CSV'] as const).map((choice) => ({ path, view: 'Functions', choice }))
    : []),
]);

export interface ExportFigure {
  page: string;
  view: string;
  format: Choice;
  file: string;
  bytes: number;
  pages: number | null;
  firstMs: number;
  warmMs: number;
  loadedJsBytes: number;
}

/** One export: click, wait for the download, read the page's measure of it. */
async function exportOnce(page: Page, choice: Choice) {
  const { download, bytes } = await exportReport(page, choice);
  const ms = await page.evaluate(() => {
    const measures = performance.getEntriesByName('qube-report-export');
    return measures.at(-1)?.duration ?? Number.NaN;
  });
  // jsPDF writes its page objects uncompressed: counting them counts the pages.
  const pages = download.suggestedFilename().endsWith('.pdf')
    ? (
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Type \/Page\b/g) ?? []
      ).length
    : null;
  return { file: download.suggestedFilename(), bytes: bytes.length, pages, ms };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const figures: ExportFigure[] = [];
  try {
    for (const { path, view, choice } of CASES) {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('button', { name: 'Export Report' }).waitFor();
      if (view) await page.getByRole('button', { name: view, exact: true }).click();
      const scriptsBefore = await page.evaluate(
        () => performance.getEntriesByType('resource').length,
      );
      const first = await exportOnce(page, choice);
      const loadedJsBytes = await page.evaluate(
        (from) =>
          performance
            .getEntriesByType('resource')
            .slice(from)
            .filter((entry) => entry.name.endsWith('.js'))
            .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
        scriptsBefore,
      );
      const warm: number[] = [];
      for (let run = 0; run < WARM_RUNS; run += 1) warm.push((await exportOnce(page, choice)).ms);
      figures.push({
        page: path,
        view: view ?? 'default',
        format: choice,
        file: first.file,
        bytes: first.bytes,
        pages: first.pages,
        firstMs: first.ms,
        warmMs: median(warm),
        loadedJsBytes,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('Export Report: each file, and the time from the click to its download\n');
  console.log(
    formatTable(
      ['page', 'view', 'format', 'file', 'pages', 'bytes', 'first ms', 'warm ms', 'JS loaded KB'],
      figures.map((figure) => [
        figure.page,
        figure.view,
        figure.format,
        figure.file,
        figure.pages === null ? '—' : String(figure.pages),
        String(figure.bytes),
        figure.firstMs.toFixed(0),
        figure.warmMs.toFixed(0),
        (figure.loadedJsBytes / 1000).toFixed(1),
      ]),
    ),
  );
  console.log(`\nWritten to ${writeResult('report-export.json', figures)}`);
}

await main();
