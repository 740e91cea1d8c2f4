import { APPS, type AppName, pageRouteModules } from '@q/schemas/apps';
import { type Manifest, routeFiles } from '@q/schemas/build-manifest';

/**
 * Each page's `index.html`, naming the files of its route code (`modulepreload`, as Vite names
 * the entry's own imports): the browser fetches them beside the entry instead of after the entry
 * has run and asked for them. Pages with no route code of their own are left out, as are pages
 * whose route modules the manifest lacks (their code loads when the entry asks for it).
 */
export function pagesWithRouteCode(
  name: AppName,
  html: string,
  manifest: Manifest,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of APPS[name].paths) {
    const modules = pageRouteModules(name, path);
    // A module the build does not have (a stale manifest) is left to the entry to load.
    if (!modules.every((module) => module in manifest)) continue;
    const files = routeFiles(manifest, modules);
    if (files.length === 0) continue;
    const links = files
      .map((file) => `<link rel="modulepreload" crossorigin href="${APPS[name].base}${file}">`)
      .join('');
    pages.set(path, html.replace('</head>', `${links}</head>`));
  }
  return pages;
}
