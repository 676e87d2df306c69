import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../lib/env';
import { createDiskStorage } from '../lib/storage';
import { createDeps } from '../server';
import { uploadsDir } from './choose-storage';
import { moveUploads } from './move';

const USAGE =
  'Usage: npm run uploads:move -w @pitchside/api\n' +
  '  Copies the uploads kept in DATA_DIR/uploads into the store STORAGE_URL chooses (the database\n' +
  '  when DATABASE_URL is set, or an s3:// bucket), skipping those it already holds: running it\n' +
  '  again moves nothing.\n' +
  '  The files on disk are left in place; remove them once the pictures show.';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = parseEnv();
  if (env.STORAGE === 'disk') {
    console.log(`Uploads are kept on disk in ${uploadsDir(env)} (STORAGE_URL=disk, or no DATABASE_URL): nothing to move.`);
    return 0;
  }
  const deps = await createDeps(env);
  try {
    const report = await moveUploads(createDiskStorage(uploadsDir(env)), deps.storage);
    console.log(`Moved ${report.moved} file(s) into the ${env.STORAGE} store; ${report.already} were already there.`);
    if (report.differing.length === 0) return 0;
    console.log(`${report.differing.length} file(s) differ from the copy already in the store, left as they are:`);
    for (const key of report.differing) console.log(`  ${key}`);
    return 1;
  } finally {
    await deps.database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof EnvError ? e.message : `The move failed: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(1);
  },
);
