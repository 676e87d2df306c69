import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, ID photos and the session signing key: only the server's own
 * user may read it. New files get owner-only modes from the umask (PGlite creates its files with
 * 0666 otherwise); what an older version left readable is tightened at start.
 */
export function secureDataDir(dir: string) {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the modes below still apply.
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(file: string) {
  const stat = lstatSync(file);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o077) !== 0) chmodSync(file, 0o700);
    for (const name of readdirSync(file)) tighten(path.join(file, name));
  } else if ((stat.mode & 0o077) !== 0) chmodSync(file, stat.mode & 0o700);
}
