import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameClock } from './game-clock';

describe("the board's clock slot", () => {
  it('shows the running minute of a game carrying a match clock, then half time', async () => {
    const runningSince = new Date(Date.now() - 7.5 * 60_000).toISOString();
    const { unmount } = render(
      <GameClock game={{ status: 'live', startTime: null, clock: { period: 'second', runningSince, elapsedSeconds: 0 } }} />,
    );
    // Seven and a half minutes into the second half of two 20-minute halves: the 28th minute.
    expect(await screen.findByText("2nd half 28'")).toBeTruthy();
    unmount();
    render(
      <GameClock game={{ status: 'live', startTime: null, clock: { period: 'halfTime', runningSince: null, elapsedSeconds: 1200 } }} />,
    );
    expect(await screen.findByText('Half time')).toBeTruthy();
  });

  it('without a match clock shows the status and the kick-off time in Beirut', () => {
    render(<GameClock game={{ status: 'live', startTime: '2026-05-01T10:00:00Z' }} />);
    expect(screen.getByText('Live · Kick-off 13:00')).toBeTruthy();
  });
});
