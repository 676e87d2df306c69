import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicAgeGroup } from '@pitchside/shared';
import { loadAdminCatalogs } from '../../i18n';
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
