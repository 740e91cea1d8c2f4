/**
 * `pnpm lint` runs this (`depcruise apps packages e2e`): no module may import itself back, through
 * any chain of imports, within a workspace package or across them.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: move what both sides need into a module of its own, so imports go one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import the check cannot follow is one it cannot see a circle through: teach the resolution below.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist(-ssr)?/',
        '(^|/)storybook-static/',
        '(^|/)routeTree\\.gen\\.ts$',
      ],
    },
    // Type-only imports count: a circle of types is harmless at run time, but still a tangle.
    tsPreCompilationDeps: true,
    // `./x.js` finds `./x.ts` (apps/api's NodeNext style); extensionless and `.tsx` imports too.
    tsConfig: { fileName: 'tsconfig.base.json' },
    // `@q/schemas/apps` resolves through the package's `exports` map to its source file.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
