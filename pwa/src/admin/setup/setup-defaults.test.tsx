import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { json, mockFetch } from '../../test/fetch-mock';
import { EventEditor } from './event-editor';
import TeamsPage from './teams-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EVENT = '11111111-1111-4111-8111-111111111111';
const U12 = '22222222-2222-4222-8222-222222222222';
const U16 = '44444444-4444-4444-8444-444444444444';

const ageGroup = (id: string, name: string, position: number) => ({
  _id: id,
  name,
  label: null,
  slug: name.toLowerCase().replace(/ /g, '-'),
  stageType: 'Group Stage' as const,
  groupsCount: 4,
  teamsPerGroup: 4,
  advancingTeams: 2,
  knockoutTeams: 8,
  leagueTeams: 10,
  position,
});

const event: PublicEvent = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 1,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [ageGroup(U12, 'Under 12', 0), ageGroup(U16, 'Under 16', 1)],
};

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

describe('Setup defaults', () => {
  it('suggests a knockout of groups x advancing for a new group stage, until the admin picks one', () => {
    render(<EventEditor event={{ ...event, ageGroups: [] }} onSaved={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Age Group' }));
    expect(value('Number of groups')).toBe('4');
    expect(value('Advancing teams')).toBe('2');
    expect(value('Knockout teams')).toBe('8');
    fireEvent.change(screen.getByLabelText('Number of groups'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Number of groups'), { target: { value: '8' } });
    expect(value('Knockout teams')).toBe('16');
    fireEvent.change(screen.getByLabelText('Knockout teams'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Advancing teams'), { target: { value: '1' } });
    expect(value('Knockout teams')).toBe('32');
  });

  it("gives a new team the event's first age group, not none", async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/events?')) return json({ success: true, events: [event] });
      return json({ success: true, teams: [] });
    });
    render(<TeamsPage />);
    await screen.findByRole('option', { name: 'Cedar Cup (1st)' });
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: EVENT } });
    expect(value('Age group')).toBe(U12);
  });
});
