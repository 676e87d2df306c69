import type { MessageCode } from '@pitchside/shared';
import type { MutationArgs, MutationName } from './mutations';
import type { AttentionItem, PendingMutation, SyncStore } from './store';
import type { SyncTransport } from './transport';
import type { GameView, GoalCandidate, GoalView } from './apply';

/** The sync engine's public shapes: its options, its status, what a push or pull came to. */

/** Bad args for an edit, with the code (and values) of the reason the app translates; `message` is its English text. */
export class MutationInputError extends Error {
  constructor(
    message: string,
    readonly code?: MessageCode,
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface SyncStatus {
  /** False after a network failure, true again after any answer from the server. */
  online: boolean;
  pending: number;
  lastSyncAt: string | null;
  attention: AttentionItem[];
  /**
   * The session expired, or another admin is signed in on the device: pushing is paused and the
   * outbox kept until this outbox's admin signs in again.
   */
  signInRequired: boolean;
  pushing: boolean;
  /** Device time of the next automatic retry, when one is scheduled. */
  nextRetryAt: string | null;
  /** A problem retrying will not fix (for example this device id belongs to another admin). */
  error: string | null;
  /** The code of `error` (a key of MSG) and its values, which the app shows in the reader's language. */
  errorCode: string | null;
  errorParams: Record<string, string> | null;
  /**
   * The server no longer knows this device's earlier edits (its database was restored from a
   * backup): `unsent` edits can only go under a new client id, which `startOver` does once the
   * admin agrees.
   */
  gap: { expected: number; unsent: number } | null;
}

export type PushOutcome =
  | { kind: 'idle' }
  | { kind: 'pushed'; settled: number }
  | { kind: 'offline' }
  | { kind: 'retrying'; status: number }
  | { kind: 'signInRequired' }
  | { kind: 'failed'; message: string };

export type PullOutcome =
  | { kind: 'pulled'; reset: boolean; changes: number }
  | { kind: 'offline' }
  | { kind: 'retrying'; status: number }
  | { kind: 'signInRequired' }
  | { kind: 'failed'; message: string };

/** `removeMine`: for a likely duplicate goal, remove this admin's copy (any other answer keeps both). */
export type Resolution = 'keepMine' | 'keepTheirs' | 'discard' | 'removeMine';

export interface SyncClientOptions {
  clientId: string;
  /**
   * The admin whose outbox this is, sent with every push and pull. When another admin is signed in on
   * the device, the server refuses instead of crediting them, and the engine pauses as for an expired
   * login. Without it, the server takes the signed-in admin as the owner.
   */
  userId?: string;
  store: SyncStore;
  transport: SyncTransport;
  /** Device clock: used only for display and for scheduling, never sent as a fact. */
  now?: () => Date;
  /** Timer for retries; returns a cancel function. Tests pass a manual one. */
  schedule?: (run: () => void, ms: number) => () => void;
  backoff?: { baseMs: number; maxMs: number };
  /** Mutations per push request. */
  batchSize?: number;
  /** Push right after each mutate (default true). */
  autoPush?: boolean;
  /**
   * Runs a task while holding the device's one-pusher lock (Web Locks in the PWA). Every push the
   * engine starts (after a mutate, on coming online, a retry, a resolution) and every pull (which may
   * re-push) runs inside it, so two tabs never send the outbox at once. Default: one at a time
   * within this engine.
   */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Runs several store writes as one (the PWA passes a Dexie transaction over the sync tables). */
  transaction?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Makes the client id used after a start-over (default: a random UUID). */
  newClientId?: () => string;
}

/** One queued edit, for mutateAll. */
export type MutationInput = { [N in MutationName]: { name: N; args: MutationArgs<N> } }[MutationName];

export interface SyncClient {
  readonly clientId: string;
  /** Validates, queues with the next id and (by default) starts a push. Throws MutationInputError on bad args. */
  mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<PendingMutation>;
  /** Queues several edits together: all of them, or none when one is invalid (then throws MutationInputError). */
  mutateAll(edits: readonly MutationInput[]): Promise<PendingMutation[]>;
  /** Pushes everything queued, in order. Only one push runs at a time; a second call joins it. */
  push(): Promise<PushOutcome>;
  /** Pulls one event; applies the patch (or the reset snapshot) and settles confirmed mutations. */
  pull(scope: string): Promise<PullOutcome>;
  /** Push then pull: what the device does at start-up, on coming online and on becoming visible. */
  sync(scope: string): Promise<{ push: PushOutcome; pull: PullOutcome }>;
  /**
   * A game as the admin should see it: pulled state with pending edits replayed on top, and goals
   * other admins left queued on this device (labelled `waitingFor`).
   */
  gameView(gameId: string): Promise<GameView | null>;
  /** Every game of an event, the same way. */
  gameViews(scope: string): Promise<GameView[]>;
  /**
   * A goal another admin already recorded for this scorer, side and minute (their goals waiting
   * on this device included), to confirm before adding; this admin's own goals never count.
   */
  possibleDuplicateGoal(gameId: string, candidate: GoalCandidate): Promise<GoalView | null>;
  resolve(mutationId: number, resolution: Resolution): Promise<PendingMutation | null>;
  /** After the admin signs in again: resumes pushing. */
  resume(): Promise<PushOutcome>;
  /**
   * After the server reported a gap and the admin agreed: moves the edits it may not have to a new
   * client id and pushes them, checked by the server like any other edits (conflicts included).
   */
  startOver(): Promise<PushOutcome>;
  /** Network state from the platform (navigator.onLine, online/offline events). */
  setOnline(online: boolean): void;
  status(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
  /** Re-reads counts from the store (e.g. after another tab changed it). */
  refresh(): Promise<SyncStatus>;
  dispose(): void;
}
