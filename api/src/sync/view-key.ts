import { createHash } from 'node:crypto';

/**
 * The scope a pull's cookie is bound to. Someone who sees every game of the event (site admin,
 * organiser, scorer without a narrower scope) pulls the event itself; a scorer of some pitches or
 * games pulls the event as seen through those games, named by a digest of their ids. A change of
 * what they may see (the scorer's scope changed, a game moved onto or off their pitch) changes the
 * digest, so the device's cookie no longer matches and its next pull is a full snapshot with reset:
 * the games now in scope are sent, the ones no longer in scope are dropped from the device.
 */
export function viewKey(scope: string, visibleGames: ReadonlySet<string> | null): string {
  if (!visibleGames) return scope;
  const digest = createHash('sha256')
    .update([...visibleGames].sort().join(','))
    .digest('base64url')
    .slice(0, 16);
  return `${scope}~${digest}`;
}
