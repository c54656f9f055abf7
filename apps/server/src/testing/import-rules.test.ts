import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const server = path.join(root, 'apps/server/src');
/** Planted files live in folders of this prefix, which the check of the real tree leaves out. */
const probePrefix = 'import-rule-probe-';

interface Cruise {
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
}

async function cruise(...args: string[]): Promise<Cruise> {
  const depcruise = path.join(root, 'node_modules/.bin/depcruise');
  const { stdout } = await promisify(execFile)(
    depcruise,
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...args],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as Cruise;
}

// The import rules of .dependency-cruiser.cjs that keep lending's door and the modules' repositories their own.
describe('the import rules', () => {
  const folders: string[] = [];
  /** Writes a file named `name` that imports `importPath`, in a probe folder of its own under modules/ or src/. */
  function plant(where: 'modules' | 'outside', name: string, importPath: string): string {
    const folder = path.join(where === 'modules' ? path.join(server, 'modules') : server, probePrefix + randomUUID());
    mkdirSync(folder, { recursive: true });
    folders.push(folder);
    const file = path.join(folder, name);
    writeFileSync(file, `export * from '${importPath}';\n`);
    return path.relative(root, file);
  }
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('refuse a planted file of each kind the rules forbid, and let tests and fixtures through', async () => {
    const planted = {
      anotherModulesRepository: plant('modules', 'planted.ts', '../mail/mail.repo.js'),
      repositoryOutsideModules: plant('outside', 'planted.ts', '../modules/mail/mail.repo.js'),
      pastLendingsDoor: plant('modules', 'planted.ts', '../lending/status-machine.js'),
      throughLendingsDoor: plant('modules', 'planted.ts', '../lending/index.js'),
      lendingRepositoryFromAFixture: plant('modules', 'planted-fixtures.ts', '../lending/bookings.repo.js'),
    };
    const { summary } = await cruise(...Object.values(planted));
    const rulesBroken = (file: string) =>
      summary.violations
        .filter((violation) => violation.from === file)
        .map((violation) => violation.rule.name)
        .sort();
    expect(rulesBroken(planted.anotherModulesRepository)).toEqual(['no-repository-of-another-module']);
    expect(rulesBroken(planted.repositoryOutsideModules)).toEqual(['no-repository-outside-modules']);
    expect(rulesBroken(planted.pastLendingsDoor)).toEqual(['lending-only-through-its-door']);
    expect(rulesBroken(planted.throughLendingsDoor)).toEqual([]);
    expect(rulesBroken(planted.lendingRepositoryFromAFixture)).toEqual([]);
  }, 120_000);

  it('find the real tree keeping them', async () => {
    const { summary } = await cruise('--exclude', probePrefix, 'apps/server/src');
    expect(summary.violations).toEqual([]);
  }, 120_000);
});
