import { describe, expect, it } from 'vitest';
import { initialFiles, lazyRouteModules, type Manifest, routeFiles } from './build-manifest';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/routes/okrs-page.tsx', '../../packages/ui/src/toast/toaster.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'], css: ['assets/shared.css'] },
  'src/routes/okrs-page.tsx': {
    file: 'assets/okrs-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_chart.js'],
  },
  '_chart.js': { file: 'assets/chart.js' },
  '../../packages/ui/src/toast/toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true },
};

describe('initialFiles', () => {
  it('follows static imports transitively, once each, and leaves dynamic imports out', () => {
    expect(initialFiles(MANIFEST, ['index.html'])).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/shared.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    });
  });

  it('adds what a lazily loaded route needs', () => {
    expect(initialFiles(MANIFEST, ['index.html', 'src/routes/okrs-page.tsx']).js).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/shared.js',
      'assets/okrs-page.js',
      'assets/chart.js',
    ]);
  });

  it('refuses a chunk the manifest does not have', () => {
    expect(() => initialFiles(MANIFEST, ['src/routes/missing.tsx'])).toThrow(/missing\.tsx/);
  });
});

describe('lazyRouteModules', () => {
  it('lists the lazily loaded modules under src/routes only', () => {
    expect(lazyRouteModules(MANIFEST)).toEqual(['src/routes/okrs-page.tsx']);
  });
});

describe('routeFiles', () => {
  it("names a route's files beyond what the entry loads already", () => {
    expect(routeFiles(MANIFEST, ['src/routes/okrs-page.tsx'])).toEqual([
      'assets/okrs-page.js',
      'assets/chart.js',
    ]);
  });

  it('names nothing for a page in the entry', () => {
    expect(routeFiles(MANIFEST, [])).toEqual([]);
  });
});
