import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO_SIZES: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** Sizes of a file as served: as is, gzip -9 and brotli at its best quality. */
export function measure(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The entry chunk of the app's `index.html`. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk.');
  return key;
}

/**
 * The files a page loads before it renders: the given chunks and everything they import
 * statically, transitively (dynamic imports load later, on demand). JavaScript and CSS apart.
 */
export function initialFiles(
  manifest: Manifest,
  roots: readonly string[],
): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { js, css: [...css] };
}

/** The lazily loaded route modules of a build (dynamic entries under `src/routes/`). */
export function lazyRouteModules(manifest: Manifest): string[] {
  return Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && key.startsWith('src/routes/'),
  );
}

export function sumSizes(distDir: string, files: readonly string[]): Sizes {
  return files
    .map((file) => measure(readFileSync(join(distDir, file))))
    .reduce(addSizes, ZERO_SIZES);
}
