import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, MSG } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { serverTextsEn } from '../../i18n-catalogs';

const ROOT = path.resolve(__dirname, '..');
const LOCALE_DIR = path.join(__dirname, 'locales');

function readCatalogs(locale: string): Map<string, Record<string, string>> {
  const dir = path.join(LOCALE_DIR, locale);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>]),
  );
}

/** Argument names a message uses ({name}, {n, plural, ...}), from Lingui's compiled form. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a string or a list of parts: literal strings and [name, format?, options?].
  const walk = (compiled: unknown): void => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const options: unknown = part[2];
      if (options && typeof options === 'object') for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** English as the app has it: its own areas, and the server's messages made from MSG at build time. */
const english = readCatalogs('en').set('api', serverTextsEn());

describe('translation catalogs', () => {
  it('give every language the same areas and keys as English', () => {
    for (const locale of LOCALES) {
      const catalogs = locale === 'en' ? english : readCatalogs(locale);
      expect([...catalogs.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [area, messages] of english) {
        expect(Object.keys(catalogs.get(area) ?? {}).sort(), `${locale}/${area}.json`).toEqual(Object.keys(messages).sort());
      }
    }
  });

  it('keep every key inside its area and every message non-empty and well formed', () => {
    for (const locale of LOCALES) {
      for (const [area, messages] of locale === 'en' ? english : readCatalogs(locale)) {
        for (const [key, message] of Object.entries(messages)) {
          expect(key.startsWith(`${area}.`), `${locale}/${area}.json: ${key}`).toBe(true);
          expect(message.trim(), `${locale}: ${key}`).not.toBe('');
          expect(() => compileMessage(message), `${locale}: ${key}`).not.toThrow();
        }
      }
    }
  });

  it('use the same placeholders in every language', () => {
    for (const locale of LOCALES) {
      const catalogs = locale === 'en' ? english : readCatalogs(locale);
      for (const [area, messages] of english) {
        for (const [key, message] of Object.entries(messages)) {
          expect(placeholders(catalogs.get(area)?.[key] ?? ''), `${locale}: ${key}`).toEqual(placeholders(message));
        }
      }
    }
  });

  it('give every message code the server sends a text in every language, and nothing else in the api area', () => {
    const codes = Object.keys(MSG)
      .map((code) => `api.${code}`)
      .sort();
    for (const locale of LOCALES) {
      const api = locale === 'en' ? english.get('api') : readCatalogs(locale).get('api');
      expect(Object.keys(api ?? {}).sort(), locale).toEqual(codes);
      for (const key of codes) expect(api?.[key]?.trim(), `${locale}: ${key}`).toBeTruthy();
    }
  });

  it('take the English texts of the server messages from MSG, not from a copy', () => {
    expect(readCatalogs('en').has('api')).toBe(false);
    expect(english.get('api')?.['api.teamNotFound']).toBe(MSG.teamNotFound);
  });

  it('contain no key the app never uses', () => {
    const source = sourceFiles(ROOT)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused: string[] = [];
    for (const [area, messages] of english) {
      if (area === 'api') continue; // reached through the server's codes
      for (const key of Object.keys(messages)) {
        if (!source.includes(`'${key}'`) && !source.includes(`"${key}"`) && !source.includes(`\`${key}\``)) unused.push(key);
      }
    }
    expect(unused).toEqual([]);
  });
});
