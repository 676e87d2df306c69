import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageCodeOf } from '@pitchside/shared';

/*
 * Static rather than a runtime check in the error handler: a runtime check only sees the branches the
 * test suite happens to reach, while every text a handler can answer is written in one of these places.
 * A text answered to a client is either an `MSG` entry (so it has a code the app translates) or, when it
 * is a literal here, it must at least resolve to a code other than the generic `badRequest`.
 */

const ROOT = join(__dirname, '../../..');
const DIRS = ['api/src', 'shared/src/schemas'];
/** Operator-only texts (command-line tools, environment checks, test kits) never reach a client. */
const OPERATOR_ONLY = /(^|\/)(cli|env|test-kit|seed)[^/]*\.ts$|\/(demo|bench)\//;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * Zod texts written before this check, still without a code (the reader sees "Invalid request"): the
 * list may only shrink. Give each an MSG entry with its translations and remove it here.
 */
const KNOWN_UNCODED = new Set([
  'api/src/games-manager/schemas.ts ${label} must be at most ${max} characters',
  "api/src/games-manager/schemas.ts Status must be one of ${GAME_STATUSES.join(', ')}",
  'api/src/games-manager/schemas.ts version must be a number',
  'api/src/games-manager/schemas.ts homeGoals must be a list of goals',
  'api/src/games-manager/schemas.ts awayGoals must be a list of goals',
  'api/src/games-manager/schemas.ts Scorer must be a valid id',
  'api/src/games-manager/schemas.ts Assist must be a valid id',
  'api/src/games-manager/schemas.ts MVP must be a valid player id',
  'api/src/games-manager/schemas.ts Goalkeeper must be a valid player id',
  'api/src/sync/routes.ts scope (the event id) is required',
  'shared/src/schemas/admin/events.ts Event name must be at most 120 characters',
  'shared/src/schemas/admin/events.ts Edition must be a whole number from 1 to 1000',
  'shared/src/schemas/admin/events.ts Age group name must be at most 60 characters',
  "shared/src/schemas/admin/events.ts Stage type must be one of ${STAGE_TYPES.join(', ')}",
  'shared/src/schemas/admin/events.ts Forfeit score is two whole numbers',
  'shared/src/schemas/admin/events.ts An event has at most 20 age groups',
  'shared/src/schemas/admin/schedule.ts Address must be at most 500 characters',
  'shared/src/schemas/admin/schedule.ts A venue has at most 30 pitches',
  'shared/src/schemas/admin/schedule.ts An event has at most 20 venues',
  'shared/src/schemas/admin/schedule.ts A slot is 5 to 300 minutes',
  'shared/src/schemas/admin/schedule.ts Dates are YYYY-MM-DD',
  'shared/src/schemas/admin/schedule.ts Give at least one day',
  'shared/src/schemas/admin/schedule.ts Start time must be a date and time',
  'shared/src/schemas/admin/schedule.ts Minutes must be a whole number from 1 to 240',
  'shared/src/schemas/admin/schedule.ts keepPlayed must be true or false',
  'shared/src/schemas/admin/teams.ts Team name must be at most 80 characters',
  'shared/src/schemas/admin/teams.ts Location must be at most 120 characters',
  'shared/src/schemas/admin/teams.ts Shirt number must be between 0 and 99',
  'shared/src/schemas/admin/teams.ts Player name must be at most 100 characters',
  'shared/src/schemas/common.ts ${opts.label} must be a whole number from ${opts.min} to ${opts.max}',
  'shared/src/schemas/common.ts ${label} is required',
  'shared/src/schemas/common.ts ${label} must be at most ${max} characters',
  "shared/src/schemas/contact.ts Status must be one of ${CONTACT_STATUSES.join(', ')}",
  "shared/src/schemas/contact.ts status must be one of ${CONTACT_FILTERS.join(', ')}",
  'shared/src/schemas/game-removal.ts confirm must be true or false',
  "shared/src/schemas/gift-codes.ts Duration must be one of ${GIFT_DURATIONS.join(', ')}",
  'shared/src/schemas/players.ts Registration type must be new or old',
  'shared/src/schemas/players.ts The reason must be at most 500 characters',
  "shared/src/schemas/players.ts Flagged fields must be among ${FLAGGABLE_FIELDS.join(', ')}",
  'shared/src/schemas/public/membership.ts userId is required',
  'shared/src/schemas/public/queries.ts ${label} is too long',
  'shared/src/schemas/public/queries.ts team must be a team id',
  "shared/src/schemas/public/queries.ts status must be one of ${GAME_STATUSES.join(', ')}",
  'shared/src/schemas/public/queries.ts ${label} is required',
  'shared/src/schemas/public/queries.ts Type at least ${SEARCH_MIN_CHARS} characters to search',
  "shared/src/schemas/public/queries.ts role must be one of ${USER_ROLES.join(', ')}",
  'shared/src/schemas/public/queries.ts search is too long',
  'shared/src/schemas/stages.ts Team must be a valid id',
  'shared/src/schemas/stages.ts Group name is required',
  'shared/src/schemas/stages.ts At most 16 teams in a group',
  'shared/src/schemas/stages.ts Group names must differ',
  'shared/src/schemas/stages.ts Round name is required',
  "shared/src/schemas/stages.ts Tiebreakers are chosen from ${TIEBREAK_CRITERIA.join(', ')}",
  'shared/src/schemas/stages.ts Choose at least one tiebreaker',
  'shared/src/schemas/stages.ts Points must be a whole number',
  'shared/src/schemas/stages.ts thirdPlaceMatch must be true or false',
  'shared/src/schemas/stages.ts legs must be 1 or 2',
  'shared/src/schemas/stages.ts Points must be 0 or more',
  "shared/src/schemas/stages.ts Stage must be one of ${GAME_STAGES.join(', ')}",
]);

const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
/** An error helper given a literal instead of an `MSG` entry. */
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

  it('are never written as a literal in an error helper: the text comes from MSG with its code', () => {
    expect(texts.filter((t) => t.helper).map((t) => `${t.where} ${t.text}`)).toEqual([]);
  });

  it('in zod schemas resolve to a code of their own, so the reason reaches the reader in every language', () => {
    const uncoded = texts
      .filter((t) => !t.helper && (t.text.includes('${') || messageCodeOf(t.text, 400).code === 'badRequest'))
      .map((t) => `${t.where.replace(/:\d+$/, '')} ${t.text}`);
    expect(uncoded.filter((t) => !KNOWN_UNCODED.has(t))).toEqual([]);
    // A text given its code is taken off the list, so the list stays the true remainder.
    expect([...KNOWN_UNCODED].filter((t) => !uncoded.includes(t))).toEqual([]);
  });
});
