import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../lib/env';
import { BackupError, createBackup } from './backup';
import { restoreBackup } from './restore';

const USAGE = {
  backup: 'Usage: npm run backup -- --out DIR   (or: node api/dist/bundle/backup.js --out DIR)',
  restore: 'Usage: npm run restore -- DIR [--force]   (or: node api/dist/bundle/restore.js DIR [--force])',
};

type Command = { kind: 'backup'; out: string } | { kind: 'restore'; from: string; force: boolean };

/**
 * Reads the command line; a bad one returns a message for the operator. Folders are relative to where
 * the command was typed (npm runs workspace scripts inside api/ and says where it started in INIT_CWD).
 */
export function parseBackupArgs(
  kind: 'backup' | 'restore',
  argv: string[],
  cwd = process.env['INIT_CWD'] ?? process.cwd(),
): Command | { error: string } {
  try {
    if (kind === 'backup') {
      const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
      if (!values.out) return { error: `--out is required\n${USAGE.backup}` };
      return { kind, out: path.resolve(cwd, values.out) };
    }
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) return { error: `Give the backup folder to restore\n${USAGE.restore}` };
    return { kind, from: path.resolve(cwd, positionals[0]!), force: values.force ?? false };
  } catch (e) {
    return { error: `${(e as Error).message}\n${USAGE[kind]}` };
  }
}

async function main(kind: 'backup' | 'restore'): Promise<number> {
  const args = parseBackupArgs(kind, process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  const env = parseEnv();
  if (args.kind === 'backup') {
    const m = await createBackup({
      out: args.out,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      jwtSecretFromEnv: Boolean(env.JWT_SECRET),
    });
    const rows = Object.values(m.counts).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written to ${args.out}: ${m.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database at migration ${m.migrations.lastTag ?? 'none'}, ` +
        `${rows} rows in ${Object.keys(m.counts).length} tables, ${m.uploads.files} upload files on disk, ${m.uploads.inDatabase} in the database.`,
    );
    return 0;
  }
  const r = await restoreBackup({ from: args.from, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, force: args.force });
  console.log(`Restored the backup of ${r.manifest.createdAt} from ${args.from}.`);
  for (const line of r.mismatches) console.warn(`Row count differs from the backup's manifest: ${line}`);
  console.log('Devices with edits made after the backup are asked to send them again when they next sync.');
  return 0;
}

/** Runs a command as a program: exit 0 on success, 1 with a plain message when refused or failed. */
export function runCli(kind: 'backup' | 'restore') {
  main(kind).then(
    (code) => process.exit(code),
    (e: unknown) => {
      if (e instanceof EnvError || e instanceof BackupError) console.error(e.message);
      // A database that cannot be reached, a full disk...: the cause in one line (LOG_LEVEL=debug for the trace).
      else if (process.env['LOG_LEVEL'] === 'debug') console.error(e);
      else console.error(`The ${kind} failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
