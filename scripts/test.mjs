// `npm test`: install what is missing, then run every suite — shared and web unit tests, the server suite
// (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set) and the end-to-end journeys in Chromium (one of
// them signing in through Glewlwyd) — and close with one summary line. Node built-ins only.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, onSupportedNode, root, run } from './ensure.mjs';

await onSupportedNode();

ensureInstalled();

const reports = mkdtempSync(path.join(tmpdir(), 'labstock-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

function vitestSuite(name, workspaceDir) {
  return () => {
    const output = path.join(reports, `${name}.json`);
    const status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], {
      cwd: path.join(root, workspaceDir),
    });
    const report = readJson(output);
    if (!report) return { passed: 0, failed: 1, skipped: 0, status };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
      status,
    };
  };
}

/** Programs the journeys drive: Chromium, and Glewlwyd and LemonLDAP::NG as third-party issuers of sign-in journeys. */
const endToEndPrograms = [
  { name: 'Chromium', variable: 'CHROMIUM_PATH', install: 'apt-get install -y chromium' },
  { name: 'Glewlwyd', variable: 'GLEWLWYD_PATH', install: 'apt-get install -y glewlwyd' },
  {
    name: 'LemonLDAP::NG',
    variable: 'LEMONLDAP_PORTAL',
    install: 'apt-get install -y liblemonldap-ng-portal-perl',
    at: '/usr/share/lemonldap-ng/portal/htdocs/index.psgi',
  },
].map((program) => ({
  ...program,
  at: process.env[program.variable] ?? program.at ?? `/usr/bin/${program.name.toLowerCase()}`,
}));

function endToEndSuite() {
  const missing = endToEndPrograms.filter(({ at }) => !existsSync(at));
  for (const { name, variable, at, install } of missing) {
    console.error(`\nEnd-to-end tests need ${name} at ${at}: ${install} (or set ${variable}).`);
  }
  if (missing.length > 0) return { passed: 0, failed: 1, skipped: 0, status: 1 };
  ensureWebBuilt();
  const output = path.join(reports, 'e2e.json');
  const status = run(bin('playwright'), ['test'], {
    cwd: path.join(root, 'e2e'),
    env: {
      ...process.env,
      ...Object.fromEntries(endToEndPrograms.map(({ variable, at }) => [variable, at])),
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  });
  const stats = readJson(output)?.stats;
  if (!stats) return { passed: 0, failed: 1, skipped: 0, status };
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
    status,
  };
}

/** Type checking of every workspace, Biome's lint and format rules and the import rules, one check each. */
function staticChecks() {
  const checks = [
    ['npm', ['run', 'typecheck']],
    [bin('biome'), ['check', '.', '--diagnostic-level=error']],
    ['npm', ['run', 'depcruise']],
    ['npm', ['run', 'knip']],
  ];
  const failed = checks.filter(([command, args]) => run(command, args) !== 0).length;
  return { passed: checks.length - failed, failed, skipped: 0, status: failed };
}

const suites = [
  ['static', staticChecks],
  ['shared', vitestSuite('shared', 'packages/shared')],
  ['web', vitestSuite('web', 'apps/web')],
  ['server', vitestSuite('server', 'apps/server')],
  ['e2e', endToEndSuite],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const [name, runSuite] of suites) {
  console.log(`\n=== ${name} ===`);
  const result = runSuite();
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  lines.push(`  ${name.padEnd(7)} ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
}
console.log(`\n${lines.join('\n')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
