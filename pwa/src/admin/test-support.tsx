import type { ReactNode } from 'react';
import type { GameRow, SyncTransport, TeamRow, TransportResponse } from '@pitchside/sync';
import { AuthDialogsProvider } from '../app/auth-dialogs';
import { SessionProvider } from '../app/session';
import { PitchsideDb } from '../data/db';
import { createSyncRuntime, type SyncRuntime } from '../sync/runtime';
import { SyncProvider } from '../sync/sync-context';
import { buildCards, type GameCardModel } from './games/game-list';

export const EVENT = '11111111-1111-4111-8111-111111111111';
export const GAME = '22222222-2222-4222-8222-222222222222';
export const HOME = '33333333-3333-4333-8333-333333333333';
export const AWAY = '44444444-4444-4444-8444-444444444444';
export const RAMI = '55555555-5555-4555-8555-555555555555';
export const ALI = '66666666-6666-4666-8666-666666666666';
export const KARIM = '77777777-7777-4777-8777-777777777777';

export const game: GameRow = {
  id: GAME,
  eventId: EVENT,
  ageGroupId: null,
  groupId: null,
  homeTeamId: HOME,
  awayTeamId: AWAY,
  status: 'live',
  startTime: '2026-11-21T13:00:00.000Z',
  location: 'Saida Municipal Sports Hall',
  round: 'Group A',
  mvpId: null,
  penalties: null,
  version: 1,
};

export const teams: TeamRow[] = [
  {
    id: HOME,
    eventId: EVENT,
    ageGroupId: null,
    ageGroupName: null,
    name: 'Tyre Cedars',
    logo: null,
    players: [
      { id: RAMI, name: 'Rami Haddad', shirtNumber: 9 },
      { id: ALI, name: 'Ali Saad', shirtNumber: 7 },
    ],
  },
  {
    id: AWAY,
    eventId: EVENT,
    ageGroupId: null,
    ageGroupName: null,
    name: 'Zahle Lions',
    logo: null,
    players: [{ id: KARIM, name: 'Karim Nassar', shirtNumber: 1 }],
  },
];

export const snapshot = {
  cookie: `${EVENT}:1`,
  lastMutationId: 0,
  reset: true,
  patch: [
    { op: 'put' as const, entity: 'game' as const, id: GAME, value: game },
    ...teams.map((t) => ({ op: 'put' as const, entity: 'team' as const, id: t.id, value: t })),
  ],
};

/** A transport whose push answers come from the test; pulls always return the snapshot. */
export function scriptedTransport(answer: (mutations: { id: number; name: string; args: unknown }[]) => TransportResponse | 'offline') {
  const transport: SyncTransport = {
    async push(req) {
      const a = answer(req.mutations);
      if (a === 'offline') throw new TypeError('Failed to fetch');
      return a;
    },
    async pull() {
      return { status: 200, body: snapshot };
    },
  };
  return transport;
}

let n = 0;
export async function testRuntime(transport: SyncTransport = scriptedTransport(() => 'offline')) {
  const database = new PitchsideDb(`admin-test-${++n}-${Math.random()}`);
  const runtime = await createSyncRuntime({
    database,
    transport,
    exclusive: (task) => task(),
    win: new EventTarget() as unknown as Window,
    doc: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document,
    isOnline: () => true,
  });
  await runtime.store.applyPull(EVENT, snapshot);
  const cleanup = async () => {
    runtime.stop();
    await database.delete();
  };
  return { runtime, database, cleanup };
}

export async function cardFor(runtime: SyncRuntime): Promise<GameCardModel> {
  const views = await runtime.client.gameViews(EVENT);
  return buildCards(views, [game], teams, await runtime.store.listPending())[0]!;
}

export function Providers({ runtime, children }: { runtime: SyncRuntime; children: ReactNode }) {
  return (
    <SessionProvider>
      <AuthDialogsProvider>
        <SyncProvider runtime={runtime}>{children}</SyncProvider>
      </AuthDialogsProvider>
    </SessionProvider>
  );
}
