import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicAgeGroup } from '@pitchside/shared';
import { loadAdminCatalogs } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { GroupStageEditor } from './group-stage-editor';
import type { ScopeTeam } from './use-scope';

afterEach(() => vi.unstubAllGlobals());

const ageGroup: PublicAgeGroup = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Under 12',
  label: null,
  slug: 'under-12',
  stageType: 'Group Stage',
  groupsCount: 2,
  teamsPerGroup: 4,
  advancingTeams: 2,
  knockoutTeams: 4,
  leagueTeams: 10,
  position: 0,
};
const teams: ScopeTeam[] = Array.from({ length: 8 }, (_, i) => ({
  _id: `00000000-0000-4000-8000-00000000000${i}`,
  name: `Team ${i + 1}`,
  logo: null,
}));

describe('Standings Manager: the group draw', () => {
  it('cannot draw or save before the age group’s teams have arrived, then fills every slot once', async () => {
    await loadAdminCatalogs();
    vi.stubGlobal('confirm', () => true);
    const props = {
      eventId: '11111111-1111-4111-8111-111111111111',
      slug: 'under-12',
      ageGroup,
      page: null,
      flash: { message: null, show: vi.fn(), clear: vi.fn() },
      onSaved: () => {},
    };
    const { rerender } = render(<GroupStageEditor {...props} teams={[]} loaded={false} />);
    expect(screen.getByRole('button', { name: 'Auto-Assign Teams' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save All' })).toHaveProperty('disabled', true);

    rerender(<GroupStageEditor {...props} teams={teams} loaded />);
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Assign Teams' }));
    const chosen = ['Group A', 'Group B'].flatMap((g) =>
      within(screen.getByRole('group', { name: g }))
        .getAllByRole('combobox')
        .map((s) => (s as HTMLSelectElement).value),
    );
    expect(chosen.filter(Boolean).sort()).toEqual(teams.map((x) => x._id).sort());
    expect(props.flash.show).not.toHaveBeenCalled();
  });
});

describe('Standings Manager: re-drawing after fixtures exist', () => {
  const removed = (id: string, home: number, away: number, played: boolean, goals = [0, 0]) => ({
    _id: id,
    round: 'Group A',
    group: 'Group A',
    homeTeam: { _id: teams[home]!._id, name: teams[home]!.name },
    awayTeam: { _id: teams[away]!._id, name: teams[away]!.name },
    status: played ? ('completed' as const) : ('Upcoming' as const),
    startTime: null,
    homeGoals: goals[0]!,
    awayGoals: goals[1]!,
    played,
    reason: 'apart' as const,
  });

  it('shows what the re-draw removes and regenerates, and needs each played game ticked by name', async () => {
    await loadAdminCatalogs();
    const bodies: Record<string, unknown>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      if (!body.confirm)
        return json(
          {
            success: false,
            code: 'confirmRemoval',
            message: 'x',
            removes: { games: 3, goals: 3 },
            games: [removed('g1', 0, 1, true, [2, 1]), removed('g2', 0, 2, false), removed('g3', 1, 2, false)],
            regenerates: 6,
          },
          409,
        );
      return json({ success: true, message: 'Event updated successfully!' });
    });
    const props = {
      eventId: '11111111-1111-4111-8111-111111111111',
      slug: 'under-12',
      ageGroup,
      page: null,
      teams,
      loaded: true,
      flash: { message: null, show: vi.fn(), clear: vi.fn() },
      onSaved: vi.fn(),
    };
    render(<GroupStageEditor {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save All' }));

    const dialog = await screen.findByRole('dialog', { name: 'Re-draw the groups?' });
    expect(dialog.textContent).toContain('3 games');
    expect(dialog.textContent).toContain('6 games are then generated for the new groups.');
    expect(within(dialog).getByText('Show the 2 unplayed games removed')).toBeTruthy();
    const played = within(dialog).getByRole('checkbox', { name: 'Remove Team 1 2-1 Team 2 (Group A · Completed)' });
    const go = within(dialog).getByRole('button', { name: 'Re-draw and remove the games' });
    expect(go).toHaveProperty('disabled', true);
    expect(props.onSaved).not.toHaveBeenCalled();

    fireEvent.click(played);
    expect(go).toHaveProperty('disabled', false);
    fireEvent.click(go);
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledOnce());
    expect(bodies.at(-1)).toMatchObject({ confirm: true, confirmPlayed: ['g1'], ageGroups: [{ slug: 'under-12' }] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.flash.show).toHaveBeenCalledWith('Saved successfully!', 'success');
  });
});
