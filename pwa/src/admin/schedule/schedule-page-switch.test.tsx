import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { activateLocale } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import SchedulePage from './schedule-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const BIG = '11111111-1111-4111-8111-111111111111';
const CUP = '22222222-2222-4222-8222-222222222222';

const edition = (id: string, name: string, venues: PublicEvent['venues']): PublicEvent => ({
  _id: id,
  event: name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  event_edition: 1,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  venues,
  ageGroups: [],
});

const big = edition(BIG, 'Schools Cup', []);
const cup = edition(CUP, 'Saturday Cup', [
  {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Sports City',
    address: null,
    pitches: [
      { _id: '44444444-4444-4444-8444-444444444441', name: 'Pitch 1', code: 'P1' },
      { _id: '44444444-4444-4444-8444-444444444442', name: 'Pitch 2', code: 'P2' },
    ],
  },
]);

describe('the schedule screen', () => {
  it('shows the tournament picked, even when the one shown first answers after it', async () => {
    // The first tournament (a big one) answers slowly; the organiser picks another meanwhile.
    let answerBig: () => void = () => undefined;
    const bigAnswered = new Promise<void>((resolve) => (answerBig = resolve));
    mockFetch(async (url) => {
      if (url.startsWith('/api/events?')) return json({ success: true, events: [big, cup] });
      if (url.startsWith(`/api/events/${BIG}`)) {
        await bigAnswered;
        return url === `/api/events/${BIG}` ? json({ success: true, event: big }) : json({ success: true, games: [] });
      }
      if (url === `/api/events/${CUP}`) return json({ success: true, event: cup });
      if (url.startsWith(`/api/events/${CUP}/games?`)) return json({ success: true, games: [] });
      // The event page's bracket, where knockout games still waiting for their teams are placed: none here.
      if (url.startsWith('/api/events/slug/')) return json({ success: true, activeKnockoutStage: null });
      return json({ success: false, message: 'not found' }, 404);
    });
    render(
      <MemoryRouter initialEntries={['/admin/schedule']}>
        <SchedulePage />
      </MemoryRouter>,
    );
    const picker = await screen.findByRole('combobox', { name: 'Tournament' });
    await screen.findByRole('option', { name: 'Saturday Cup (1st)' });
    fireEvent.change(picker, { target: { value: CUP } });
    expect(await screen.findByText('2 pitches')).toBeTruthy();

    await act(async () => {
      answerBig();
      await bigAnswered;
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByText('2 pitches')).toBeTruthy();
    expect(screen.queryByText('This tournament has no pitches yet: add a venue and its pitches in Event Management.')).toBeNull();
  });
});
