import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, networkDown } from '../test/fetch-mock';
import { SyncStatusBar } from './sync-status-bar';
import { GAME, Providers, RAMI, scriptedTransport, testRuntime } from './test-support';

let cleanup: (() => Promise<void>) | undefined;
beforeEach(() => {
  mockFetch(() => networkDown());
});
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

describe('sync status bar', () => {
  it('says how many edits wait while offline', async () => {
    const t = await testRuntime(scriptedTransport(() => 'offline'));
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    await t.runtime.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    await t.runtime.push();
    expect(await screen.findByText('1 edit waiting')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('names the other admin and the time in a conflict, and lets the admin keep theirs', async () => {
    const setAt = new Date(2026, 10, 21, 14, 32).toISOString();
    const t = await testRuntime(
      scriptedTransport((ms) => ({
        status: 200,
        body: {
          lastMutationId: ms.at(-1)!.id,
          results: ms.map((m) => ({
            id: m.id,
            status: 'conflict',
            field: 'mvp',
            current: RAMI,
            setBy: { id: 'x', name: 'Rana Khoury' },
            setAt,
          })),
        },
      })),
    );
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    await t.runtime.mutate('game.setMvp', { gameId: GAME, expected: null, value: '66666666-6666-4666-8666-666666666666' });
    await t.runtime.push();

    expect(await screen.findByText('Another admin (Rana Khoury) set MVP to Rami Haddad at 14:32')).toBeTruthy();
    expect(await screen.findByText('You set MVP to Ali Saad')).toBeTruthy();
    expect(screen.getByText('Tyre Cedars vs Zahle Lions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(screen.queryByText(/Rana Khoury/)).toBeNull());
    expect(await t.runtime.store.listAttention()).toEqual([]);
  });

  it('keeps the edits when the session has expired and offers to log in', async () => {
    const t = await testRuntime(scriptedTransport(() => ({ status: 401, body: { success: false, message: 'Not signed in' } })));
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    await t.runtime.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    await t.runtime.push();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('1 edit waiting')).toBeTruthy();
  });
});
