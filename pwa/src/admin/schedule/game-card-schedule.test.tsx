import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAdminCatalogs } from '../../i18n';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { GameCard } from '../games/game-card';
import { cardFor, EVENT, GAME, game, Providers, testRuntime } from '../test-support';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

const P1 = '44444444-4444-4444-8444-444444444441';
const venues = [
  { _id: '33333333-3333-4333-8333-333333333333', name: 'Saida Hall', address: null, pitches: [{ _id: P1, name: 'Pitch 1', code: 'P1' }] },
];

async function openCard() {
  await loadAdminCatalogs();
  const t = await testRuntime();
  cleanup = t.cleanup;
  const onMessage = vi.fn();
  render(
    <Providers runtime={t.runtime}>
      <GameCard
        game={await cardFor(t.runtime)}
        onGoals={() => {}}
        onPenalties={() => {}}
        onHistory={() => {}}
        onDelete={() => {}}
        onMessage={onMessage}
      />
    </Providers>,
  );
  fireEvent.click(screen.getByText('MVP, goalkeeper saves, delete'));
  return { runtime: t.runtime, onMessage };
}

describe('Games Manager card: schedule entries', () => {
  it('records a forfeit by one side once confirmed', async () => {
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (init.method === 'PUT') {
        puts.push([url, JSON.parse(String(init.body))]);
        return json({ success: true, message: 'Forfeit recorded' });
      }
      return networkDown();
    });
    const { onMessage } = await openCard();
    fireEvent.change(screen.getByLabelText('Forfeit or no-show by'), { target: { value: 'away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record forfeit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a forfeit by Zahle Lions?' });
    expect(puts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record forfeit' }));
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith('Forfeit by Zahle Lions recorded.'));
    expect(puts).toEqual([[`/api/events/${EVENT}/games/${GAME}`, { forfeit: 'away' }]]);
  });

  it('queues a move made without signal as a game.setSchedule edit against the schedule it last saw', async () => {
    // The event (with its pitches) is in the read cache; the move itself cannot reach the server.
    mockFetch((url, init) =>
      init.method === 'GET' && url === `/api/events/${EVENT}` ? json({ success: true, event: { venues } }) : networkDown(),
    );
    const { runtime, onMessage } = await openCard();
    fireEvent.click(screen.getByRole('button', { name: 'Move (time, pitch)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Tyre Cedars – Zahle Lions' });
    // 13:00 UTC is 15:00 in Beirut in November.
    expect((within(dialog).getByLabelText('Kick-off') as HTMLInputElement).value).toBe('15:00');
    await within(dialog).findByRole('option', { name: 'Saida Hall · Pitch 1 (P1)' });
    fireEvent.change(within(dialog).getByLabelText('Kick-off'), { target: { value: '16:30' } });
    fireEvent.change(within(dialog).getByLabelText('Pitch'), { target: { value: P1 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move game' }));

    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith('Move saved on this device: it is sent when the connection is back.'));
    const pending = await runtime.store.listPending();
    expect(pending.map((m) => [m.name, m.args])).toEqual([
      [
        'game.setSchedule',
        {
          gameId: GAME,
          expected: { startTime: game.startTime, pitchId: null },
          value: { startTime: '2026-11-21T14:30:00.000Z', pitchId: P1 },
        },
      ],
    ]);
  });
});
