import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_NO_DATA } from '../../data/use-api';
import { GamesTab } from './games-tab';
import { RankingsTab } from './rankings-tab';
import { TeamsTab } from './teams-tab';

const offline = { status: 0, message: OFFLINE_NO_DATA };
const serverDown = { status: 503, message: 'Something went wrong on our side. Please try again.' };

describe('Event tabs with nothing to show', () => {
  it('tell an offline visitor the tab was never saved on this device', () => {
    const { unmount } = render(<TeamsTab teams={undefined} loading={false} error={offline} />);
    expect(screen.getByText(OFFLINE_NO_DATA)).toBeTruthy();
    unmount();
    // The games list keeps its filters in the address, so it lives under a router as on the page.
    render(
      <MemoryRouter>
        <GamesTab slug="cup" games={undefined} loading={false} error={offline} />
      </MemoryRouter>,
    );
    expect(screen.getByText(OFFLINE_NO_DATA)).toBeTruthy();
    expect(screen.queryByText('No upcoming games')).toBeNull();
  });

  it("use the spec's failure texts when the server fails", () => {
    const { unmount } = render(<TeamsTab teams={undefined} loading={false} error={serverDown} />);
    expect(screen.getByText('Failed to fetch teams')).toBeTruthy();
    unmount();
    render(<TeamsTab teams={[]} loading={false} error={null} />);
    expect(screen.getByText('No teams registered yet.')).toBeTruthy();
  });

  it('show rankings as empty when they fail, but say offline when there is no signal', () => {
    const props = { loading: false, refreshing: false, selected: 'goals' as const, onSelect: vi.fn(), onRefresh: vi.fn() };
    const { unmount } = render(<RankingsTab {...props} rankings={undefined} error={serverDown} />);
    expect(screen.getByText('No data available yet')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <RankingsTab {...props} rankings={undefined} error={offline} />
      </MemoryRouter>,
    );
    expect(screen.getByText(OFFLINE_NO_DATA)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Event Rankings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
