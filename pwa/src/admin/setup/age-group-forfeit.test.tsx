import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { loadAdminCatalogs } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { EventEditor } from './event-editor';

afterEach(() => vi.unstubAllGlobals());

const event: PublicEvent = {
  _id: '11111111-1111-4111-8111-111111111111',
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 1,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [
    {
      _id: '22222222-2222-4222-8222-222222222222',
      name: 'U12',
      label: null,
      slug: 'u12',
      stageType: 'Group Stage',
      groupsCount: 2,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 4,
      leagueTeams: 10,
      position: 0,
      forfeitScore: [5, 0],
    },
  ],
};

function open() {
  const bodies: { ageGroups: Record<string, unknown>[] }[] = [];
  mockFetch((_url, init) => {
    bodies.push(JSON.parse(String(init.body)) as (typeof bodies)[number]);
    return json({ success: true, message: 'Event updated successfully!' });
  });
  const onSaved = vi.fn();
  render(<EventEditor event={event} onSaved={onSaved} onClose={() => {}} />);
  const group = screen.getByRole('group', { name: 'Forfeit score' });
  return {
    bodies,
    onSaved,
    winner: within(group).getByRole('textbox', { name: 'Goals for the team that did not forfeit' }) as HTMLInputElement,
    loser: within(group).getByRole('textbox', { name: 'Goals for the team that forfeits' }) as HTMLInputElement,
  };
}

describe('Event Management: an age group’s forfeit score', () => {
  it('shows the saved score and sends the one typed', async () => {
    await loadAdminCatalogs();
    const f = open();
    expect([f.winner.value, f.loser.value]).toEqual(['5', '0']);
    fireEvent.change(f.winner, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(f.onSaved).toHaveBeenCalledOnce());
    expect(f.bodies[0]!.ageGroups[0]).toMatchObject({ slug: 'u12', forfeitScore: [3, 0] });
  });

  it('says why a score cannot be a forfeit, beside the field, and saves nothing', async () => {
    await loadAdminCatalogs();
    const f = open();
    fireEvent.change(f.winner, { target: { value: '' } });
    expect(f.winner.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number of goals from 0 to 99')).toBeTruthy();

    fireEvent.change(f.winner, { target: { value: '2' } });
    fireEvent.change(f.loser, { target: { value: '2' } });
    expect(f.winner.getAttribute('aria-invalid')).toBeNull();
    expect(f.loser.getAttribute('aria-invalid')).toBe('true');
    const why = 'The team that forfeits must score fewer goals than its opponent';
    expect(document.getElementById(f.loser.getAttribute('aria-describedby')!)!.textContent).toBe(why);

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText(why)).toHaveLength(2);
    expect(f.bodies).toHaveLength(0);
  });

  it('starts a new age group at futsal’s 3-0', async () => {
    await loadAdminCatalogs();
    mockFetch(() => json({ success: true }));
    render(<EventEditor event={{ ...event, ageGroups: [] }} onSaved={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Age Group' }));
    const group = screen.getByRole('group', { name: 'Forfeit score' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((x) => (x as HTMLInputElement).value),
    ).toEqual(['3', '0']);
  });
});
