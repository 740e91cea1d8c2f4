import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES, APPS, pageRouteModules } from '@q/schemas/apps';
import { entryKey, initialFiles, lazyRouteModules } from '@q/schemas/build-manifest';
import { readManifest, type Sizes, sumSizes } from './bundles';
import { AFTER_FIRST_PAINT_CHUNKS, jsBudgetKb } from './routes';
import { formatTable, kb } from './table';

export interface RouteSize {
  app: string;
  path: string;
  js: Sizes;
  css: Sizes;
  /** JavaScript loaded after the first paint, beyond the initial files. */
  laterJs: Sizes;
  budgetKb: number;
  withinBudget: boolean;
}

export interface BundleReport {
  rows: RouteSize[];
  /** Over-budget pages, unbuilt apps and unmapped lazy routes; empty when all is well. */
  problems: string[];
}

/** For every page path of the app manifest, what it loads before first render, against its budget. */
export function measureRoutes(repoRoot: string): BundleReport {
  const rows: RouteSize[] = [];
  const problems: string[] = [];
  for (const app of APP_NAMES) {
    const distDir = join(repoRoot, 'apps', app, 'dist');
    if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
      problems.push(`${app} is not built (no dist/.vite/manifest.json): run \`pnpm build\`.`);
      continue;
    }
    const manifest = readManifest(distDir);
    const laterChunks = AFTER_FIRST_PAINT_CHUNKS[app];
    const mapped = new Set([
      ...Object.values(APPS[app].routeModules ?? {}).flat(),
      ...Object.values(laterChunks).flat(),
    ]);
    for (const module of lazyRouteModules(manifest)) {
      if (!mapped.has(module)) {
        problems.push(`${app}: the lazy route module ${module} is not mapped to a page.`);
      }
    }
    const entry = entryKey(manifest);
    for (const path of APPS[app].paths) {
      const files = initialFiles(manifest, [entry, ...pageRouteModules(app, path)]);
      const js = sumSizes(distDir, files.js);
      const css = sumSizes(distDir, files.css);
      const initial = new Set(files.js);
      const later = initialFiles(manifest, laterChunks[path] ?? []).js.filter(
        (file) => !initial.has(file),
      );
      const laterJs = sumSizes(distDir, later);
      const budgetKb = jsBudgetKb(path);
      const withinBudget = js.gzip <= budgetKb * 1000;
      if (!withinBudget) {
        problems.push(
          `${path}: ${kb(js.gzip)} KB of initial JavaScript (gzip) is over its ${budgetKb} KB budget.`,
        );
      }
      rows.push({ app, path, js, css, laterJs, budgetKb, withinBudget });
    }
  }
  return { rows, problems };
}

export function formatBundleReport({ rows }: BundleReport): string {
  return formatTable(
    [
      'page',
      'JS raw',
      'JS gzip',
      'JS brotli',
      'CSS raw',
      'CSS gzip',
      'CSS brotli',
      'budget',
      '',
      'later JS gzip',
    ],
    rows.map((row) => [
      row.path,
      kb(row.js.raw),
      kb(row.js.gzip),
      kb(row.js.brotli),
      kb(row.css.raw),
      kb(row.css.gzip),
      kb(row.css.brotli),
      `${row.budgetKb}`,
      row.withinBudget ? 'ok' : 'OVER',
      row.laterJs.gzip > 0 ? kb(row.laterJs.gzip) : '—',
    ]),
  );
}
