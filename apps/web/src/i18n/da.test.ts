import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import da from './da.json';

const srcDir = path.resolve(import.meta.dirname, '..');

/**
 * Texts that reach t() at run time rather than in the code: the shared zod schemas' validation messages, and the
 * lending limits' refusals (t(refusal.template)).
 */
const runTimeTexts = [
  shared.messages.mobileRequired,
  shared.messages.studentNoRequired,
  shared.messages.emailRequired,
  shared.messages.emailInvalid,
  shared.PHONE_HELPER_TEXT,
  shared.LAB_NAME_REQUIRED,
  shared.FAULT_DESCRIPTION_REQUIRED,
  shared.FAULT_DESCRIPTION_TOO_LONG,
  ...Object.values(shared.limitRefusalTemplates),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function sharedText(name: string): string {
  const value = name.startsWith('messages.')
    ? shared.messages[name.slice('messages.'.length) as keyof typeof shared.messages]
    : (shared as Record<string, unknown>)[name];
  if (typeof value !== 'string') throw new Error(`t(${name}): not a text of @labstock/shared`);
  return value;
}

/** The keys of every t('…'), t("…"), t(`…`), t(messages.x) and t(SHARED_TEXT) call, and any other t(…) calls. */
function usedKeys() {
  const keys = new Set(runTimeTexts);
  const dynamic: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    for (const call of code.matchAll(/\bt\(\s*([^\s,)]+)/g)) {
      const [, start = ''] = call;
      const literal = /^(['"`])((?:\\.|(?!\1).)*)\1/s.exec(code.slice(call.index + call[0].length - start.length));
      if (literal?.[1] === '"') keys.add(JSON.parse(literal[0]));
      else if (literal) keys.add((literal[2] ?? '').replace(/\\(.)/g, '$1'));
      else if (/^(messages\.\w+|[A-Z_]+)$/.test(start)) keys.add(sharedText(start));
      // Validation messages of a form's zod schema and the limits' refusals, listed above.
      else if (!/\.(message|template)$/.test(start)) dynamic.push(`${path.relative(srcDir, file)}: t(${start}`);
    }
  }
  return { keys, dynamic };
}

/** Plural forms share their key: 'x_one' and 'x_other' translate 'x'. */
const danishKeys = new Set(Object.keys(da).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));

describe('the Danish dictionary', () => {
  const { keys, dynamic } = usedKeys();

  it('finds the texts of the code', () => {
    expect(keys.size).toBeGreaterThan(100);
    expect(keys).toContain('You have no loans.');
  });

  it('translates every text the app shows', () => {
    expect([...keys].filter((key) => !danishKeys.has(key))).toEqual([]);
  });

  it('has no translation the app no longer uses', () => {
    expect([...danishKeys].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('gets every key from the code, where this test can read it', () => {
    expect(dynamic).toEqual([]);
  });

  it('keeps the values of each text', () => {
    const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map(([, name]) => name).sort();
    for (const [key, value] of Object.entries(da)) {
      // The singular may say "one" in words instead of the count.
      const english = names(key).filter((name) => !(key.endsWith('_one') && name === 'count'));
      expect(
        names(value).filter((name) => !(key.endsWith('_one') && name === 'count')),
        key,
      ).toEqual(english);
    }
  });
});
