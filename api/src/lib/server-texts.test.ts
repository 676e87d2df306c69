import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageCode } from '@pitchside/shared';

/*
 * Static rather than a runtime check in the error handler: a runtime check only sees the branches the
 * test suite happens to reach, while every text a handler can answer is written in one of these places.
 * Errors are thrown with a code of `MSG` (the typecheck holds them to it) and zod messages are codes too
 * (`coded('fieldTooLong', { label, max })`): a literal text in either place would reach the reader only
 * in English, so none may be written.
 */

const ROOT = join(__dirname, '../../..');
const DIRS = ['api/src', 'shared/src/schemas', 'shared/src/import', 'sync/src'];
/** Operator-only texts (command-line tools, environment checks, test kits) never reach a client. */
const OPERATOR_ONLY = /(^|\/)(cli|env|test-kit|seed)[^/]*\.ts$|\/(demo|bench)\//;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
/** An error helper given a literal: it must be a code of `MSG`. */
const HELPER = new RegExp(
  String.raw`\b(?:(?:badRequest|conflict|forbidden|notFound|unauthorized|tooManyRequests)\(\s*|new AppError\(\s*\d+\s*,\s*)` + LITERAL,
  'g',
);
/** A zod message: `{ message: '…' }` or the text argument of `.min(1, '…')`, `.regex(re, '…')`, `.refine(fn, '…')`. */
const ZOD = new RegExp(
  String.raw`(?:\bmessage:\s*|\.(?:min|max|length|regex|int|refine|nonempty|positive|nonnegative|startsWith|endsWith|includes)\([^()]*?,\s*)` +
    LITERAL,
  'g',
);

function literalTexts(): { where: string; text: string; helper: boolean }[] {
  const found: { where: string; text: string; helper: boolean }[] = [];
  for (const dir of DIRS) {
    for (const file of files(join(ROOT, dir))) {
      const rel = relative(ROOT, file);
      if (OPERATOR_ONLY.test(rel)) continue;
      const source = readFileSync(file, 'utf8');
      for (const [re, helper] of [
        [HELPER, true],
        [ZOD, false],
      ] as const) {
        // sync's own `conflict(field, …)` decides an edit; the error helpers are the API's.
        if (helper && !rel.startsWith('api/')) continue;
        for (const m of source.matchAll(re)) {
          const line = source.slice(0, m.index).split('\n').length;
          found.push({ where: `${rel}:${line}`, text: m[1]!.slice(1, -1), helper });
        }
      }
    }
  }
  return found;
}

describe('server texts', () => {
  const texts = literalTexts();

  it('finds the literal texts it checks (the scan itself works)', () => {
    expect(texts.length).toBeGreaterThan(0);
  });

  it('in error helpers are codes of MSG, never a text', () => {
    expect(texts.filter((t) => t.helper && !isMessageCode(t.text)).map((t) => `${t.where} ${t.text}`)).toEqual([]);
  });

  it('in zod schemas are codes (with their values), so the reason reaches the reader in every language', () => {
    expect(texts.filter((t) => !t.helper).map((t) => `${t.where} ${t.text}`)).toEqual([]);
  });
});
