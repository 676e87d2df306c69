import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { activateLocale } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { EventEditor } from './event-editor';
import PlayersPage from './players-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const EVENT = '11111111-1111-4111-8111-111111111111';
const U12 = '22222222-2222-4222-8222-222222222222';
const TEAM = '33333333-3333-4333-8333-333333333333';

const event: PublicEvent = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 2,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [
    {
      _id: U12,
      name: 'Under 12',
      label: null,
      slug: 'under-12',
      stageType: 'Group Stage',
      groupsCount: 4,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 4,
      leagueTeams: 10,
      position: 0,
    },
  ],
};

describe('Event Management: editing age groups', () => {
  it('says what a stage change removes and applies it only once confirmed', async () => {
    const bodies: unknown[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      if (!body.confirm)
        return json({ success: false, code: 'confirmRemoval', message: 'x', removes: { groups: 4, fixtures: 3, games: 2, goals: 5 } }, 409);
      return json({ success: true, message: 'Event updated successfully!', event });
    });
    const onSaved = vi.fn();
    render(<EventEditor event={event} onSaved={onSaved} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Stage type'), { target: { value: 'League' } });
    expect(screen.getByLabelText('League teams')).toHaveProperty('inputMode', 'numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apply this change?' });
    for (const line of ['• 4 groups', '• 3 knockout fixtures', '• 2 games', '• 5 goals'])
      expect(within(dialog).getByText(line)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply and remove' }));

    expect(await screen.findByText('Event updated successfully!')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ confirm: true, ageGroups: [{ _id: U12, stageType: 'League', leagueTeams: '10' }] });
  });

  it('asks for an age group name before calling the server, in the reader language', async () => {
    const fetch = mockFetch(() => json({}));
    await activateLocale('fr');
    render(<EventEditor event={{ ...event, ageGroups: [] }} onSaved={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: "Ajouter une catégorie d'âge" }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Le nom de la catégorie d'âge est obligatoire")).toBeTruthy();
    // Beside the age group's own name field, which a screen reader reads with it.
    const name = screen.getByLabelText("Nom de la catégorie d'âge");
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Le nom de la catégorie d'âge est obligatoire",
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Add New Player', () => {
  it('adds a pasted squad to the chosen team, counting the names', async () => {
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if (url.startsWith('/api/events?')) return json({ success: true, events: [event] });
      if (url === `/api/events/${EVENT}/teams`)
        return json({ success: true, teams: [{ _id: TEAM, name: 'Cedars FC', teamSize: 20, players: [], ageGroup: { _id: U12 } }] });
      posts.push(JSON.parse(String(init.body)));
      return json({ success: true, message: 'Players added successfully!', users: [] }, 201);
    });
    render(<PlayersPage />);
    await screen.findByRole('option', { name: 'Cedar Cup (2nd)' });
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: EVENT } });
    await screen.findByRole('option', { name: 'Cedars FC' });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: TEAM } });
    expect(screen.getByText('Squad: 0 of 20')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Player names, one per line'), { target: { value: 'Ali\n\nOmar\nZiad\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 3 players' }));
    expect(await screen.findByText('3 players added successfully!')).toBeTruthy();
    expect(posts).toEqual([{ names: 'Ali\n\nOmar\nZiad\n', team: TEAM, event: EVENT }]);
  });

  it('asks for a player name, then for a team, with the spec messages', async () => {
    mockFetch(() => json({ success: true, events: [event] }));
    render(<PlayersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Player name is required')).toBeTruthy();
    // Each refusal is read with its own field, which takes the focus.
    const name = screen.getByLabelText('Player name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Player name is required');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Rami' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Please select an event')).toBeTruthy();
    const eventField = screen.getByLabelText('Event');
    expect(document.getElementById(eventField.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please select an event');
  });
});
