import { describe, expect, it } from 'vitest';
import { APP_NAMES, APPS, appForAssetPath, appForPath, QUBE_PAGES, signInPath } from './apps';

describe('appForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/landing', 'marketing'],
    ['/login?redirect=qube', 'marketing'],
    ['/qube', 'qube'],
    ['/qube/signals', 'qube'],
    ['/qube-product', 'marketing'],
    ['/dashboard', 'aitchq'],
    ['/dashboard/', 'aitchq'],
    ['/settings', 'aitchq'],
    ['/eyeq', 'eyeq'],
    ['/eyeq-dashboard#top', 'eyeq'],
  ])('%s belongs to %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });

  it('sends unknown paths to the marketing app, which renders the landing or 404 page', () => {
    expect(appForPath('/no-such-page')).toBe('marketing');
    expect(appForPath('/qube/unknown')).toBe('marketing');
  });
});

describe('the manifest', () => {
  it('gives each app its own asset base and dev port', () => {
    const bases = APP_NAMES.map((app) => APPS[app].base);
    const ports = APP_NAMES.map((app) => APPS[app].devPort);
    expect(new Set(bases).size).toBe(APP_NAMES.length);
    expect(new Set(ports).size).toBe(APP_NAMES.length);
    for (const base of bases) expect(base).toMatch(/^\/_app\/[a-z]+\/$/);
  });

  it('claims every page path once', () => {
    const paths = APP_NAMES.flatMap((app) => APPS[app].paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps asset paths to their app', () => {
    expect(appForAssetPath('/_app/qube/assets/index-abc.js')).toBe('qube');
    expect(appForAssetPath('/assets/x.js')).toBeUndefined();
  });
});

describe('signInPath', () => {
  it('is the sign-in page (a marketing page), asked to lead back to the dashboard', () => {
    expect(signInPath('aitchq')).toBe('/login?redirect=aitchq');
    expect(signInPath('eyeq')).toBe('/login?redirect=eyeq');
    expect(appForPath(signInPath('qube'))).toBe('marketing');
  });
});

describe('QUBE_PAGES', () => {
  it("lists the qube entry's pages, in its order, each with its route module", () => {
    const paths = Object.values(QUBE_PAGES).map((page) => page.path);
    expect(paths).toEqual(APPS.qube.paths);
    expect(Object.keys(APPS.qube.routeModules ?? {})).toEqual(paths);
  });
});
