import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { CreateGameForm } from './create-game-form';

const zone = process.env.TZ;
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
    const teams = [
      { id: 'h', label: 'Tyre Cedars' },
      { id: 'a', label: 'Zahle Lions' },
    ];
    renderWithApp(<CreateGameForm eventId="e1" teams={teams} onCreated={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Home team'), { target: { value: 'h' } });
    fireEvent.change(screen.getByLabelText('Away team'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    await vi.waitFor(() => expect(body).not.toBeNull());
    expect(body!.startTime).toBe(saved);
  });
});
