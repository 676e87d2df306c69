import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText, type PublicEvent } from '@pitchside/shared';
import { json, mockFetch } from '../../test/fetch-mock';
import { EventEditor } from '../setup/event-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EVENT = '11111111-1111-4111-8111-111111111111';
const VENUE = '33333333-3333-4333-8333-333333333333';
const P1 = '44444444-4444-4444-8444-444444444441';
const P2 = '44444444-4444-4444-8444-444444444442';

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
  ageGroups: [],
};

const saida = {
  _id: VENUE,
  name: 'Saida Hall',
  address: null,
  pitches: [
    { _id: P1, name: 'Pitch 1', code: 'P1' },
    { _id: P2, name: 'Pitch 2', code: 'P2' },
  ],
};
const openVenues = () => fireEvent.click(screen.getByText('Venues and pitches'));

function capture(
  answer: (body: Record<string, unknown>) => Response = () => json({ success: true, message: 'Event updated successfully!', event }),
) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = mockFetch((_url, init) => {
    if (init.method === 'GET') return json({ success: true, event: { ...event, venues: [saida] } });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  });
  return { bodies, fetch };
}

describe('Event Management: venues and pitches', () => {
  it('adds a venue with its address and pitches in their order, and keeps their new ids for the next save', async () => {
    const stored = {
      _id: VENUE,
      name: 'Saida Municipal Hall',
      address: 'https://maps.example/saida',
      pitches: [
        { _id: P2, name: 'Court B', code: 'B' },
        { _id: P1, name: 'Pitch 1', code: 'P1' },
      ],
    };
    const { bodies } = capture(() =>
      json({ success: true, message: 'Event updated successfully!', event: { ...event, venues: [stored] } }),
    );
    render(<EventEditor event={{ ...event, venues: [] }} onSaved={() => {}} onClose={() => {}} />);
    openVenues();
    fireEvent.click(screen.getByRole('button', { name: 'Add a venue' }));
    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: 'Saida Municipal Hall' } });
    fireEvent.change(screen.getByLabelText('Address or map link'), { target: { value: 'https://maps.example/saida' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a pitch' }));
    const second = screen.getByRole('group', { name: 'Pitch 2' });
    fireEvent.change(within(second).getByLabelText('Pitch name'), { target: { value: 'Court B' } });
    fireEvent.change(within(second).getByLabelText('Short code'), { target: { value: 'B' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Move Court B up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event updated successfully!')).toBeTruthy();
    expect(bodies[0]!.venues).toEqual([
      {
        name: 'Saida Municipal Hall',
        address: 'https://maps.example/saida',
        pitches: [
          { name: 'Court B', code: 'B' },
          { name: 'Pitch 1', code: 'P1' },
        ],
      },
    ]);

    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: 'Saida Hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.venues).toEqual([{ ...stored, name: 'Saida Hall' }]);
  });

  it('says what removing a pitch with games takes away and removes it only once confirmed', async () => {
    const { bodies } = capture((body) =>
      body.confirm
        ? // As the server answers: the event with its venues, so the editor has nothing to read again.
          json({
            success: true,
            message: 'Event updated successfully!',
            event: { ...event, venues: [{ ...saida, pitches: [saida.pitches[0]!] }] },
          })
        : json({ success: false, code: 'confirmRemoval', message: 'x', removes: { games: 3 } }, 409),
    );
    render(<EventEditor event={{ ...event, venues: [saida] }} onSaved={() => {}} onClose={() => {}} />);
    openVenues();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pitch 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this change?' });
    expect(within(dialog).getByText('• 3 games')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply and remove' }));
    expect(await screen.findByText('Event updated successfully!')).toBeTruthy();
    expect(bodies.map((b) => [b.confirm ?? false, b.venues])).toEqual([
      [false, [{ _id: VENUE, name: 'Saida Hall', address: null, pitches: [{ _id: P1, name: 'Pitch 1', code: 'P1' }] }]],
      [true, [{ _id: VENUE, name: 'Saida Hall', address: null, pitches: [{ _id: P1, name: 'Pitch 1', code: 'P1' }] }]],
    ]);
  });

  it('leaves venues out of the save until they are changed, without reading them', async () => {
    const { bodies, fetch } = capture();
    render(<EventEditor event={event} onSaved={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully!')).toBeTruthy();
    expect(bodies[0]).not.toHaveProperty('venues');
    // The save is the only call about the event itself (the age groups' review setting is read from the event page).
    const calls = fetch.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('/api/events/slug/'));
    console.log(
      'CALLS',
      JSON.stringify(fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method} ${String(url)}`)),
    );
    expect(calls).toHaveLength(1);
  });

  it('reads the venues of an event listed without them before changing them, so none is lost', async () => {
    const { bodies } = capture();
    render(<EventEditor event={event} onSaved={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Add a venue' })).toBeNull();
    openVenues();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a venue' }));
    const fields = screen.getAllByLabelText('Venue name');
    expect((fields[0] as HTMLInputElement).value).toBe('Saida Hall');
    fireEvent.change(fields[1]!, { target: { value: 'Tyre Court' } });
    // Codes are unique across the edition: the new venue's first pitch takes the first code unused.
    const code = screen.getAllByLabelText('Short code')[2] as HTMLInputElement;
    expect(code.value).toBe('P3');
    // A repeat typed by the organiser is refused under the venues by the server schema, before sending.
    fireEvent.change(code, { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messageText('pitchCodeDuplicate'))).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(code, { target: { value: 'T1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully!')).toBeTruthy();
    expect(bodies[0]!.venues).toEqual([
      {
        _id: VENUE,
        name: 'Saida Hall',
        address: null,
        pitches: [
          { _id: P1, name: 'Pitch 1', code: 'P1' },
          { _id: P2, name: 'Pitch 2', code: 'P2' },
        ],
      },
      { name: 'Tyre Court', address: null, pitches: [{ name: 'Pitch 1', code: 'T1' }] },
    ]);
  });

  it('asks for a venue name and pitch codes before calling the server', () => {
    const { fetch } = capture();
    render(<EventEditor event={{ ...event, venues: [] }} onSaved={() => {}} onClose={() => {}} />);
    openVenues();
    fireEvent.click(screen.getByRole('button', { name: 'Add a venue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Each venue needs a name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: 'Hall' } });
    fireEvent.change(screen.getByLabelText('Short code'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Each pitch needs a name and a short code.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
