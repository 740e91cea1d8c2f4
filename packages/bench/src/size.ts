/**
 * The bundle budget check: for every page path of the app manifest, the JavaScript and CSS the
 * browser loads before the page's first render (raw, gzip, brotli), next to its budget. Exits
 * non-zero when a page is over budget, or when a lazy route chunk is not mapped to a page.
 *
 *   pnpm build && pnpm size
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, APPS } from '@q/schemas/apps';
import {
  entryKey,
  initialFiles,
  lazyRouteModules,
  readManifest,
  type Sizes,
  sumSizes,
} from './bundles';
import { jsBudgetKb, ROUTE_CHUNKS } from './routes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export interface RouteSize {
  app: string;
  path: string;
  js: Sizes;
  css: Sizes;
  budgetKb: number;
  withinBudget: boolean;
}

function measureRoutes(): { rows: RouteSize[]; problems: string[] } {
  const rows: RouteSize[] = [];
  const problems: string[] = [];
  for (const app of APP_NAMES) {
    const distDir = join(repoRoot, 'apps', app, 'dist');
    if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
      problems.push(`${app} is not built (no dist/.vite/manifest.json): run \`pnpm build\`.`);
      continue;
    }
    const manifest = readManifest(distDir);
    const routeChunks = ROUTE_CHUNKS[app];
    const mapped = new Set(Object.values(routeChunks).flat());
    for (const module of lazyRouteModules(manifest)) {
      if (!mapped.has(module)) {
        problems.push(`${app}: the lazy route module ${module} is not mapped to a page.`);
      }
    }
    const entry = entryKey(manifest);
    for (const path of APPS[app].paths) {
      const chunks = routeChunks[path];
      if (!chunks) {
        problems.push(`${app}: the page ${path} has no entry in ROUTE_CHUNKS.`);
        continue;
      }
      const files = initialFiles(manifest, [entry, ...chunks]);
      const js = sumSizes(distDir, files.js);
      const css = sumSizes(distDir, files.css);
      const budgetKb = jsBudgetKb(path);
      const withinBudget = js.gzip <= budgetKb * 1000;
      if (!withinBudget) {
        problems.push(
          `${path}: ${kb(js.gzip)} KB of initial JavaScript (gzip) is over its ${budgetKb} KB budget.`,
        );
      }
      rows.push({ app, path, js, css, budgetKb, withinBudget });
    }
  }
  return { rows, problems };
}

const { rows, problems } = measureRoutes();

const header = ['page', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'budget (gzip)', ''];
const table = rows.map((row) => [
  row.path,
  kb(row.js.raw),
  kb(row.js.gzip),
  kb(row.js.brotli),
  kb(row.css.gzip),
  `${row.budgetKb}`,
  row.withinBudget ? 'ok' : 'OVER',
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((line) => line[column]?.length ?? 0)),
);
const format = (line: string[]) =>
  line
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join('  ');
console.log('Initial JavaScript and CSS per page, in KB (1000 bytes)\n');
console.log(format(header));
for (const line of table) console.log(format(line));

const outDir = join(repoRoot, '.bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'size.json'), `${JSON.stringify({ rows, problems }, null, 2)}\n`);

if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`\n${rows.length} pages, all within budget.`);
}
