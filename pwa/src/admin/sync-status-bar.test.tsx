import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PitchsideDb } from '../data/db';
import type { SyncTransport } from '@pitchside/sync';
import { deviceClientId } from '../sync/dexie-store';
import { createSyncRuntime } from '../sync/runtime';
import { mockFetch, networkDown } from '../test/fetch-mock';
import { describeOthersWaiting, SyncStatusBar } from './sync-status-bar';
import { GAME, Providers, RAMI, scriptedTransport, snapshot, testRuntime } from './test-support';

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

  it('says there is nothing to sync on a device that never synced, instead of "All edits synced · Not synced yet"', async () => {
    const t = await testRuntime(scriptedTransport(() => 'offline'));
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    expect(await screen.findByText('No edits to sync')).toBeTruthy();
    expect(screen.queryByText('All edits synced')).toBeNull();
    expect(screen.queryByText('Not synced yet')).toBeNull();
  });

  it('names the other admin and the time in a conflict, and lets the admin keep theirs', async () => {
    // Shown in Beirut time (UTC+2 in November), whatever the device's zone.
    const setAt = '2026-11-21T12:32:00.000Z';
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

  it('keeps an edit refused because the role was taken away, and says it is no longer allowed', async () => {
    // A revoked scorer's device pushes two edits: the server refuses the one it no longer allows and applies the other.
    const t = await testRuntime(
      scriptedTransport((ms) => ({
        status: 200,
        body: {
          lastMutationId: ms.at(-1)!.id,
          results: ms.map((m) =>
            m.name === 'game.setStatus'
              ? { id: m.id, status: 'rejected', code: 'notAllowed', reason: 'You are not allowed to do this here' }
              : { id: m.id, status: 'applied' },
          ),
        },
      })),
    );
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    await t.runtime.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    await t.runtime.mutate('game.setMvp', { gameId: GAME, expected: null, value: RAMI });
    await t.runtime.push();

    expect(await screen.findByText(/^No longer allowed: your role for this game was taken away/)).toBeTruthy();
    expect(screen.getByText('Tyre Cedars vs Zahle Lions')).toBeTruthy();
    const kept = await t.runtime.store.listAttention();
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        code: 'notAllowed',
        name: 'game.setStatus',
        args: expect.objectContaining({ status: 'completed' }),
      }),
    ]);
  });

  it('shows a knockout result another admin recorded first, and tells that admin of the edit held', async () => {
    const setAt = '2026-11-21T12:32:00.000Z';
    const transport: SyncTransport = {
      ...scriptedTransport((ms) => ({
        status: 200,
        body: {
          lastMutationId: ms.at(-1)!.id,
          results: ms.map((m) => ({
            id: m.id,
            status: 'conflict',
            field: 'result',
            current: { home: 1, away: 1, penalties: { home: 4, away: 3 } },
            setBy: { id: 'x', name: 'Rana Khoury' },
            setAt,
          })),
        },
      })),
      async pull() {
        const notice = {
          id: 7,
          eventId: snapshot.cookie.split(':')[0]!,
          gameId: GAME,
          by: { id: 'y', name: 'Bilal Saab' },
          at: setAt,
          theirs: { home: 0, away: 2, penalties: null },
          current: { home: 1, away: 0, penalties: null },
        };
        return { status: 200, body: { ...snapshot, reset: false, patch: [], notices: [notice] } };
      },
    };
    const t = await testRuntime(transport);
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    await t.runtime.mutate('goal.add', { gameId: GAME, goalId: crypto.randomUUID(), side: 'away', minute: 30, scorerName: 'Ali Saad' });
    await t.runtime.push();
    expect(
      await screen.findByText(
        'Another admin (Rana Khoury) recorded this game as 1-1 (4-3 on penalties) at 14:32: your edit would change who goes through',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep mine' })).toBeTruthy();

    await t.runtime.pull(snapshot.cookie.split(':')[0]!);
    expect(
      await screen.findByText('Another admin (Bilal Saab) recorded this game as 0-2; your 1-0 stands until you agree on the result'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Bilal Saab/)).toBeNull());
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

  it('says whose edits wait on a shared device for another admin to sign in', async () => {
    const database = new PitchsideDb(`status-bar-admins-${Math.random()}`);
    const opts = {
      database,
      transport: scriptedTransport(() => 'offline'),
      exclusive: <T,>(task: () => Promise<T>) => task(),
      win: new EventTarget() as unknown as Window,
      doc: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document,
      isOnline: () => true,
    };
    const rami = await createSyncRuntime({ ...opts, admin: { id: 'admin-rami', name: 'Rami Haddad' } });
    await rami.mutateAll([
      { name: 'game.setStatus', args: { gameId: GAME, expected: 'live', status: 'completed' } },
      { name: 'game.setMvp', args: { gameId: GAME, expected: null, value: RAMI } },
      { name: 'game.setPenalties', args: { gameId: GAME, expected: null, value: { home: 4, away: 3 } } },
    ]);
    await rami.stop();
    const rana = await createSyncRuntime({ ...opts, admin: { id: 'admin-rana', name: 'Rana Khoury' } });
    cleanup = async () => {
      await rana.stop();
      await database.delete();
    };
    render(
      <Providers runtime={rana}>
        <SyncStatusBar />
      </Providers>,
    );
    expect(await screen.findByText('3 edits by Rami Haddad wait for them to sign in on this device')).toBeTruthy();
    expect(screen.getByText('No edits to sync')).toBeTruthy();
  });

  it('offers a device whose edits the server lost to send them again under a new id, once the admin confirms', async () => {
    // A server that keeps each client's last id, and then is restored from a backup without them.
    const last = new Map<string, number>();
    const sent: { clientId: string; ids: number[] }[] = [];
    const transport: SyncTransport = {
      async push(req) {
        const known = last.get(req.clientId) ?? 0;
        const first = req.mutations[0]?.id ?? 0;
        if (first > known + 1)
          return { status: 200, body: { lastMutationId: known, results: [], gap: { expected: known + 1, received: first } } };
        sent.push({ clientId: req.clientId, ids: req.mutations.map((m) => m.id) });
        last.set(req.clientId, req.mutations.at(-1)?.id ?? known);
        return {
          status: 200,
          body: { lastMutationId: last.get(req.clientId), results: req.mutations.map((m) => ({ id: m.id, status: 'applied' })) },
        };
      },
      async pull() {
        return { status: 200, body: snapshot };
      },
    };
    const t = await testRuntime(transport);
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    const before = t.runtime.client.clientId;
    await t.runtime.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    await t.runtime.push();
    last.clear();
    await t.runtime.mutate('game.setMvp', { gameId: GAME, expected: null, value: RAMI });
    await t.runtime.push();

    expect(await screen.findByText(/The server no longer has some earlier edits from this device/)).toBeTruthy();
    expect(screen.getByText(/2 edits can be sent again under a new device id/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send them again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, send them' }));
    await waitFor(() => expect(sent.at(-1)?.clientId).not.toBe(before));
    expect(screen.queryByText(/The server no longer has|again\?/)).toBeNull();
    expect(sent.at(-1)).toEqual({ clientId: t.runtime.client.clientId, ids: [1, 2] });
    expect(await screen.findByText('All edits synced')).toBeTruthy();
    // The device keeps the new id from now on.
    expect(await deviceClientId(t.database)).toBe(t.runtime.client.clientId);
  });

  it('folds possible duplicate goals into one line, and offers no removal as the main answer', async () => {
    const t = await testRuntime(scriptedTransport(() => 'offline'));
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <SyncStatusBar />
      </Providers>,
    );
    const goal = (minute: number) => ({
      gameId: GAME,
      goalId: crypto.randomUUID(),
      side: 'home' as const,
      minute,
      scorerId: RAMI,
      scorerName: 'Rami Haddad',
    });
    const queued = await t.runtime.mutateAll([11, 12, 13].map((m) => ({ name: 'goal.add', args: goal(m) })));
    const twin = {
      id: 'twin',
      eventId: 'e',
      gameId: GAME,
      side: 'home' as const,
      minute: 10,
      scorerId: RAMI,
      scorerName: 'Rami Haddad',
      assistId: null,
      assistName: null,
    };
    await t.runtime.store.settle({
      drop: [],
      attention: queued.map((m) => ({
        mutationId: m.id,
        name: m.name,
        args: m.args,
        kind: 'duplicate' as const,
        duplicateOf: twin,
        receivedAt: new Date().toISOString(),
      })),
    });
    await t.runtime.push();

    const summary = await screen.findByRole('button', { name: '3 possible duplicate goals to check' });
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Remove mine' })).toBeNull();
    fireEvent.click(summary);
    const row = screen.getAllByText(/Possible duplicate: another goal by Rami Haddad at 10'/)[0]!.closest('li')!;
    const answers = Array.from(row.querySelectorAll('button'));
    expect(answers.map((b) => b.textContent)).toEqual(['Keep both', 'Remove mine']);
    expect(answers.some((b) => b.classList.contains('btn-primary'))).toBe(false);
  });

  it('words one waiting edit, and an admin not yet named on the device', () => {
    expect(
      describeOthersWaiting([
        { name: 'Rami Haddad', pending: 1 },
        { name: null, pending: 2 },
      ]),
    ).toEqual([
      '1 edit by Rami Haddad waits for them to sign in on this device',
      '2 edits by another admin wait for them to sign in on this device',
    ]);
  });
});
