import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { matchdayName, type TeamGameResult } from '@pitchside/shared';
import { activateLocale } from '.';
import { roundText } from './labels';
import { LastGamesStrip } from '../components/team/last-games-strip';

afterEach(async () => {
  await activateLocale('en');
});

describe('generated rounds in the reader’s language', () => {
  it.each([
    ['en', 'Matchday 10', 'Group A – Matchday 2'],
    ['ar', 'الجولة 10', 'المجموعة A – الجولة 2'],
    ['fr', 'Journée 10', 'Groupe A – Journée 2'],
  ] as const)('%s', async (locale, league, group) => {
    await activateLocale(locale);
    // Both the labels the generator writes now and those stored before.
    expect(roundText(matchdayName(10))).toBe(league);
    expect(roundText('Matchday 10')).toBe(league);
    expect(roundText(matchdayName(2, 'Group A'))).toBe(group);
    // A round an admin named by hand stays as typed.
    expect(roundText('Derby day')).toBe('Derby day');
  });
});

describe('the team page’s result badges', () => {
  const game = (id: string, result: 'W' | 'D' | 'L') =>
    ({
      _id: id,
      id,
      result,
      opponent: 'Beirut FC',
      opponentId: `o-${id}`,
      opponentLogo: null,
      goalsFor: 1,
      goalsAgainst: 0,
      penaltiesFor: null,
      penaltiesAgainst: null,
      isHome: true,
      status: 'completed',
      startTime: '2026-05-01T10:00:00Z',
      round: 'Group A',
      event: { _id: 'ev', event: 'Cup', slug: 'cup', event_edition: 1 },
      ageGroup: null,
      teamId: 't1',
    }) as TeamGameResult;

  it.each([
    ['en', ['W', 'D', 'L']],
    ['ar', ['ف', 'ت', 'خ']],
    ['fr', ['V', 'N', 'D']],
  ] as const)('%s', async (locale, letters) => {
    await activateLocale(locale);
    const { container } = render(
      <MemoryRouter>
        <LastGamesStrip games={[game('a', 'W'), game('b', 'D'), game('c', 'L')]} />
      </MemoryRouter>,
    );
    const badges = [...container.querySelectorAll('.last-games__slot:not(.last-games__slot--empty) .last-games__badge')].map(
      (b) => b.textContent,
    );
    expect(badges).toEqual(letters);
  });
});
