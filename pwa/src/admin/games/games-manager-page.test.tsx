import { cleanup as unmount, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameRow, SyncTransport, TeamRow } from '@pitchside/sync';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { EVENT, game, Providers, teams, testRuntime } from '../test-support';
import GamesManagerPage from './games-manager-page';

const U12 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const U16 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const HOME16 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const AWAY16 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const G2 = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const G3 = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

// The same two schools in U12 and U16: only the age group tells their games apart.
const rows = {
  teams: [
    { ...teams[0]!, ageGroupId: U12, ageGroupName: 'U12' },
    { ...teams[1]!, ageGroupId: U12, ageGroupName: 'U12' },
    { ...teams[0]!, id: HOME16, ageGroupId: U16, ageGroupName: 'U16' },
    { ...teams[1]!, id: AWAY16, ageGroupId: U16, ageGroupName: 'U16' },
  ] satisfies TeamRow[],
  games: [
    { ...game, ageGroupId: U12, status: 'live' },
    { ...game, id: G2, ageGroupId: U16, homeTeamId: HOME16, awayTeamId: AWAY16, status: 'Upcoming', startTime: '2026-11-22T08:00:00.000Z' },
    {
      ...game,
      id: G3,
      ageGroupId: U16,
      homeTeamId: HOME16,
      awayTeamId: AWAY16,
      status: 'Not Scheduled',
      startTime: null,
      round: 'Group B',
    },
  ] satisfies GameRow[],
};

const transport: SyncTransport = {
  async push() {
    throw new TypeError('Failed to fetch');
  },
  async pull() {
    return {
      status: 200,
      body: {
        cookie: `${EVENT}:9`,
        lastMutationId: 0,
        reset: true,
        patch: [
          ...rows.games.map((value) => ({ op: 'put' as const, entity: 'game' as const, id: value.id, value })),
          ...rows.teams.map((value) => ({ op: 'put' as const, entity: 'team' as const, id: value.id, value })),
        ],
      },
    };
  },
};

let calls: { method: string; url: string; body: unknown }[] = [];
let cleanup: (() => Promise<void>) | undefined;
let settle: (() => Promise<unknown>) | undefined;
beforeEach(() => {
  calls = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'DELETE') return json({ success: true, message: 'Game deleted', deleted: url.split('/').at(-1) });
    if (method === 'POST' && url.endsWith('/games/publish')) return json({ success: true, published: 1 });
    if (url.startsWith('/api/events?'))
      return json({ success: true, events: [{ _id: EVENT, event: 'Cedar Cup', event_edition: 1, ageGroups: [] }] });
    return networkDown();
  });
});
afterEach(async () => {
  // The page first: its live queries must not read a database being deleted.
  unmount();
  await settle?.();
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function openManager() {
  const t = await testRuntime(transport);
  cleanup = t.cleanup;
  // A pull queues behind the one the page started: once it is done, nothing reads the database.
  settle = () => t.runtime.pull(EVENT);
  render(
    <Providers runtime={t.runtime}>
      <GamesManagerPage />
    </Providers>,
  );
  await waitFor(() => expect(document.querySelectorAll('article.gm-card')).toHaveLength(3));
  return t.runtime;
}

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('article.gm-card'));

describe('Games Manager on a phone', () => {
  it('shows each game’s age group and filters by age group and by day', async () => {
    await openManager();
    expect(cards().map((c) => c.querySelector('.gm-age-group')?.textContent)).toEqual(['U12', 'U16', 'U16']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Age group' }), { target: { value: U16 } });
    expect(cards().map((c) => c.dataset.gameId)).toEqual([G2, G3]);

    const day = screen.getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All days', '21 Nov', '22 Nov', 'No date yet']);
    fireEvent.change(day, { target: { value: '2026-11-22' } });
    expect(cards().map((c) => c.dataset.gameId)).toEqual([G2]);
    fireEvent.change(day, { target: { value: 'none' } });
    expect(cards().map((c) => c.dataset.gameId)).toEqual([G3]);
  });

  it('keeps team, round and status behind one button, so the header stays short', async () => {
    await openManager();
    const more = screen.getByRole('button', { name: 'Team, round, status' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
    fireEvent.click(more);
    fireEvent.change(screen.getByRole('combobox', { name: 'Round' }), { target: { value: 'Group B' } });
    expect(cards().map((c) => c.dataset.gameId)).toEqual([G3]);
    expect(screen.getByRole('button', { name: 'Team, round, status (1 on)' })).toBeTruthy();
  });

  it('lists statuses in the order a match day runs, in one casing', async () => {
    await openManager();
    const tabs = within(screen.getByRole('tablist', { name: 'Game status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All Games', 'Not Scheduled', 'Upcoming', 'Live', 'Completed']);
    const status = within(cards()[0]!).getByRole('combobox', { name: /^Status of/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not Scheduled', 'Upcoming', 'Scheduled', 'Live', 'Completed', 'Postponed', 'Cancelled']);
  });

  it('keeps a card where the scorer is while its status changes, and says where it went', async () => {
    await openManager();
    fireEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(cards()).toHaveLength(1);
    const card = cards()[0]!;
    const status = within(card).getByRole('combobox', { name: /^Status of/ });
    fireEvent.focus(status);
    fireEvent.change(status, { target: { value: 'completed' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toContain('Now under Completed'));
    expect(cards()).toEqual([card]);
    fireEvent.click(within(card).getByRole('button', { name: 'Show Completed' }));
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
    expect(cards().map((c) => c.dataset.gameId)).toEqual([game.id]);
    expect(within(cards()[0]!).queryByText(/Now under/)).toBeNull();
  });

  it('saves a status picked by arrowing through the list only when Save status is pressed', async () => {
    await openManager();
    fireEvent.click(screen.getByRole('tab', { name: 'Live' }));
    const card = cards()[0]!;
    const status = within(card).getByRole('combobox', { name: /^Status of/ }) as HTMLSelectElement;
    // Arrow keys on a closed select fire a change per option: live, completed, postponed.
    fireEvent.change(status, { target: { value: 'completed' } });
    fireEvent.change(status, { target: { value: 'postponed' } });
    expect(screen.queryByText(/Status updated/)).toBeNull();
    expect(card.querySelector('.gm-status')?.textContent).toBe('Live');
    fireEvent.click(within(card).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status updated to Postponed')).toBeTruthy();
    expect(screen.queryByText('Status updated to Completed')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Save status' })).toBeNull();
    expect(document.activeElement).toBe(status);
  });

  it('deletes one game from its card after a yes that names it', async () => {
    await openManager();
    const card = cards().find((c) => c.dataset.gameId === G3)!;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete game' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this game?' });
    expect(dialog.textContent).toContain('Tyre Cedars – Zahle Lions · U16 · Group B');
    expect(dialog.querySelectorAll('bdi')).toHaveLength(2);
    expect(dialog.textContent).toContain('It has no goals and no result');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete game' }));
    expect(await screen.findByText('Game deleted: Tyre Cedars vs Zahle Lions')).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', url: `/api/events/${EVENT}/games/${G3}`, body: undefined }]);
  });

  it('says a game under way loses its result, and confirms its deletion in the request', async () => {
    await openManager();
    const card = cards().find((c) => c.dataset.gameId === game.id)!;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete game' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this game?' });
    expect(dialog.textContent).toContain('It is under way or has a result (0-0)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete game' }));
    await screen.findByText('Game deleted: Tyre Cedars vs Zahle Lions');
    expect(calls).toEqual([{ method: 'DELETE', url: `/api/events/${EVENT}/games/${game.id}`, body: { confirm: true } }]);
  });

  it('publishes an age group’s fixtures in one action and says how many became Upcoming', async () => {
    await openManager();
    expect(screen.getByText('1 game is not published yet: fans do not see it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish fixtures' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish the game of U16' }));
    expect(await screen.findByText('1 game of U16 is now Upcoming')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: `/api/events/${EVENT}/games/publish`, body: { ageGroup: U16 } }]);
  });
});
