/**
 * Vite's build manifest (`dist/.vite/manifest.json`): which file each source module was built
 * into and what it imports. The bundle budget check reads it to size what a page loads; the
 * server, to name a page's route code in the page so that it loads beside the app's entry.
 */

/** One chunk of the manifest. */
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

/**
 * The JavaScript files a page's route modules add to its app's entry: what the router loads
 * before the page's first render, beyond what the entry's `<script>` and `modulepreload` tags
 * already load.
 */
export function routeFiles(manifest: Manifest, routeModules: readonly string[]): string[] {
  if (routeModules.length === 0) return [];
  const entry = entryKey(manifest);
  const withEntry = new Set(initialFiles(manifest, [entry]).js);
  return initialFiles(manifest, [entry, ...routeModules]).js.filter((file) => !withEntry.has(file));
}

/** The lazily loaded route modules of a build (dynamic entries under `src/routes/`). */
export function lazyRouteModules(manifest: Manifest): string[] {
  return Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && key.startsWith('src/routes/'),
  );
}
