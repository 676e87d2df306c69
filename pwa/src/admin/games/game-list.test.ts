import { describe, expect, it } from 'vitest';
import { filterCards, paginate, parseMinute, roundOptions, sortEvents, teamOptions, type GameCardModel } from './game-list';

describe('event choices', () => {
  it('lists the newest edition first with its ordinal', () => {
    const sorted = sortEvents([
      { _id: 'a', event: 'Schools Cup', event_edition: 1 },
      { _id: 'b', event: 'Schools Cup', event_edition: 3 },
      { _id: 'c', event: 'Street League', event_edition: 2 },
    ]);
    expect(sorted.map((e) => e._id)).toEqual(['b', 'c', 'a']);
  });
});

describe('round choices', () => {
  it('offers the fixed knockout rounds, then the rounds found in the games', () => {
    expect(roundOptions([{ round: 'Group B' }, { round: 'Final' }, { round: 'Group A' }, { round: '' }])).toEqual([
      'Round of 32',
      'Round of 16',
      'Quarter Finals',
      'Semi Finals',
      'Final',
      'Group A',
      'Group B',
    ]);
  });
});

describe('team choices', () => {
  it('adds the age group only to names entered twice', () => {
    const team = (id: string, name: string, ageGroupName: string) => ({
      id,
      eventId: 'e',
      ageGroupId: ageGroupName.toLowerCase(),
      ageGroupName,
      name,
      logo: null,
      players: [],
    });
    const options = teamOptions([team('1', 'Tyre Cedars', 'U12'), team('2', 'Tyre Cedars', 'U15'), team('3', 'Zahle Lions', 'U12')]);
    expect(options.map((o) => o.label)).toEqual(['Tyre Cedars (U12)', 'Tyre Cedars (U15)', 'Zahle Lions']);
  });
});

describe('filters and pages', () => {
  const card = (id: string, status: GameCardModel['view']['status'], round = 'Group A', home = 'h', away = 'a') =>
    ({ id, round, view: { status }, home: { id: home }, away: { id: away } }) as unknown as GameCardModel;
  const cards = [
    card('1', 'live'),
    card('2', 'scheduled', 'Final', 'x'),
    card('3', 'Upcoming'),
    card('4', 'Not Scheduled'),
    card('5', 'completed'),
  ];

  it('puts scheduled games under Upcoming and filters by team and round', () => {
    expect(filterCards(cards, { tab: 'upcoming', teamId: '', round: '' }).map((c) => c.id)).toEqual(['2', '3']);
    expect(filterCards(cards, { tab: 'all', teamId: 'x', round: '' }).map((c) => c.id)).toEqual(['2']);
    expect(filterCards(cards, { tab: 'all', teamId: '', round: 'Final' }).map((c) => c.id)).toEqual(['2']);
    expect(filterCards(cards, { tab: 'not-scheduled', teamId: '', round: '' }).map((c) => c.id)).toEqual(['4']);
  });

  it('filters by any one status, including those without a tab', () => {
    const withPostponed = [...cards, card('9', 'postponed')];
    expect(filterCards(withPostponed, { tab: 'all', teamId: '', round: '', status: 'postponed' }).map((c) => c.id)).toEqual(['9']);
    expect(filterCards(withPostponed, { tab: 'live', teamId: '', round: '', status: 'postponed' })).toEqual([]);
  });

  it('shows 20 games a page and keeps the page in range', () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(paginate(many, 1)).toMatchObject({ page: 1, pages: 3 });
    expect(paginate(many, 3).items).toEqual([40, 41, 42, 43, 44]);
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('minute field', () => {
  it('takes whole minutes from 0', () => {
    expect(parseMinute('0')).toEqual({ ok: true, minute: 0 });
    expect(parseMinute(' 45 ')).toEqual({ ok: true, minute: 45 });
    for (const bad of ['', '-1', '4.5', 'abc']) expect(parseMinute(bad).ok).toBe(false);
  });
});
