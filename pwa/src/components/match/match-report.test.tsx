import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameDetail } from '@pitchside/shared';
import { gameDetail } from '../../routes/event/event-fixtures';
import { renderWithApp } from '../../test/render';
import { GameDetails } from '../game/game-details';
import { Lineups } from '../game/lineups';
import { ClockFace } from './clock-face';
import { readMatchReport } from './public-report';

const player = (id: string, fullName: string, shirtNumber: number | null = null) => ({
  _id: id,
  fullName,
  playerId: null,
  portraitImage: null,
  shirtNumber,
});

/** A live game whose answer carries the match report, as the shapes give it. */
function reported(extra: Record<string, unknown> = {}): GameDetail {
  const base = gameDetail({ status: 'live' });
  return {
    ...base,
    homeTeam: { ...base.homeTeam, players: [player('p1', 'Karim Haddad', 9), player('p2', 'Ali Srour', 4), player('p5', 'Sami Nader')] },
    awayTeam: { ...base.awayTeam, players: [player('p3', 'Omar Zein', 1)] },
    ...{
      clock: { period: 'second', runningSince: new Date(Date.now() - 90_000).toISOString(), elapsedSeconds: 300 },
      matchSettings: { periods: 2, periodMinutes: 20, clock: 'stopped' },
      cards: [
        { _id: 'c2', side: 'home', playerId: 'p1', kind: 'secondYellow', minute: 31, reason: null },
        { _id: 'c1', side: 'home', playerId: 'p1', kind: 'yellow', minute: 12, reason: 'Dissent' },
        { _id: 'c3', side: 'away', playerId: 'p3', kind: 'red', minute: 35, reason: null },
      ],
      fouls: { home: [3, 6], away: [2, 1] },
      timeouts: [{ side: 'away', half: 1, minute: 14 }],
      lineups: { home: [{ playerId: 'p1', shirt: 10 }, { playerId: 'p2' }], away: [{ playerId: 'p3', goalkeeper: true }] },
      ...extra,
    },
  } as GameDetail;
}

describe('the match report for fans', () => {
  it('shows the running clock with its period and minute, ticking from runningSince', () => {
    const report = readMatchReport(reported());
    renderWithApp(<ClockFace clock={report.clock!} settings={report.settings} />);
    // 300 s before it ran again plus 90 s since: 06:30 of the second half, minute 20 + 7.
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-label')).toBe('2nd half, minute 27, clock running');
    expect(timer.textContent).toContain('06:3');
  });

  it('lists the cards by minute with a shape and a letter, not colour alone', async () => {
    renderWithApp(<GameDetails game={reported()} />);
    const cards = await screen.findByRole('region', { name: 'Cards' });
    const rows = within(cards).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^12′YKarim HaddadYellow card/),
      expect.stringMatching(/^31′2YKarim HaddadSecond yellow card \(sent off\)/),
      expect.stringMatching(/^35′ROmar ZeinRed card/),
    ]);
    expect(
      within(cards)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Yellow card', 'Second yellow card (sent off)', 'Red card']);
  });

  it('gives the accumulated fouls per half, the 10 m kicks in words, and the timeouts', async () => {
    renderWithApp(<GameDetails game={reported()} />);
    const table = await screen.findByRole('table');
    const [, home, away] = within(table).getAllByRole('row');
    expect(home!.textContent).toBe('Tripoli Lions36 (10 m kicks)–');
    expect(away!.textContent).toBe("Beirut FC2114'");
  });

  it('shows only who played, with the shirt worn, the goalkeeper and their cards', async () => {
    renderWithApp(<Lineups game={reported()} />);
    const home = screen.getByRole('region', { name: /Tripoli Lions/ });
    expect(within(home).queryByText('Sami Nader')).toBeNull();
    expect(within(home).getByText('#10')).toBeTruthy();
    await within(home).findAllByRole('img');
    expect(
      within(home)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Yellow card', 'Second yellow card (sent off)']);
    const away = screen.getByRole('region', { name: /Beirut FC/ });
    expect((await within(away).findByLabelText('Goalkeeper')).textContent).toBe('GK');
  });

  it('shows nothing of a report the answer does not carry', () => {
    renderWithApp(<GameDetails game={gameDetail()} />);
    expect(screen.queryByRole('region', { name: 'Cards' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(readMatchReport({ clock: { period: 'later' }, cards: [{ kind: 'blue' }], fouls: { home: [1] } })).toMatchObject({
      clock: null,
      cards: [],
      fouls: null,
    });
  });
});
