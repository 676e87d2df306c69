import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps English out of the screens (eslint.config.js, READ_TEXT_RULES) still
 * catches what it is for: a literal in JSX text, a placeholder, title, aria-label or alt, and a
 * typed name shown without <Name>. CI runs ESLint; this checks the rule has not quietly gone blind.
 */
const root = `${resolve(__dirname, '../../..')}/`;

async function problems(code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}pwa/src/components/planted.tsx` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('the guard against text outside the catalogues', () => {
  it('fails on each planted literal and bare name', async () => {
    const lines = await problems(
      [
        'export const A = ({ p }: { p: { fullName: string } }) => (',
        '  <div title="Close">',
        "    <input placeholder={'Group A'} aria-label={`Open ${p.fullName}`} />",
        '    <p>Matchday</p>',
        '    <span>{p.fullName}</span>',
        '    <img alt="لاعب" src="x" />',
        '  </div>',
        ');',
      ].join('\n'),
    );
    expect([...new Set(lines)]).toEqual([2, 3, 4, 5, 6]);
  }, 60_000);

  it('lets through the catalogue, names through <Name>, and what is not a word', async () => {
    const lines = await problems(
      [
        "import { Name } from './name';",
        "import { useT } from '../i18n';",
        'export const B = ({ p }: { p: { fullName: string } }) => {',
        '  const t = useT();',
        '  return (',
        "    <div title={t('common.close')}>",
        '      <Name>{p.fullName}</Name> × <a href="mailto:info@pitchside.lb">info@pitchside.lb</a>',
        '      <input placeholder="XXXX-XXXX-XXXX" />',
        '    </div>',
        '  );',
        '};',
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  }, 60_000);
});
