import { describe, expect, it } from 'vitest';
import { describeHistoryChange, describeHistorySource, type HistoryChange } from './history';

describe('game history lines', () => {
  it.each<[HistoryChange, string]>([
    [
      { kind: 'goalAdded', side: 'home', minute: 37, scorerName: 'Karim Haddad', assistName: 'Ali Saad' },
      "Goal added: 37' Karim Haddad (assist Ali Saad)",
    ],
    [{ kind: 'goalAdded', side: 'away', minute: 4, scorerName: 'Rami Nassar', assistName: null }, "Goal added: 4' Rami Nassar"],
    [{ kind: 'goalRemoved', side: 'home', minute: 37, scorerName: 'Karim Haddad' }, "Goal removed: 37' Karim Haddad"],
    [{ kind: 'goalRemoved', side: null, minute: null, scorerName: null }, 'Goal removed'],
    [{ kind: 'status', value: 'completed' }, 'Status set to completed'],
    [{ kind: 'mvp', playerId: 'p1', playerName: 'Ali Saad' }, 'MVP set to Ali Saad'],
    [{ kind: 'mvp', playerId: null, playerName: null }, 'MVP cleared'],
    [{ kind: 'penalties', value: { home: 4, away: 3 } }, 'Penalties set to 4-3'],
    [{ kind: 'penalties', value: null }, 'Penalties cleared'],
    [{ kind: 'saves', playerId: 'p2', playerName: 'Hadi Khalil', value: 6 }, 'Saves set to 6 for Hadi Khalil'],
    [
      { kind: 'created', home: 'Tyre Cedars', away: 'Zahle Lions', round: 'Group A', status: 'Upcoming' },
      'Game created: Tyre Cedars vs Zahle Lions (Group A)',
    ],
    [{ kind: 'other', action: 'game.reschedule' }, 'Changed (game.reschedule)'],
  ])('%j reads "%s"', (change, text) => {
    expect(describeHistoryChange(change)).toBe(text);
  });

  it('says how the change arrived', () => {
    expect(describeHistorySource('sync')).toBe('via device sync');
    expect(describeHistorySource('rest')).toBe('via web form');
  });
});
