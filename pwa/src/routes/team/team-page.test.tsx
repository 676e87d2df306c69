import { isolate } from '@pitchside/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicTeam, TeamGameResult } from '@pitchside/shared';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import TeamPage from './team-page';
import { publicTeam } from '../event/event-fixtures';

const result = (id: string, r: 'W' | 'D' | 'L', opponent: string): TeamGameResult => ({
  _id: id,
  id,
  result: r,
  opponent,
  opponentId: `o-${id}`,
  opponentLogo: null,
  goalsFor: 2,
  goalsAgainst: 1,
  penaltiesFor: null,
  penaltiesAgainst: null,
  isHome: true,
  status: 'completed',
  startTime: '2026-05-01T10:00:00Z',
  round: 'Group A',
  event: { _id: 'ev3', event: 'Schools Futsal Cup', slug: 'schools-futsal-cup', event_edition: 3 },
  ageGroup: null,
  teamId: 't1',
});

function serve(team: PublicTeam | Response, games: TeamGameResult[] = []) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    // The spec's games list links a team by its slug: the same team answers.
    if (path === '/api/teams/t1' || path === '/api/teams/tripoli-lions')
      return team instanceof Response ? team : json({ success: true, team });
    if (path === '/api/teams/by-teamId/club1/games') return json({ success: true, games });
    if (path === '/api/teams/by-teamId/club1' && !(team instanceof Response)) {
      const ag = team.ageGroup!;
      return json({
        success: true,
        message: 'OK',
        teams: [team],
        events: [
          { ...team.event, eventId: team.event._id, eventName: team.event.event, eventEdition: team.event.event_edition, ageGroups: [ag] },
        ],
      });
    }
    return json({ success: false, message: 'Not found' }, 404);
  });
}

function open(query = '', id = 't1') {
  return renderWithApp(
    <Routes>
      <Route path="/teams/:teamId" element={<TeamPage />} />
    </Routes>,
    `/teams/${id}${query}`,
  );
}

beforeEach(async () => {
  await db.responses.clear();
});
afterEach(() => {
  mockFetch(() => networkDown());
});

describe('Team page', () => {
  it('shows the loading text, then the team with placeholders for what is missing', async () => {
    serve(publicTeam());
    open();
    expect(screen.getByText('Loading team profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tripoli Lions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    expect(screen.getByText('Not specified')).toBeTruthy();
    expect(screen.getAllByText('Not assigned')).toHaveLength(2);
  });

  it('says No team found. for an unknown team and Failed to load team otherwise', async () => {
    serve(json({ success: false, message: 'Team not found' }, 404));
    const first = open();
    expect(await screen.findByText('No team found.')).toBeTruthy();
    first.unmount();
    await db.responses.clear();
    serve(json({ success: false, message: 'boom' }, 500));
    open();
    expect(await screen.findByText('Failed to load team')).toBeTruthy();
  });

  it('always shows ten slots in Last 10 Games, and the record titled by the selection', async () => {
    serve(
      publicTeam({
        coach: { _id: 'c', fullName: 'Ramzi Yammine' },
        games_played: 3,
        wins: 2,
        draws: 1,
        goals_scored: 7,
        goals_conceided: 4,
      }),
      [result('g1', 'W', 'Beirut FC'), result('g2', 'D', 'Tyre Cedars'), result('g3', 'L', 'Sidon Stars')],
    );
    open();
    expect(await screen.findByText('Ramzi Yammine')).toBeTruthy();
    const strip = screen.getByRole('region', { name: 'Last 10 Games' });
    await within(strip).findByRole('link', { name: /Win against Beirut FC/ });
    expect(strip.querySelectorAll('li')).toHaveLength(10);
    expect(within(strip).getAllByRole('link')).toHaveLength(3);
    expect(
      within(strip)
        .getByRole('link', { name: /Loss against Sidon Stars/ })
        .getAttribute('href'),
    ).toBe('/events/schools-futsal-cup/games/g3');

    const stats = await screen.findByRole('region', { name: 'Schools Futsal Cup - 3rd Edition (Under 12)' });
    const value = (label: string) => within(stats).getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect([value('Games'), value('Wins'), value('Draws'), value('Losses'), value('Goals Scored'), value('Goals Conceded')]).toEqual([
      '3',
      '2',
      '1',
      '0',
      '7',
      '4',
    ]);
    expect((await screen.findByLabelText('Event edition')) as HTMLSelectElement).toBeTruthy();
    expect(((await screen.findByLabelText('Age group')) as HTMLSelectElement).value).toBe('u12');
  });

  it('lists the squad linking to player profiles, or says no players are listed', async () => {
    serve(publicTeam({ players: [{ _id: 'p1', fullName: 'Ali Srour', playerId: 1355, portraitImage: null }] }));
    const first = open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Squad' }));
    expect(screen.getByRole('link', { name: /Ali Srour/ }).getAttribute('href')).toBe('/user/p1');
    expect(screen.getByText('Player ID: 1355')).toBeTruthy();
    first.unmount();
    await db.responses.clear();
    serve(publicTeam());
    open('?tab=squad');
    expect(await screen.findByText('No players listed for this team.')).toBeTruthy();
  });

  it('opens from a /teams/{teamSlug} link as the games list uses it', async () => {
    serve(publicTeam());
    open('', 'tripoli-lions');
    expect(await screen.findByRole('heading', { name: 'Tripoli Lions' })).toBeTruthy();
  });

  it('writes a shoot-out in Last 10 Games as every screen does: 2-2 (3-1 pens)', async () => {
    serve(publicTeam(), [{ ...result('g1', 'W', 'Sidon Stars'), goalsFor: 2, goalsAgainst: 2, penaltiesFor: 3, penaltiesAgainst: 1 }]);
    open();
    const strip = await screen.findByRole('region', { name: 'Last 10 Games' });
    expect(
      await within(strip).findByRole('link', { name: `Win against Sidon Stars, 2-2 (${isolate(3)}-${isolate(1)} pens)` }),
    ).toBeTruthy();
  });
});
