import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isolate, type EventPageResponse, type GroupStanding, type PublicAgeGroup } from '@pitchside/shared';
import { loadAdminCatalogs } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { GroupStageEditor } from './group-stage-editor';

afterEach(() => vi.unstubAllGlobals());

const ageGroup: PublicAgeGroup = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Under 12',
  label: null,
  slug: 'under-12',
  stageType: 'Group Stage',
  groupsCount: 2,
  teamsPerGroup: 2,
  advancingTeams: 1,
  knockoutTeams: 2,
  leagueTeams: 10,
  position: 0,
};
const team = (i: number, name: string) => ({
  _id: `00000000-0000-4000-8000-00000000000${i}`,
  name,
  logo: null,
  slug: name.toLowerCase(),
  groupStageGoalsScored: 0,
  groupStageGoalsConceded: 0,
  groupStagePts: 0,
  groupStageGamesPlayed: 0,
  groupStageWins: 0,
  groupStageDraws: 0,
  groupStageLosses: 0,
  goalDifference: 0,
  position: 1,
});
const groups = [
  { _id: 'aaaaaaaa-0000-4000-8000-000000000001', groupName: 'Group A', teams: [team(1, 'Cedars'), team(2, 'النجوم')] },
  { _id: 'aaaaaaaa-0000-4000-8000-000000000002', groupName: 'Group B', teams: [team(3, 'Falcons'), team(4, 'Eagles')] },
] as unknown as GroupStanding[];
const page = { activeGroupStage: { groups } } as unknown as EventPageResponse;
const teams = groups.flatMap((g) => g.teams.map((x) => ({ _id: x._id, name: x.name, logo: null })));

function setup() {
  const props = {
    eventId: '11111111-1111-4111-8111-111111111111',
    slug: 'under-12',
    ageGroup,
    page,
    teams,
    loaded: true,
    flash: { message: null, show: vi.fn(), clear: vi.fn() },
    onSaved: vi.fn(),
  };
  render(<GroupStageEditor {...props} />);
  const section = screen.getByRole('region', { name: 'Move a team to another group' });
  return { props, section };
}

describe('Standings Manager: moving one team to another group', () => {
  it('moves the chosen team to the chosen group after asking, and says how many games it now has to schedule', async () => {
    await loadAdminCatalogs();
    const asked: string[] = [];
    vi.stubGlobal('confirm', (text: string) => (asked.push(text), true));
    const calls: { url: string; method?: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return json({ success: true, message: 'Team moved to Group B', removed: 1, created: 2 });
    });
    const { props, section } = setup();
    const go = within(section).getByRole('button', { name: 'Move to group' });
    expect(go).toHaveProperty('disabled', true);
    const group = within(section).getByRole('combobox', { name: 'New group' });
    expect(group).toHaveProperty('disabled', true);

    fireEvent.change(within(section).getByRole('combobox', { name: 'Team' }), { target: { value: groups[0]!.teams[1]!._id } });
    // The team's own group is not offered.
    expect(within(group).queryByRole('option', { name: 'Group A' })).toBeNull();
    fireEvent.change(group, { target: { value: groups[1]!._id } });
    fireEvent.click(go);

    await waitFor(() => expect(props.onSaved).toHaveBeenCalledOnce());
    expect(asked[0]).toBe(
      `Move ${isolate('النجوم')} from ${isolate('Group A')} to ${isolate('Group B')}? Its games in ${isolate('Group A')} are removed and its games in ${isolate('Group B')} created.`,
    );
    expect(calls).toEqual([
      {
        url: `/api/events/${props.eventId}/teams/${groups[0]!.teams[1]!._id}/group`,
        method: 'POST',
        body: { ageGroup: 'under-12', group: groups[1]!._id },
      },
    ]);
    expect(props.flash.show).toHaveBeenCalledWith(
      `${isolate('النجوم')} is now in ${isolate('Group B')}: 2 games created, ready to schedule`,
      'success',
    );
  });

  it('sends nothing when the organiser cancels, and shows the server’s refusal in the reader’s words', async () => {
    await loadAdminCatalogs();
    let answer = false;
    vi.stubGlobal('confirm', () => answer);
    const fetch = mockFetch(() =>
      json(
        {
          success: false,
          code: 'groupAlreadyPlayed',
          params: { group: 'Group B' },
          message: 'Group B has played games: a team can change group only before its groups have played',
        },
        400,
      ),
    );
    const { props, section } = setup();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Team' }), { target: { value: groups[0]!.teams[0]!._id } });
    fireEvent.change(within(section).getByRole('combobox', { name: 'New group' }), { target: { value: groups[1]!._id } });
    fireEvent.click(within(section).getByRole('button', { name: 'Move to group' }));
    expect(fetch).not.toHaveBeenCalled();

    answer = true;
    fireEvent.click(within(section).getByRole('button', { name: 'Move to group' }));
    await waitFor(() =>
      expect(props.flash.show).toHaveBeenCalledWith(
        'Group B has played games: a team can change group only before its groups have played',
        'error',
      ),
    );
    expect(props.onSaved).not.toHaveBeenCalled();
  });
});
