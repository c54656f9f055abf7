// The import rules `npm run lint` enforces (decision in docs/developing.md, "Layout").
// Type-only imports count: a cycle through a type still ties the two files together for a reader.

const path = require('node:path');

/** The shared web folders: building blocks the screens are made of, so they may never reach into a screen. */
const sharedWebFolders = '^apps/web/src/(components|lib|api|entities)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Two files that import each other (directly or round a circle) cannot be read or changed alone.',
      severity: 'error',
      from: { path: '^(apps/web/src|apps/server/src|packages/shared/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-cross-feature-imports',
      comment:
        'A feature is one screen (or a few of one kind); what two features share lives in components/, ' +
        'entities/, api/ or lib/, so removing or changing one feature never breaks another.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-features-in-shared-folders',
      comment: 'Shared web folders are built on by the features, never the other way round.',
      severity: 'error',
      from: { path: sharedWebFolders },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-test-code-at-runtime',
      comment: 'src/testing/ is the test harness: the running server never depends on it, only tests and fixtures do.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/testing/', '[.]test[.]ts$', '[.-]fixtures[.]ts$'],
      },
      to: { path: '^apps/server/src/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // One resolution for the three workspaces: the web app's (bundler) resolution also finds the server's and
    // the shared package's `./file.js` imports of `.ts` files, and none of them uses `paths`.
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
