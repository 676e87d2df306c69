import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '@pitchside/shared';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { CreateGameForm } from './create-game-form';

const zone = process.env.TZ;
const EVENT = '0b6f3a52-4c1e-4d57-9a43-1f5c2d7e8a01';
const HOME = '5a1c9e2b-7d34-4f8a-b6e1-2c3d4e5f6a71';
const AWAY = '9c2d4e6f-1a3b-4c5d-8e7f-0a1b2c3d4e82';
const teams = [
  { id: HOME, label: 'Tyre Cedars' },
  { id: AWAY, label: 'Zahle Lions' },
];

/** The refusal a screen reader reads after the field's name. */
const reason = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
afterEach(() => {
  process.env.TZ = zone;
  vi.unstubAllGlobals();
});

describe('Create Game', () => {
  it.each([
    ['New York', 'America/New_York', '2026-11-21T18:00', '2026-11-21T16:00:00.000Z'],
    ['Tokyo', 'Asia/Tokyo', '2026-11-21T18:00', '2026-11-21T16:00:00.000Z'],
    // Summer time in Beirut (UTC+3), while New York is on its own summer time.
    ['New York, in summer', 'America/New_York', '2026-07-04T18:00', '2026-07-04T15:00:00.000Z'],
  ])('reads the start time as Beirut time on a device set to %s', async (_where, tz, typed, saved) => {
    process.env.TZ = tz;
    let body: Record<string, unknown> | null = null;
    mockFetch((url, init) => {
      if (url.endsWith('/games') && init?.method === 'POST') {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json({ success: true, game: { _id: 'g1' } }, 201);
      }
      return json({ success: false, message: 'Please log in to continue' }, 401);
    });
    renderWithApp(<CreateGameForm eventId={EVENT} teams={teams} onCreated={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Home team'), { target: { value: HOME } });
    fireEvent.change(screen.getByLabelText('Away team'), { target: { value: AWAY } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    await vi.waitFor(() => expect(body).not.toBeNull());
    expect(body!.startTime).toBe(saved);
  });

  it('refuses a missing away team beside its field, before sending', async () => {
    const fetch = mockFetch(() => json({ success: true, game: { _id: 'g1' } }, 201));
    renderWithApp(<CreateGameForm eventId={EVENT} teams={teams} onCreated={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Home team'), { target: { value: HOME } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    const away = screen.getByLabelText('Away team');
    await vi.waitFor(() => expect(away.getAttribute('aria-invalid')).toBe('true'));
    expect(reason(away)).toBe(messageText('selectBothTeams'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal of the round beside it", async () => {
    const refusal = messageText('fieldTooLong', { label: 'Round', max: 100 });
    mockFetch((url, init) =>
      url.endsWith('/games') && init?.method === 'POST'
        ? json(
            {
              success: false,
              code: 'fieldTooLong',
              message: refusal,
              issues: [{ path: 'round', code: 'fieldTooLong', params: { label: 'Round', max: 100 }, message: refusal }],
            },
            400,
          )
        : json({ success: false, message: 'Please log in to continue' }, 401),
    );
    const created = vi.fn();
    renderWithApp(<CreateGameForm eventId={EVENT} teams={teams} onCreated={created} />);
    fireEvent.change(screen.getByLabelText('Home team'), { target: { value: HOME } });
    fireEvent.change(screen.getByLabelText('Away team'), { target: { value: AWAY } });
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'Final' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    const round = screen.getByLabelText('Round');
    await vi.waitFor(() => expect(round.getAttribute('aria-invalid')).toBe('true'));
    expect(reason(round)).toBe(refusal);
    expect(created).not.toHaveBeenCalled();
  });
});
