import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GamePitch, PublicEvent } from '@pitchside/shared';
import { activateLocale, loadAdminCatalogs } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { pastDayEnd } from './running-late';
import { ScheduleAllForm } from './schedule-all-form';
import type { ScheduleGame } from './schedule-api';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const EVENT = '11111111-1111-4111-8111-111111111111';
const ageGroup = (id: string, name: string, slug: string, stored: { slotMinutes?: number; minRestMinutes?: number } = {}) => ({
  _id: id,
  name,
  label: null,
  slug,
  stageType: 'Group Stage' as const,
  groupsCount: 2,
  teamsPerGroup: 4,
  advancingTeams: 2,
  knockoutTeams: 4,
  leagueTeams: 10,
  position: 0,
  ...stored,
});
const event = (ageGroups: PublicEvent['ageGroups']): PublicEvent => ({
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 2,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: '2026-11-21',
  ageGroups,
});
const P1: GamePitch = { _id: '44444444-4444-4444-8444-444444444441', name: 'Pitch 1', code: 'P1', venue: { _id: 'v', name: 'Hall' } };

function open(e: PublicEvent) {
  const bodies: Record<string, unknown>[] = [];
  mockFetch((_url, init) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return json(
      {
        success: false,
        code: 'scheduleDoesNotFit',
        message: '3 games do not fit on 2026-11-21 (Under 12): add a day, a pitch, or shorten slots',
        params: { count: 3, day: '2026-11-21', ageGroup: 'Under 12' },
        unplaced: 3,
        overflow: [{ ageGroup: 'u12', date: '2026-11-21', unplaced: 3 }],
      },
      400,
    );
  });
  render(<ScheduleAllForm event={e} pitches={[P1]} onScheduled={() => {}} />);
  return { bodies, form: screen.getByRole('form') };
}

describe('Schedule all: what the organiser rarely has to type', () => {
  it('starts from a 25-minute slot and a rest of one slot, which follows the slot until typed', async () => {
    await loadAdminCatalogs();
    const { bodies, form } = open(event([ageGroup('a1', 'Under 12', 'u12'), ageGroup('a2', 'Under 14', 'u14')]));
    const rest = within(form).getByRole('spinbutton', { name: 'Minimum rest between two games of a team (minutes)' }) as HTMLInputElement;
    expect(within(form).getByRole('spinbutton', { name: 'Slot length for Under 12 (minutes)' })).toHaveProperty('value', '25');
    expect(rest.value).toBe('25');
    expect(within(form).getByText('One slot unless you change it.')).toBeTruthy();

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Slot length for Under 14 (minutes)' }), { target: { value: '30' } });
    expect(rest.value).toBe('30');
    fireEvent.change(rest, { target: { value: '10' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Slot length for Under 14 (minutes)' }), { target: { value: '40' } });
    expect(rest.value).toBe('10');

    fireEvent.click(within(form).getByRole('button', { name: 'Schedule all' }));
    await within(form).findByRole('alert');
    expect(bodies[0]).toMatchObject({ slotMinutes: { u12: 25, u14: 40 }, minRestMinutes: 10, days: [{ date: '2026-11-21' }] });
  });

  it('starts from what the last Schedule all of each age group used', async () => {
    await loadAdminCatalogs();
    const { form } = open(event([ageGroup('a1', 'Under 12', 'u12', { slotMinutes: 35, minRestMinutes: 15 })]));
    expect(within(form).getByRole('spinbutton', { name: 'Slot length for Under 12 (minutes)' })).toHaveProperty('value', '35');
    expect(within(form).getByRole('spinbutton', { name: 'Minimum rest between two games of a team (minutes)' })).toHaveProperty(
      'value',
      '15',
    );
  });

  it('names the day that is too short in the reader’s language', async () => {
    await activateLocale('fr');
    await loadAdminCatalogs();
    const { form } = open(event([ageGroup('a1', 'Under 12', 'u12')]));
    fireEvent.click(within(form).getByRole('button', { name: 'Tout programmer' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('3 matchs ne tiennent pas le samedi 21 novembre (Under 12)');
  });
});

describe('Running late: does the day end later?', () => {
  const game = (id: string, pitch: string, startTime: string, status: ScheduleGame['status'] = 'Upcoming') =>
    ({ _id: id, status, startTime, pitch: { ...P1, _id: pitch }, ageGroup: { _id: 'a1' } }) as unknown as ScheduleGame;
  // Beirut is UTC+2 on 21 November: 07:00 UTC is 09:00.
  const games = [
    game('g1', 'p1', '2026-11-21T07:00:00.000Z'),
    game('g2', 'p1', '2026-11-21T07:30:00.000Z'),
    game('g3', 'p2', '2026-11-21T07:00:00.000Z'),
    game('g4', 'p2', '2026-11-21T08:30:00.000Z'),
  ];
  const slot = () => 25;

  it('warns when the pitch’s last game would end after the day’s last game', () => {
    expect(pastDayEnd(games, 'p2', '2026-11-21', 5, slot)).toEqual({
      end: Date.parse('2026-11-21T09:00:00.000Z'),
      dayEnd: Date.parse('2026-11-21T08:55:00.000Z'),
    });
  });

  it('stays quiet while the delay fits before the day’s end, and for a pitch with nothing left to move', () => {
    expect(pastDayEnd(games, 'p1', '2026-11-21', 60, slot)).toBeNull();
    const done = games.map((g) => (g.pitch?._id === 'p2' ? { ...g, status: 'completed' as const } : g));
    expect(pastDayEnd(done, 'p2', '2026-11-21', 15, slot)).toBeNull();
    expect(pastDayEnd(games, 'p2', '2026-11-22', 15, slot)).toBeNull();
  });

  it('counts a knockout game placed before its teams are known as the day’s end', () => {
    const final = { startTime: '2026-11-21T09:30:00.000Z', status: 'Upcoming', pitch: { _id: 'p1' } };
    expect(pastDayEnd([...games, final], 'p2', '2026-11-21', 15, slot)).toBeNull();
  });
});
