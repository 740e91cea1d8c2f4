/**
 * The app manifest: which page paths belong to which of the four front-end apps, where each
 * app's built assets live, and which port its Vite dev server uses. The API server uses it to
 * serve (production) or proxy (development) every page on one origin; each Vite config reads
 * its own entry; the apps use it to decide whether a link stays inside the app (router link)
 * or crosses to another app (a full page load).
 */

export const APP_NAMES = ['marketing', 'qube', 'aitchq', 'eyeq'] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface AppEntry {
  readonly name: AppName;
  /** Public URL prefix of the app's built assets (Vite `base`), always with both slashes. */
  readonly base: string;
  /** Port of the app's Vite dev server on 127.0.0.1 (development only). */
  readonly devPort: number;
  /** The app's page paths; any other path belongs to the fallback app. */
  readonly paths: readonly string[];
  /**
   * Per page, the route modules its router loads lazily before the page's first render (source
   * paths as Vite's build manifest names them). Every page is a chunk of its own, so that no page
   * loads another page's code; eyeQ's two paths are one page, in its entry. The server
   * names their files in the page (`modulepreload`), so they load beside the entry rather than
   * after it has run; the bundle budget counts them as the page's initial JavaScript, and fails
   * on a lazily loaded module under `src/routes/` that no page lists.
   */
  readonly routeModules?: Readonly<Record<string, readonly string[]>>;
}

export const APPS: Readonly<Record<AppName, AppEntry>> = {
  marketing: {
    name: 'marketing',
    base: '/_app/marketing/',
    devPort: 5173,
    paths: [
      '/',
      '/landing',
      '/qube-product',
      '/aitchq-product',
      '/eyeq-product',
      '/pricing',
      '/login',
      '/demo',
    ],
    routeModules: {
      '/': ['src/routes/landing-route.tsx'],
      '/landing': ['src/routes/landing-route.tsx'],
      '/qube-product': ['src/routes/qube-product-route.tsx'],
      '/aitchq-product': ['src/routes/aitchq-product-route.tsx'],
      '/eyeq-product': ['src/routes/eyeq-product-route.tsx'],
      '/pricing': ['src/routes/pricing-route.tsx'],
      '/login': ['src/routes/login-route.tsx'],
      '/demo': ['src/routes/login-route.tsx'],
    },
  },
  qube: {
    name: 'qube',
    base: '/_app/qube/',
    devPort: 5174,
    paths: ['/qube', '/qube/okrs', '/qube/people', '/qube/finance', '/qube/signals'],
    routeModules: {
      '/qube': ['src/routes/overview-page.tsx'],
      '/qube/okrs': ['src/routes/okrs-page.tsx'],
      '/qube/people': ['src/routes/people-page.tsx'],
      '/qube/finance': ['src/routes/finance-page.tsx'],
      '/qube/signals': ['src/routes/signals-page.tsx'],
    },
  },
  aitchq: {
    name: 'aitchq',
    base: '/_app/aitchq/',
    devPort: 5175,
    paths: ['/dashboard', '/settings'],
    routeModules: {
      '/dashboard': ['src/routes/dashboard-page.tsx'],
      '/settings': ['src/routes/settings-route.tsx'],
    },
  },
  eyeq: {
    name: 'eyeq',
    base: '/_app/eyeq/',
    devPort: 5176,
    paths: ['/eyeq', '/eyeq-dashboard'],
  },
};

/** The app that renders unknown paths: its router shows the landing page or the 404 page. */
export const FALLBACK_APP: AppName = 'marketing';

/** A URL's page path as the manifest names it: no query, hash or trailing slash. */
export function pagePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '/';
  if (withoutQuery.length > 1 && withoutQuery.endsWith('/')) return withoutQuery.slice(0, -1);
  return withoutQuery || '/';
}

/** The app that owns a page path; unknown paths belong to the fallback app. */
export function appForPath(pathname: string): AppName {
  const path = pagePath(pathname);
  return APP_NAMES.find((app) => APPS[app].paths.includes(path)) ?? FALLBACK_APP;
}

/** The app whose built assets a URL path points into, if any. */
export function appForAssetPath(pathname: string): AppName | undefined {
  return APP_NAMES.find((app) => pathname.startsWith(APPS[app].base));
}

/** The route modules a page loads before its first render (see `AppEntry.routeModules`). */
export function pageRouteModules(app: AppName, path: string): readonly string[] {
  return APPS[app].routeModules?.[path] ?? [];
}

/** The apps that are dashboards: a visitor signs in to see one of them as themselves. */
export type DashboardApp = Exclude<AppName, 'marketing'>;

/** The sign-in page, leading back to `dashboard` once signed in (its `?redirect=`). */
export function signInPath<App extends DashboardApp>(dashboard: App): `/login?redirect=${App}` {
  return `/login?redirect=${dashboard}`;
}

/**
 * Qube's pages, in the order its section navigation lists them, each with its section's name.
 * Qube's router and navigation are built from this list; the `qube` entry above names the same
 * paths for the server (a test holds the two together).
 */
export const QUBE_PAGES = {
  overview: { path: '/qube', label: 'Overview' },
  okrs: { path: '/qube/okrs', label: 'OKRs' },
  people: { path: '/qube/people', label: 'People' },
  finance: { path: '/qube/finance', label: 'Finance' },
  signals: { path: '/qube/signals', label: 'AI Signals' },
} as const;

export type QubePage = keyof typeof QUBE_PAGES;
