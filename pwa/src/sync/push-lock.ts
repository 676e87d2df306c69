/** Runs a task while holding the device-wide push lock; tasks of every tab run one at a time. */
export type RunExclusive = <T>(task: () => Promise<T>) => Promise<T>;

export const PUSH_LOCK_NAME = 'pitchside-push';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * One pusher per device: with Web Locks every tab queues for the same lock, so two tabs never send
 * the outbox at the same moment. Without Web Locks (older Safari) the tasks of this tab are chained
 * instead; two tabs may then push the same ids, which the server answers from its log as duplicates.
 */
export function createPushLock(locks: LockManagerLike | undefined = globalLocks(), name = PUSH_LOCK_NAME): RunExclusive {
  if (locks && typeof locks.request === 'function') {
    return <T>(task: () => Promise<T>) => locks.request(name, task);
  }
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

function globalLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as { locks?: LockManagerLike }).locks;
}
