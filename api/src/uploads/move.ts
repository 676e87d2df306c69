import type { Storage } from '../lib/storage';

export interface MoveReport {
  /** Files copied into the store by this run. */
  moved: number;
  /** Files the store already held (an earlier run, or uploaded there since). */
  already: number;
  /** Keys the store holds with other bytes than the disk's: left as they are, for an operator to look at. */
  differing: string[];
}

/**
 * Copies every upload of `from` (the disk folder) that `to` lacks, each checked by size once
 * written. A key names its bytes for ever, so a key `to` already has is skipped: a second run
 * moves nothing. The disk files are left in place; an operator removes them once satisfied.
 */
export async function moveUploads(from: Storage, to: Storage): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, already: 0, differing: [] };
  for await (const key of from.list()) {
    const source = await from.head(key);
    if (!source) continue; // removed while the move ran
    const there = await to.head(key);
    if (there) {
      if (there.size === source.size) report.already += 1;
      else report.differing.push(key);
      continue;
    }
    const bytes = await from.get(key);
    if (!bytes) continue;
    await to.putAt(key, bytes);
    const written = await to.head(key);
    if (written?.size !== bytes.byteLength) throw new Error(`${key} was not stored whole`);
    report.moved += 1;
  }
  return report;
}
