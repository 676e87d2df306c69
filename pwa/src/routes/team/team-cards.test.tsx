import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicTeam } from '@pitchside/shared';
import { STORED_USER_KEY } from '../../app/session';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import TeamPage from './team-page';
import { publicTeam } from '../event/event-fixtures';

function serve(team: PublicTeam, coachList: unknown = null) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me')
      return coachList
        ? json({ success: true, user: JSON.parse(localStorage.getItem(STORED_USER_KEY)!) })
        : json({ success: false, message: 'Please log in to continue' }, 401);
    if (coachList && path === `/api/events/${team.event._id}/suspensions`) return json(coachList);
    if (path === '/api/teams/t1') return json({ success: true, team });
    if (path === '/api/teams/by-teamId/club1/games') return json({ success: true, games: [] });
    if (path === '/api/teams/by-teamId/club1')
      return json({
        success: true,
        message: 'OK',
        teams: [team],
        events: [
          {
            ...team.event,
            eventId: team.event._id,
            eventName: team.event.event,
            eventEdition: team.event.event_edition,
            ageGroups: [team.ageGroup!],
          },
        ],
      });
    return json({ success: false, message: 'Not found' }, 404);
  });
}

const open = (query = '') =>
  renderWithApp(
    <Routes>
      <Route path="/teams/:teamId" element={<TeamPage />} />
    </Routes>,
    `/teams/t1${query}`,
  );

const player = (id: string, fullName: string) => ({ _id: id, fullName, playerId: null, portraitImage: null });

beforeEach(async () => {
  await db.responses.clear();
});
afterEach(() => {
  mockFetch(() => networkDown());
  localStorage.removeItem(STORED_USER_KEY);
});

const suspension = {
  playerId: 'p1',
  playerName: 'كريم حداد',
  gameId: 'g9',
  startTime: '2026-12-05T14:00:00.000Z',
  opponent: 'Sidon Stars',
  reason: 'redCard' as const,
};

describe('cards and suspensions on the team page', () => {
  it('counts the team’s yellow and red cards and says who is suspended for which game, and why', async () => {
    serve(
      publicTeam({
        yellowCards: 5,
        redCards: 1,
        suspensions: [
          {
            playerId: 'p1',
            playerName: 'كريم حداد',
            gameId: 'g9',
            startTime: '2026-12-05T14:00:00.000Z',
            opponent: 'Sidon Stars',
            reason: 'redCard',
          },
        ],
      }),
    );
    open();
    const section = await screen.findByRole('region', { name: 'Cards' });
    const value = (label: string) => within(section).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect([value('Yellow cards'), value('Red cards')]).toEqual(['5', '1']);
    const item = within(section).getByText('كريم حداد').closest('li')!;
    expect(within(item).getByText('كريم حداد').closest('bdi')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'كريم حداد' }).getAttribute('href')).toBe('/user/p1');
    const game = within(item).getByRole('link', { name: /Misses the game against/ });
    expect(game.textContent).toContain('Sidon Stars');
    expect(game.getAttribute('href')).toBe('/events/schools-futsal-cup/games/g9');
    expect(within(item).getByText('Sending-off')).toBeTruthy();
  });

  it('tells the team’s coach how many games each player still sits out', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...sampleUser, coachingTeams: ['t1'] }));
    serve(publicTeam({ suspensions: [suspension] }), {
      suspensions: [{ ...suspension, teamId: 't1', teamName: 'Tripoli Lions', gamesRemaining: 2, extended: true }],
    });
    open();
    expect(await screen.findByText('2 games left to sit out')).toBeTruthy();
  });

  it('says when nobody is suspended', async () => {
    serve(publicTeam({ suspensions: [] }));
    open();
    expect(await screen.findByText('No player is suspended.')).toBeTruthy();
  });

  it('shows each squad member’s cards by shape and count, named for screen readers', async () => {
    serve(
      publicTeam({
        players: [player('p1', 'Ali Srour'), player('p2', 'Omar Zein')],
        playersCount: 2,
        playerCards: [{ _id: 'p1', yellowCards: 2, redCards: 1 }],
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Squad' }));
    const ali = screen.getByRole('link', { name: /Ali Srour/ });
    expect(await within(ali).findByRole('img', { name: 'Yellow cards: 2' })).toBeTruthy();
    expect(within(ali).getByRole('img', { name: 'Red cards: 1' })).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Omar Zein/ })).queryByRole('img', { name: /cards/ })).toBeNull();
  });
});
