import { cleanup as unmount, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { GameRow, SyncTransport } from '@pitchside/sync';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { EVENT, game, Providers, teams, testRuntime } from '../test-support';
import GamesManagerPage from './games-manager-page';

const G2 = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

// A scorer's result waiting for the organiser, beside a confirmed one.
const games: GameRow[] = [
  { ...game, status: 'completed', awaitingConfirmation: true },
  { ...game, id: G2, status: 'completed' },
];

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
          ...games.map((value) => ({ op: 'put' as const, entity: 'game' as const, id: value.id, value })),
          ...teams.map((value) => ({ op: 'put' as const, entity: 'team' as const, id: value.id, value })),
        ],
      },
    };
  },
};

let cleanup: (() => Promise<void>) | undefined;
let settle: (() => Promise<unknown>) | undefined;
beforeEach(() => {
  mockFetch((url) =>
    url.startsWith('/api/events?')
      ? json({ success: true, events: [{ _id: EVENT, event: 'Cedar Cup', event_edition: 1, ageGroups: [] }] })
      : networkDown(),
  );
});
afterEach(async () => {
  unmount();
  await settle?.();
  await cleanup?.();
  vi.unstubAllGlobals();
});

it('lists the results awaiting confirmation for the organiser, and Confirm queues the confirmation on the device', async () => {
  const t = await testRuntime(transport);
  cleanup = t.cleanup;
  settle = () => t.runtime.pull(EVENT);
  render(
    <Providers runtime={t.runtime}>
      <GamesManagerPage />
    </Providers>,
  );
  const section = await screen.findByRole('region', { name: 'Awaiting confirmation (1)' });
  const confirm = within(section).getByRole('button', { name: /^Confirm the result of/ });
  // Only the waiting game's card says so.
  const badges = Array.from(document.querySelectorAll('article.gm-card')).map(
    (c) => c.querySelector('.gm-awaiting-badge')?.textContent ?? null,
  );
  expect(badges).toEqual(['Awaiting confirmation', null]);

  fireEvent.click(confirm);
  await waitFor(async () => {
    const pending = await t.runtime.store.listPending();
    expect(pending.map((m) => [m.name, m.args])).toEqual([['game.confirm', { gameId: game.id }]]);
  });
  // Applied on the device at once: the list empties while the push waits for signal.
  await waitFor(() => expect(screen.queryByRole('region', { name: /^Awaiting confirmation/ })).toBeNull());
});
