import { describe, expect, it } from 'vitest';
import {
  accumulatedFouls,
  checkCard,
  computeSuspensions,
  foulLevel,
  gameFairPlayPoints,
  isSentOff,
  playerFairPlayPoints,
  type CardInput,
  type CardKind,
  type DisciplineGame,
  type FoulInput,
} from './discipline';

const card = (kind: CardKind, minute = 10, playerId = 'p1'): CardInput => ({ playerId, kind, minute });

describe('accumulated fouls', () => {
  it('count per team per half, leaving removed fouls out', () => {
    const fouls: FoulInput[] = [
      { side: 'home', half: 1 },
      { side: 'home', half: 1 },
      { side: 'home', half: 2 },
      { side: 'away', half: 2 },
      { side: 'away', half: 2, deleted: true },
    ];
    expect(accumulatedFouls(fouls)).toEqual({ home: [2, 1], away: [0, 1] });
  });

  it.each([
    [0, 'normal'],
    [4, 'normal'],
    [5, 'lastWarning'],
    [6, 'tenMetreKick'],
    [9, 'tenMetreKick'],
  ] as const)('%i fouls in a half show %s', (count, level) => {
    expect(foulLevel(count)).toBe(level);
  });
});

describe('cards', () => {
  const cases: [string, CardInput[], CardKind, ReturnType<typeof checkCard>][] = [
    ['a first yellow', [], 'yellow', null],
    ['a direct red', [], 'red', null],
    ['a second yellow after a yellow', [card('yellow')], 'secondYellow', null],
    ['a second yellow without a yellow', [], 'secondYellow', 'secondYellowWithoutYellow'],
    ['a second yellow when only a team-mate was cautioned', [card('yellow', 5, 'p2')], 'secondYellow', 'secondYellowWithoutYellow'],
    ['a direct red after a yellow', [card('yellow')], 'red', null],
    ['nothing after a second yellow', [card('yellow'), card('secondYellow', 20)], 'red', 'playerAlreadySentOff'],
    ['nothing after a red', [card('red')], 'yellow', 'playerAlreadySentOff'],
    ['a removed yellow does not count', [{ ...card('yellow'), deleted: true }], 'secondYellow', 'secondYellowWithoutYellow'],
  ];
  it.each(cases)('%s', (_name, cards, kind, expected) => {
    expect(checkCard(cards, 'p1', kind)).toBe(expected);
  });

  it.each([
    ['one yellow', [card('yellow')], false],
    ['a second yellow', [card('yellow'), card('secondYellow')], true],
    ['two yellows recorded by two admins', [card('yellow'), card('yellow', 30)], true],
    ['a direct red', [card('red')], true],
  ] as const)('%s: sent off %s', (_name, cards, sentOff) => {
    expect(isSentOff(cards, 'p1')).toBe(sentOff);
  });
});

describe('FIFA fair-play points', () => {
  const cases: [string, CardInput[], number][] = [
    ['no card', [], 0],
    ['a yellow', [card('yellow')], -1],
    ['a second yellow (yellow, then second yellow)', [card('yellow'), card('secondYellow', 30)], -3],
    ['two yellows, as two admins recorded them', [card('yellow'), card('yellow', 30)], -3],
    ['a direct red', [card('red')], -4],
    ['a yellow then a direct red', [card('yellow'), card('red', 30)], -5],
    ['a removed card', [{ ...card('red'), deleted: true }], 0],
  ];
  it.each(cases)('%s', (_name, cards, points) => {
    expect(playerFairPlayPoints(cards, 'p1')).toBe(points);
  });

  it('a team adds up one deduction per player', () => {
    expect(gameFairPlayPoints([card('yellow'), card('secondYellow'), card('yellow', 5, 'p2'), card('red', 7, 'p3')])).toBe(-8);
  });
});

describe('suspensions', () => {
  const g = (
    id: string,
    home: string,
    away: string,
    cards: DisciplineGame['cards'] = [],
    played = true,
    stage = 'group',
  ): DisciplineGame => ({
    id,
    stage,
    homeTeamId: home,
    awayTeamId: away,
    played,
    cards,
  });
  const red = (playerId: string, side: 'home' | 'away' = 'home') => ({ playerId, side, kind: 'red' as const, minute: 10 });
  const yellow = (playerId: string, side: 'home' | 'away' = 'home') => ({ playerId, side, kind: 'yellow' as const, minute: 10 });

  it("a red card suspends for the team's next game only", () => {
    const games = [g('g1', 'A', 'B', [red('a1')]), g('g2', 'B', 'C'), g('g3', 'C', 'A', [], false), g('g4', 'A', 'B', [], false)];
    expect(computeSuspensions(games)).toEqual([{ playerId: 'a1', teamId: 'A', gameId: 'g3', reason: 'redCard', causeGameId: 'g1' }]);
  });

  it('a red card with redCardGames 2 suspends for the next two games of the team', () => {
    const games = [
      g('g1', 'A', 'B', [red('b1', 'away')]),
      g('g2', 'B', 'C', [], false),
      g('g3', 'C', 'A', [], false),
      g('g4', 'A', 'B', [], false),
    ];
    expect(computeSuspensions(games, { redCardGames: 2, yellowCardsForSuspension: 0 }).map((s) => s.gameId)).toEqual(['g2', 'g4']);
  });

  it('a second yellow suspends like a red', () => {
    const games = [g('g1', 'A', 'B', [yellow('a1'), { ...yellow('a1'), kind: 'secondYellow' }]), g('g2', 'A', 'C', [], false)];
    expect(computeSuspensions(games)).toEqual([{ playerId: 'a1', teamId: 'A', gameId: 'g2', reason: 'redCard', causeGameId: 'g1' }]);
  });

  it('cards of a game not played yet suspend nobody', () => {
    expect(computeSuspensions([g('g1', 'A', 'B', [red('a1')], false), g('g2', 'A', 'C', [], false)])).toEqual([]);
  });

  it('the second yellow over a stage suspends for one game when the rule asks for two', () => {
    const rules = { redCardGames: 1, yellowCardsForSuspension: 2 };
    const games = [
      g('g1', 'A', 'B', [yellow('a1')]),
      g('g2', 'A', 'C', [yellow('a1')]),
      g('g3', 'A', 'D', [], false),
      g('g4', 'A', 'E', [], false),
    ];
    expect(computeSuspensions(games, rules)).toEqual([
      { playerId: 'a1', teamId: 'A', gameId: 'g3', reason: 'yellowCards', causeGameId: 'g2' },
    ]);
  });

  it('yellow cards start again in a new stage', () => {
    const rules = { redCardGames: 1, yellowCardsForSuspension: 2 };
    const games = [
      g('g1', 'A', 'B', [yellow('a1')]),
      g('g2', 'A', 'C', [yellow('a1')], true, 'knockout'),
      g('g3', 'A', 'D', [], false, 'knockout'),
    ];
    expect(computeSuspensions(games, rules)).toEqual([]);
  });

  it('yellows are off at 0', () => {
    const games = [g('g1', 'A', 'B', [yellow('a1')]), g('g2', 'A', 'C', [yellow('a1')]), g('g3', 'A', 'D', [], false)];
    expect(computeSuspensions(games, { redCardGames: 1, yellowCardsForSuspension: 0 })).toEqual([]);
  });

  it('the yellows of a sending-off by second yellow do not count towards the yellow rule', () => {
    const rules = { redCardGames: 1, yellowCardsForSuspension: 2 };
    const games = [
      g('g1', 'A', 'B', [yellow('a1'), { ...yellow('a1'), kind: 'secondYellow' }]),
      g('g2', 'A', 'C', [], false),
      g('g3', 'A', 'D', [], false),
    ];
    expect(computeSuspensions(games, rules).map((s) => [s.gameId, s.reason])).toEqual([['g2', 'redCard']]);
  });

  it('a red card in the last game suspends for nothing listed', () => {
    expect(computeSuspensions([g('g1', 'A', 'B', [red('a1')])])).toEqual([]);
  });
});
