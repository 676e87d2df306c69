import type { Deps } from '../context';

/** Loads the demo tournament when the database holds no event. Filled in by the demo feature. */
export async function loadDemoIfEmpty(_deps: Deps, _opts: { scale: number }): Promise<{ summary: string } | null> {
  return null;
}
