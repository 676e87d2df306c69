import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { EventHistory } from './event-history';

afterEach(() => vi.unstubAllGlobals());

const EVENT = '11111111-1111-4111-8111-111111111111';

describe("Staff screen: the event's history", () => {
  it('lists who changed what, with their role and link, once asked for', async () => {
    const fetch = mockFetch((url) =>
      url === `/api/events/${EVENT}/history`
        ? json({
            success: true,
            entries: [
              {
                id: 'g2',
                at: '2026-11-28T10:05:00.000Z',
                action: 'goal.add',
                user: { id: 'u1', name: 'رانيا', role: 'scorer', link: 'Pitch 2 Saturday' },
                game: {
                  _id: 'g',
                  home: 'Cedars',
                  away: 'Phoenix',
                  change: { kind: 'goalAdded', side: 'home', minute: 12, scorerName: 'Karim', assistName: null },
                },
              },
              {
                id: 'a1',
                at: '2026-11-28T09:00:00.000Z',
                action: 'team.update',
                entity: 'team',
                user: { id: 'u2', name: 'Maya Organiser', role: 'organiser', link: null },
              },
            ],
          })
        : networkDown(),
    );
    render(<EventHistory eventId={EVENT} />);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show the history' }));
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const [goal, team] = within(list).getAllByRole('listitem');
    expect(goal!.textContent).toMatch(/رانيا \(scorer, link Pitch 2 Saturday\) · Cedars – Phoenix: Goal added/);
    // Names typed by people keep their own direction.
    expect(within(goal!).getByText('رانيا').closest('bdi')).toBeTruthy();
    expect(team!.textContent).toMatch(/Maya Organiser \(organiser\) · Changed a team/);
  });

  it('says when the history cannot be loaded', async () => {
    mockFetch(() => networkDown());
    render(<EventHistory eventId={EVENT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the history' }));
    expect(await screen.findByText(/Could not load the history/)).toBeTruthy();
  });
});
