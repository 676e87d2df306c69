import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { gameDetail } from '../../routes/event/event-fixtures';
import { Scoreboard } from './scoreboard';

afterEach(cleanup);

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('Scoreboard', () => {
  it('reads out a new score and a new status politely, but not what the page showed on opening', () => {
    const live = gameDetail({ status: 'live', homeScore: 1, awayScore: 0 });
    const { container, rerender } = render(
      <MemoryRouter>
        <Scoreboard game={live} />
      </MemoryRouter>,
    );
    expect(liveRegion(container).textContent).toBe('');
    rerender(
      <MemoryRouter>
        <Scoreboard game={{ ...live, homeScore: 2 }} />
      </MemoryRouter>,
    );
    const home = live.homeTeam.name;
    const away = live.awayTeam.name;
    expect(liveRegion(container).textContent).toBe(`Live. ${home} 2, ${away} 0`);
    rerender(
      <MemoryRouter>
        <Scoreboard game={{ ...live, homeScore: 2, status: 'completed' }} />
      </MemoryRouter>,
    );
    expect(liveRegion(container).textContent).toBe(`Full Time. ${home} 2, ${away} 0`);
  });
});
