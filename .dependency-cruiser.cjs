// The import rules `npm run lint` enforces (decision in docs/developing.md, "Layout").
// Type-only imports count: a cycle through a type still ties the two files together for a reader.

const path = require('node:path');

/** The shared web folders: building blocks the screens are made of, so they may never reach into a screen. */
const sharedWebFolders = '^apps/web/src/(components|lib|api|entities)/';

/** Tests, fixtures and the test harness may reach into any module: they set up and inspect what they test. */
const testCode = ['[.]test[.]ts$', '[.-]fixtures[.]ts$', '^apps/server/src/testing/'];

/**
 * check-db (scripts/invariants.ts) reads lending's rows with lending's own queries, so that it checks the rules
 * without restating them; it writes nothing.
 */
const invariantsCheck = '^apps/server/src/scripts/invariants[.]ts$';

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
    {
      name: 'no-repository-of-another-module',
      comment:
        "A module's repositories are its own: another module asks its services, so a module's tables can change " +
        'without breaking its neighbours.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: testCode },
      to: { path: '^apps/server/src/modules/([^/]+)/[^/]+[.]repo[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'no-repository-outside-modules',
      comment: 'Only modules read and write their tables; the app, jobs and scripts call their services.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [...testCode, '^apps/server/src/modules/', invariantsCheck],
      },
      to: { path: '^apps/server/src/modules/.+[.]repo[.]ts$' },
    },
    {
      name: 'lending-only-through-its-door',
      comment:
        "Lending's rules hold only if nothing goes round them: outside modules/lending only its index.ts, which " +
        'exports its routes and services, may be imported.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [...testCode, '^apps/server/src/modules/lending/', invariantsCheck],
      },
      to: { path: '^apps/server/src/modules/lending/', pathNot: '^apps/server/src/modules/lending/index[.]ts$' },
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
