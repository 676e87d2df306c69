import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suspensionDecisionSchema, type PublicEvent } from '@pitchside/shared';
import { STORED_USER_KEY } from '../../app/session';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import SuspensionsPage from './suspensions-page';

const EVENT = '11111111-1111-4111-8111-111111111111';
const PLAYER = '22222222-2222-4222-8222-222222222222';
const GAME = '33333333-3333-4333-8333-333333333333';
const ageGroup = (id: string, name: string, slug: string) => ({
  _id: id,
  name,
  label: null,
  slug,
  stageType: 'Group Stage' as const,
  groupsCount: 2,
  teamsPerGroup: 4,
  advancingTeams: 2,
  knockoutTeams: 4,
  leagueTeams: 8,
  position: 0,
});
const event: PublicEvent = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 2,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [
    ageGroup('44444444-4444-4444-8444-444444444444', 'U12', 'u12'),
    ageGroup('55555555-5555-4555-8555-555555555555', 'U14', 'u14'),
  ],
};
const row = {
  playerId: PLAYER,
  playerName: 'كريم حداد',
  teamId: '66666666-6666-4666-8666-666666666666',
  teamName: 'Tyre Cedars',
  gameId: GAME,
  startTime: '2026-12-05T14:00:00.000Z',
  reason: 'redCard',
  gamesRemaining: 1,
  extended: false,
};

let puts: { url: string; body: unknown }[];
let lifted: boolean;
beforeEach(() => {
  puts = [];
  lifted = false;
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...sampleUser, isAdmin: true }));
  mockFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: true, user: JSON.parse(localStorage.getItem(STORED_USER_KEY)!) });
    if (url.startsWith('/api/events?')) return json({ success: true, events: [event] });
    if (url === `/api/events/${EVENT}/suspensions?ageGroup=u12`) return json({ suspensions: lifted ? [] : [row] });
    if (url === `/api/events/${EVENT}/suspensions?ageGroup=u14`) return json({ suspensions: [] });
    if (init.method === 'PUT') {
      puts.push({ url, body: JSON.parse(String(init.body)) });
      lifted = true;
      return json({ success: true, message: 'Suspension lifted', suspensions: [] });
    }
    return json({ success: false, message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(STORED_USER_KEY);
});

const open = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin/events/:eventId/suspensions" element={<SuspensionsPage />} />
    </Routes>,
    `/admin/events/${EVENT}/suspensions`,
  );

describe('Suspensions screen', () => {
  it('lists who is suspended for which game in the chosen age group, the name kept in its own direction', async () => {
    open();
    const item = (await screen.findByText('كريم حداد')).closest('li')!;
    expect(item.querySelector('bdi')?.textContent).toBe('كريم حداد');
    expect(within(item).getByText('Tyre Cedars')).toBeTruthy();
    expect(within(item).getByText(/Sent off/).textContent).toContain('1 game left');
    fireEvent.change(screen.getByLabelText('Age group'), { target: { value: 'u14' } });
    expect(await screen.findByText('No player is suspended for a coming game.')).toBeTruthy();
  });

  it('asks a reason before lifting, sends the decision for that game, and lists the age group again', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Lift the suspension of/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    const reason = within(dialog).getByLabelText(/Reason/);
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(puts).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Appeal upheld by the league' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('No player is suspended for a coming game.')).toBeTruthy();
    expect(puts).toEqual([
      { url: `/api/events/${EVENT}/suspensions/${PLAYER}`, body: { gameId: GAME, action: 'lift', reason: 'Appeal upheld by the league' } },
    ]);
    // What the screen sends is what the server takes.
    expect(suspensionDecisionSchema.safeParse(puts[0]!.body).success).toBe(true);
  });

  it('extends by a number of games with a reason', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Extend the suspension of/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Further games'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Struck an opponent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend suspension' }));
    await screen.findByText('No player is suspended for a coming game.');
    expect(puts.map((p) => p.body)).toEqual([{ gameId: GAME, action: 'extend', games: 2, reason: 'Struck an opponent' }]);
  });

  it('shows nothing of an event the person does not run', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(sampleUser));
    open();
    expect(await screen.findByText('This event was not found.')).toBeTruthy();
    expect(screen.queryByText('كريم حداد')).toBeNull();
  });
});
