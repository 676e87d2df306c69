import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layoutBracket, type BracketFixtureInput, type BracketTeam } from '@pitchside/shared';
import { KnockoutBracket } from './knockout-bracket';

const teams = new Map<string, BracketTeam>(
  [
    ['a', 'Tripoli Lions'],
    ['b', 'Beirut FC'],
    ['c', 'Tyre Cedars'],
    ['d', 'Sidon Stars'],
  ].map(([id, name]) => [id!, { id: id!, name: name!, logo: null }]),
);
const played = (homeGoals: number, awayGoals: number) => ({
  status: 'completed',
  homeGoals,
  awayGoals,
  homePenalties: null,
  awayPenalties: null,
});
const fixtures: BracketFixtureInput[] = [
  { roundSize: 4, position: 0, homeTeamId: 'a', awayTeamId: 'b', gameId: 'sf1', game: played(2, 0) },
  { roundSize: 4, position: 1, homeTeamId: 'c', awayTeamId: 'd', gameId: 'sf2', game: played(0, 1) },
  { roundSize: 2, position: 0, homeTeamId: 'a', awayTeamId: 'd', gameId: 'final', game: played(3, 1) },
  { roundSize: 2, position: 1, homeTeamId: null, awayTeamId: null, gameId: 'third', game: played(1, 2) },
];

describe('the public bracket', () => {
  it('shows the third-place match beside the Final, linked to its game', () => {
    render(
      <MemoryRouter>
        <KnockoutBracket slug="cedar-cup" bracket={layoutBracket(fixtures, teams)} />
      </MemoryRouter>,
    );
    const third = screen.getByRole('region', { name: 'Third place' });
    const link = within(third).getByRole('link');
    expect(link.getAttribute('href')).toBe('/events/cedar-cup/games/third');
    expect(link.textContent).toContain('Beirut FC');
    expect(link.textContent).toContain('Tyre Cedars');
    expect(within(third).getByText('2').closest('.is-winner')?.textContent).toContain('Tyre Cedars');
    // Not by its shading alone: the winner is said in words too.
    expect(within(third).getByText('2').closest('.is-winner')?.textContent).toContain('(winner)');
    expect(screen.getByLabelText('Champion: Tripoli Lions')).toBeTruthy();
  });
});
