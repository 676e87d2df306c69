import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FairPlayEntry } from '@pitchside/shared';
import { renderWithApp } from '../../test/render';
import { RankingsTab } from './rankings-tab';

const entry = (rank: number, name: string, cards: [number, number, number], points: number): FairPlayEntry => ({
  _id: `t-${name}`,
  rank,
  name,
  slug: name.toLowerCase(),
  logo: null,
  games: 3,
  yellow: cards[0],
  secondYellow: cards[1],
  red: cards[2],
  points,
});

const tab = (rankings: Parameters<typeof RankingsTab>[0]['rankings'], selected: string | null, onSelect = vi.fn()) =>
  renderWithApp(
    <RankingsTab
      rankings={rankings}
      loading={false}
      error={null}
      refreshing={false}
      selected={selected}
      onSelect={onSelect}
      onRefresh={() => {}}
    />,
  );

describe('the Fair Play table on the Rankings tab', () => {
  it('ranks teams by fair-play points, each card kind named and not told by colour alone', () => {
    tab(
      {
        goals: [],
        wins: [],
        fairPlay: [entry(1, 'Atlas', [0, 0, 0], 0), entry(2, 'نسور صيدا', [2, 1, 0], -5), entry(2, 'Phoenix', [1, 0, 1], -5)],
      },
      'fairPlay',
    );
    expect(screen.getByRole('tab', { name: 'Fair Play' }).getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table', { name: 'Fair Play table' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => within(h).queryByRole('img')?.getAttribute('aria-label') ?? h.textContent);
    expect(headers).toEqual(['#', 'Team', 'Games', 'Yellow card', 'Second yellow card (sent off)', 'Red card', 'Points']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['1', '3', '0', '0', '0', '0'],
      ['2', '3', '2', '1', '0', '-5'],
      ['2', '3', '1', '0', '1', '-5'],
    ]);
    const team = screen.getByRole('rowheader', { name: /نسور صيدا/ });
    // A name in another script keeps its own direction, and leads to the team's page.
    expect(within(team).getByText('نسور صيدا').closest('bdi')).toBeTruthy();
    expect(within(team).getByRole('link').getAttribute('href')).toBe('/teams/t-نسور صيدا');
    expect(screen.getByText(/yellow -1, second yellow -3, red -4, yellow then red -5/)).toBeTruthy();
  });

  it('says so when no game has been completed, also for an answer saved before the table existed', () => {
    tab({ goals: [], wins: [] }, 'fairPlay');
    expect(screen.getByText('No completed game yet.')).toBeTruthy();
  });

  it('is reached from the list tabs, the top scorers staying the default', () => {
    const onSelect = vi.fn();
    tab({ goals: [], wins: [], fairPlay: [] }, null, onSelect);
    expect(screen.getByRole('tab', { name: 'Top Scorers' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Fair Play' }));
    expect(onSelect).toHaveBeenCalledWith('fairPlay');
  });
});
