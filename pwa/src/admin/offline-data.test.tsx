import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { db } from '../data/db';
import { loadAdminCatalogs } from '../i18n';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import ImportPage from './import/import-page';
import RankingsManagerPage from './rankings/rankings-manager-page';
import SchedulePage from './schedule/schedule-page';
import EventsPage from './setup/events-page';
import TeamsPage from './setup/teams-page';
import StandingsManagerPage from './standings/standings-manager-page';

const EVENT = '11111111-1111-4111-8111-111111111111';
const TEAM = '33333333-3333-4333-8333-333333333333';
const event: PublicEvent = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 1,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'League',
  startsOn: null,
  ageGroups: [],
};

const team = {
  _id: TEAM,
  teamId: TEAM,
  slug: 'tyre-cedars',
  name: 'Tyre Cedars',
  logo: null,
  location: null,
  coach: null,
  captain: null,
  teamSize: 12,
  ageGroup: null,
  event: { _id: EVENT, event: 'Cedar Cup', slug: 'cedar-cup', event_edition: 1 },
  players: [],
  playersCount: 0,
};

/** The server as an admin's phone reached it while it had signal. */
function online(url: string): Response {
  if (url.includes('/api/events?'))
    return json({ success: true, events: [event], pagination: { page: 1, limit: 100, total: 1, pages: 1 } });
  if (url.includes(`/api/events/${EVENT}/teams`)) return json({ success: true, teams: [team] });
  if (url.includes('/api/events/slug/')) return json({ success: true, event, groups: [], knockout: null });
  if (url.endsWith(`/api/events/${EVENT}`)) return json({ success: true, event });
  if (url.includes(`/api/events/${EVENT}/games?`)) return json({ success: true, games: [] });
  if (url.includes('/api/custom-rankings/')) return json({ success: true, rankings: [{ teamId: TEAM, position: 1, points: 7 }] });
  return json({ success: false, message: 'Please log in to continue', code: 'loginRequired' }, 401);
}

beforeEach(async () => {
  await loadAdminCatalogs();
  await db.responses.clear();
});
afterEach(() => vi.unstubAllGlobals());

async function chooseEvent() {
  const picker = await screen.findByRole('combobox', { name: 'Event' });
  await within(picker).findByRole('option', { name: /Cedar Cup/ });
  fireEvent.change(picker, { target: { value: EVENT } });
}

describe('admin screens offline', () => {
  it.each([
    ['Standings Manager', StandingsManagerPage],
    ['Event Management', EventsPage],
    ['Team Management', TeamsPage],
    ['Schedule', SchedulePage],
    ['Import', ImportPage],
  ])('%s says its data is not saved on this device yet on a phone that never opened it', async (_name, Page) => {
    mockFetch(() => networkDown());
    renderWithApp(<Page />);
    expect(await screen.findByText(/hasn't been saved on this device yet/)).toBeTruthy();
    expect(screen.queryByText(/Network error|Failed to (load|fetch)|could not be loaded/)).toBeNull();
  });

  it('Team Management opens with the teams it last showed', async () => {
    mockFetch(online);
    const first = renderWithApp(<TeamsPage />);
    await chooseEvent();
    expect(await screen.findByText('Tyre Cedars')).toBeTruthy();
    first.unmount();

    mockFetch(() => networkDown());
    renderWithApp(<TeamsPage />);
    await chooseEvent();
    expect(await screen.findByText('Tyre Cedars')).toBeTruthy();
    expect(screen.queryByText(/Failed to (load|fetch)|could not be loaded|saved on this device/)).toBeNull();
  });

  it('Schedule opens with the tournament it last showed', async () => {
    mockFetch(online);
    const first = renderWithApp(<SchedulePage />);
    expect(await screen.findByText(/This tournament has no pitches yet/)).toBeTruthy();
    first.unmount();

    mockFetch(() => networkDown());
    renderWithApp(<SchedulePage />);
    expect(await screen.findByText(/This tournament has no pitches yet/)).toBeTruthy();
    expect(screen.queryByText(/Failed to (load|fetch)|could not be loaded|saved on this device/)).toBeNull();
  });

  it('the Custom Rankings Manager opens with what they last showed once they were opened with signal', async () => {
    mockFetch(online);
    const first = renderWithApp(<RankingsManagerPage />);
    await chooseEvent();
    expect(await screen.findByDisplayValue('7')).toBeTruthy();
    first.unmount();

    mockFetch(() => networkDown());
    renderWithApp(<RankingsManagerPage />);
    await chooseEvent();
    expect(await screen.findByDisplayValue('7')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Team at position 1' }) as HTMLSelectElement).value).toBe(TEAM);
    expect(screen.queryByText(/Network error|saved on this device/)).toBeNull();
  });
});
