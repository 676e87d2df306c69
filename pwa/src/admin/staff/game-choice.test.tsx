import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreLinkCreateSchema, staffListSchema, type PublicEvent } from '@pitchside/shared';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { ScoreLinks } from './score-links';
import { StaffEditor } from './staff-editor';

afterEach(() => vi.unstubAllGlobals());

const EVENT = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const SAMI = '44444444-4444-4444-8444-444444444444';
const EARLY = '77777777-7777-4777-8777-777777777777';
const LATE = '88888888-8888-4888-8888-888888888888';

const event = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 2,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [],
  venues: [{ _id: '66666666-6666-4666-8666-666666666666', name: 'Saida Hall', pitches: [{ _id: P2, name: 'Pitch 2', code: 'P2' }] }],
} as PublicEvent;

const team = (name: string, n: number) => ({ _id: `9999999${n}-9999-4999-8999-999999999999`, name, logo: null, slug: `t${n}` });
// Listed by the server out of order: the choice lists them by kick-off.
const games = [
  {
    _id: LATE,
    startTime: '2026-11-28T12:30:00.000Z',
    pitch: { _id: P2, name: 'Pitch 2', code: 'P2', venue: { _id: 'v', name: 'Saida Hall' } },
    homeTeam: team('نمور الأشرفية', 1),
    awayTeam: team('Phoenix', 2),
  },
  { _id: EARLY, startTime: '2026-11-28T08:00:00.000Z', pitch: null, homeTeam: team('Cedars', 3), awayTeam: team('Lions', 4) },
];

const routes = (url: string, init: RequestInit) => {
  if (url.startsWith(`/api/events/${EVENT}/games?`)) return json({ success: true, games });
  if (url === `/api/events/${EVENT}/score-links` && init.method !== 'POST') return json({ success: true, links: [] });
  if (init.method === 'PUT') return json({ success: true });
  if (init.method === 'POST')
    return json(
      {
        success: true,
        link: { _id: SAMI, url: 'https://pitchside.example/score/x', label: 'Final', validUntil: '2099-01-01T00:00:00.000Z' },
      },
      201,
    );
  return networkDown();
};
const sent = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method).map(([, init]) => JSON.parse(String(init!.body)));

describe('choosing the games of a scorer or a link', () => {
  it('lists the edition’s games by Beirut time with pitch and teams, and saves a scorer limited to one of them', async () => {
    const fetch = mockFetch(routes);
    render(
      <StaffEditor
        event={event}
        initial={[{ userId: SAMI, fullName: 'Sami Khoury', role: 'scorer', scope: {}, editions: 'this', reviewRegistrations: false }]}
        series
        mayGrantReview
        onSaved={() => {}}
      />,
    );
    fireEvent.click(await screen.findByText('Choose games'));
    const boxes = screen.getAllByRole('checkbox').filter((b) => b.closest('.staff-games'));
    // 08:00 UTC is 10:00 in Beirut in November; the unplaced game comes first, by time.
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/10:00.*Cedars – Lions/),
      expect.stringMatching(/14:30 · Pitch 2 · نمور الأشرفية – Phoenix/),
    ]);
    // Team names keep their own direction.
    expect(screen.getByText('نمور الأشرفية').closest('bdi')).toBeTruthy();
    fireEvent.click(boxes[1]!);
    expect(screen.getByText('Only 1 chosen game')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save staff' }));
    expect(await screen.findByText(/Staff saved/)).toBeTruthy();
    const body = sent(fetch, 'PUT')[0];
    expect(body).toEqual({ staff: [{ userId: SAMI, role: 'scorer', scope: { games: [LATE] } }] });
    expect(staffListSchema.safeParse(body).success).toBe(true);
  });

  it('makes a score-entry link for a chosen game', async () => {
    const fetch = mockFetch(routes);
    render(<ScoreLinks event={event} />);
    fireEvent.change(await screen.findByLabelText(/^Label/), { target: { value: 'Final' } });
    fireEvent.click(await screen.findByText('Choose games'));
    const early = screen.getByText('Lions').closest('label')!;
    fireEvent.click(within(early).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByLabelText('Link address')).toBeTruthy();
    const body = sent(fetch, 'POST')[0];
    expect(body.games).toEqual([EARLY]);
    expect(body.pitches).toBeUndefined();
    expect(scoreLinkCreateSchema.safeParse(body).success).toBe(true);
  });
});
