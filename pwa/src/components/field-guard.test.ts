import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every form control goes through the Field component (label, error and hint tied to the control). A raw
 * <input>, <select> or <textarea> elsewhere fails here, except hidden inputs, check boxes and radio buttons
 * (named by the text of their own wrapping label, and never refused one by one), and the controls counted
 * below: written before the Field component, this list may only shrink (a file converted is taken off).
 */

const SRC = join(__dirname, '..');
const FIELD = 'components/field.tsx';

/** Files still holding raw controls, with how many. */
const NOT_YET_CONVERTED: Record<string, number> = {};

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Raw controls in a source text, but for hidden inputs, check boxes and radio buttons. */
function rawControls(source: string): number {
  return [...source.matchAll(/<(input|select|textarea)\b([^>]*)/g)].filter((m) => !/type="(hidden|checkbox|radio)"/.test(m[2]!)).length;
}

describe('form controls', () => {
  it('counts a raw control and skips a hidden input and a check box (the scan itself works)', () => {
    expect(rawControls('<input value={a} />\n<select\n  value={b}>\n<input type="hidden" name="c" />\n<input type="checkbox" />')).toBe(2);
  });

  it('are written only through the Field component', () => {
    const found: Record<string, number> = {};
    for (const file of tsxFiles(SRC)) {
      const rel = relative(SRC, file).split('\\').join('/');
      if (rel === FIELD) continue;
      const n = rawControls(readFileSync(file, 'utf8'));
      if (n > 0) found[rel] = n;
    }
    expect(found).toEqual(NOT_YET_CONVERTED);
  });
});
