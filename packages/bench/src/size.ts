/**
 * The bundle budget check: for every page path of the app manifest, the JavaScript and CSS the
 * browser loads before the page's first render (raw, gzip, brotli), next to its budget. Exits
 * non-zero when a page is over budget, or when a lazy route chunk is not mapped to a page.
 *
 *   pnpm build && pnpm size
 */
import { formatBundleReport, measureRoutes } from './bundle-report';
import { REPO_ROOT, writeResult } from './paths';

const report = measureRoutes(REPO_ROOT);
console.log('Initial JavaScript and CSS per page, in KB (1000 bytes); budgets are JS gzip\n');
console.log(formatBundleReport(report));
writeResult('size.json', report);

if (report.problems.length > 0) {
  console.error(`\n${report.problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`\n${report.rows.length} pages, all within budget.`);
}
