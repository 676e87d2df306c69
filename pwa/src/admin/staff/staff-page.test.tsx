import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreLinkCreateSchema, staffListSchema, type PublicEvent } from '@pitchside/shared';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { ScoreLinks } from './score-links';
import { StaffEditor } from './staff-editor';

afterEach(() => vi.unstubAllGlobals());

const EVENT = '11111111-1111-4111-8111-111111111111';
const P1 = '21111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const MAYA = '33333333-3333-4333-8333-333333333333';
const SAMI = '44444444-4444-4444-8444-444444444444';
const LINK = '55555555-5555-4555-8555-555555555555';
const SECRET = 'k7Hq2vX9pLmN4sT8wYzA3bC6dF1gJ5rE';

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
  ageGroups: [],
  venues: [
    {
      _id: '66666666-6666-4666-8666-666666666666',
      name: 'Saida Hall',
      pitches: [
        { _id: P1, name: 'Pitch 1', code: 'P1' },
        { _id: P2, name: 'Pitch 2', code: 'P2' },
      ],
    },
  ],
};

const sent = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url, body: JSON.parse(String(init!.body ?? 'null')) }));

describe('Staff screen', () => {
  it('adds a member found by name as a scorer of Pitch 2, removes another, and saves the whole list', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.startsWith(`/api/events/${event._id}/staff/candidates?name=`))
        return json({ success: true, users: [{ _id: SAMI, fullName: 'سامي خوري' }] });
      if (init.method === 'PUT') return json({ success: true });
      return networkDown();
    });
    const onSaved = vi.fn();
    render(
      <StaffEditor
        event={event}
        initial={[{ userId: MAYA, fullName: 'Maya Haddad', role: 'organiser', scope: {}, editions: 'all', reviewRegistrations: false }]}
        series
        mayGrantReview
        onSaved={onSaved}
      />,
    );

    fireEvent.change(screen.getByLabelText("Member's name"), { target: { value: 'سام' } });
    fireEvent.click(await screen.findByRole('button', { name: 'سامي خوري' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    const sami = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('سامي خوري'))!;
    // A name typed in another script keeps its own direction inside the list.
    expect(within(sami).getByText('سامي خوري').closest('bdi')).toBeTruthy();
    fireEvent.click(within(sami).getByLabelText(/Pitch 2/));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Maya Haddad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save staff' }));

    expect(await screen.findByText(/Staff saved/)).toBeTruthy();
    expect(sent(fetch, 'PUT')).toEqual([
      { url: `/api/events/${EVENT}/staff`, body: { staff: [{ userId: SAMI, role: 'scorer', scope: { pitches: [P2] } }] } },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    // The body is what the server's schema takes.
    expect(staffListSchema.safeParse(sent(fetch, 'PUT')[0]!.body).success).toBe(true);
  });

  it('leaves the event-wide organisers out of what an organiser of one edition saves', async () => {
    const fetch = mockFetch((_url, init) => (init.method === 'PUT' ? json({ success: true }) : networkDown()));
    render(
      <StaffEditor
        event={event}
        initial={[
          { userId: MAYA, fullName: 'Maya Haddad', role: 'organiser', scope: {}, editions: 'all', reviewRegistrations: false },
          { userId: SAMI, fullName: 'Sami Khoury', role: 'organiser', scope: {}, editions: 'this', reviewRegistrations: false },
        ]}
        series={false}
        mayGrantReview={false}
        onSaved={() => {}}
      />,
    );
    expect(screen.getByText(/Organiser of every edition/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Maya Haddad' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save staff' }));
    expect(await screen.findByText(/Staff saved/)).toBeTruthy();
    expect(sent(fetch, 'PUT')[0]!.body).toEqual({ staff: [{ userId: SAMI, role: 'organiser', editions: 'this' }] });
    expect(staffListSchema.safeParse(sent(fetch, 'PUT')[0]!.body).success).toBe(true);
  });

  it('lets whoever reviews registrations tick the review for an organiser, and sends it with the list', async () => {
    const fetch = mockFetch((_url, init) => (init.method === 'PUT' ? json({ success: true }) : networkDown()));
    render(
      <StaffEditor
        event={event}
        initial={[
          { userId: MAYA, fullName: 'Maya Haddad', role: 'organiser', scope: {}, editions: 'all', reviewRegistrations: false },
          { userId: SAMI, fullName: 'Sami Khoury', role: 'scorer', scope: {}, editions: 'this', reviewRegistrations: false },
        ]}
        series
        mayGrantReview
        onSaved={() => {}}
      />,
    );
    // Only an organiser may be given it: one box, on Maya's row.
    const boxes = screen.getAllByLabelText('May review player registrations (sees ID photos)');
    expect(boxes).toHaveLength(1);
    fireEvent.click(boxes[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save staff' }));
    expect(await screen.findByText(/Staff saved/)).toBeTruthy();
    const body = sent(fetch, 'PUT')[0]!.body;
    expect(body).toEqual({
      staff: [
        { userId: MAYA, role: 'organiser', editions: 'all', reviewRegistrations: true },
        { userId: SAMI, role: 'scorer' },
      ],
    });
    expect(staffListSchema.safeParse(body).success).toBe(true);
  });

  it('shows an organiser without review whom it was given to, without letting them change it', async () => {
    const fetch = mockFetch((_url, init) => (init.method === 'PUT' ? json({ success: true }) : networkDown()));
    render(
      <StaffEditor
        event={event}
        initial={[{ userId: SAMI, fullName: 'Sami Khoury', role: 'organiser', scope: {}, editions: 'this', reviewRegistrations: true }]}
        series={false}
        mayGrantReview={false}
        onSaved={() => {}}
      />,
    );
    const box = screen.getByLabelText('May review player registrations (sees ID photos)') as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Save staff' }));
    expect(await screen.findByText(/Staff saved/)).toBeTruthy();
    // Sent back as it was: the server keeps it.
    expect(sent(fetch, 'PUT')[0]!.body).toEqual({
      staff: [{ userId: SAMI, role: 'organiser', editions: 'this', reviewRegistrations: true }],
    });
  });

  it('shows the server’s refusal and keeps the list on screen', async () => {
    mockFetch((_url, init) =>
      init.method === 'PUT'
        ? json({ success: false, code: 'notAllowed', message: 'You are not allowed to do this here' }, 403)
        : networkDown(),
    );
    render(
      <StaffEditor
        event={event}
        initial={[{ userId: MAYA, fullName: 'Maya Haddad', role: 'scorer', scope: {}, editions: 'this', reviewRegistrations: false }]}
        series={false}
        mayGrantReview={false}
        onSaved={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save staff' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You are not allowed to do this here');
    expect(screen.getByText('Maya Haddad')).toBeTruthy();
  });
});

describe('Score-entry links', () => {
  it('shows a new link’s address and QR code once, then lists it without its secret, and revokes it after a yes', async () => {
    let links: unknown[] = [];
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') {
        links = [
          {
            _id: LINK,
            label: 'Pitch 2 Saturday',
            pitches: [P2],
            games: [],
            validFrom: '2026-11-28T06:00:00.000Z',
            validUntil: '2099-11-28T18:00:00.000Z',
            revokedAt: null,
          },
        ];
        return json(
          {
            success: true,
            link: {
              _id: LINK,
              url: `https://pitchside.example/score/${SECRET}`,
              label: 'Pitch 2 Saturday',
              validUntil: '2026-11-28T18:00:00.000Z',
            },
          },
          201,
        );
      }
      if (init.method === 'DELETE') {
        links = links.map((l) => ({ ...(l as object), revokedAt: '2026-11-28T09:00:00.000Z' }));
        return json({ success: true });
      }
      if (url === `/api/events/${EVENT}/score-links`) return json({ success: true, links });
      return networkDown();
    });
    render(<ScoreLinks event={event} />);
    expect(await screen.findByText('No active score-entry link.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Pitch 2 Saturday' } });
    fireEvent.click(screen.getByLabelText(/Pitch 2/));
    fireEvent.change(screen.getByLabelText('Valid from (Beirut time)'), { target: { value: '2026-11-28T08:00' } });
    fireEvent.change(screen.getByLabelText('Valid until (Beirut time)'), { target: { value: '2026-11-28T20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

    const address = (await screen.findByLabelText('Link address')) as HTMLInputElement;
    expect(address.value).toBe(`https://pitchside.example/score/${SECRET}`);
    expect(screen.getByRole('img', { name: 'QR code of the score-entry link Pitch 2 Saturday' })).toBeTruthy();
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    // Beirut is UTC+2 in November: 08:00 there is 06:00 UTC, whatever this machine's zone.
    expect(sent(fetch, 'POST')).toEqual([
      {
        url: `/api/events/${EVENT}/score-links`,
        body: { label: 'Pitch 2 Saturday', pitches: [P2], validFrom: '2026-11-28T06:00:00.000Z', validUntil: '2026-11-28T18:00:00.000Z' },
      },
    ]);

    expect(scoreLinkCreateSchema.safeParse(sent(fetch, 'POST')[0]!.body).success).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('Link address')).toBeNull());
    const list = await screen.findByRole('list', { name: 'Active score-entry links' });
    expect(within(list).getByText('Pitch 2 Saturday')).toBeTruthy();
    expect(within(list).getByText('Pitch 2')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.click(within(list).getByRole('button', { name: 'Revoke the link Pitch 2 Saturday' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent(fetch, 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url === `/api/score-links/${LINK}`)).toBe(true),
    );
    expect(await screen.findByText('No active score-entry link.')).toBeTruthy();
  });
});
