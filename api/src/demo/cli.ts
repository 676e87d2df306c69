import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../lib/env';
import { createDeps } from '../server';
import { checkScale, loadDemo, loadDemoIfEmpty } from './load';
import { resetProductData } from './reset';

const USAGE =
  'Usage: npm run demo -w @pitchside/api -- [--scale N] [--reset]\n  --scale N  whole number from 1 to 100 (default 1; 10 reaches the home page figures)\n  --reset    delete all events, teams, games and members (admins are kept) before loading';

/** Parses the command line; a bad value returns a message for the user instead of throwing. */
export function parseDemoArgs(argv: string[]): { scale: number; reset: boolean; help: boolean } | { error: string } {
  let values: { scale?: string | undefined; reset?: boolean | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { scale: { type: 'string', short: 's' }, reset: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    return { error: (e as Error).message };
  }
  const raw = values.scale ?? '1';
  const scale = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  try {
    checkScale(scale);
  } catch {
    return { error: `--scale must be a whole number from 1 to 100, got "${raw}"` };
  }
  return { scale, reset: values.reset ?? false, help: values.help ?? false };
}

async function main(): Promise<number> {
  const args = parseDemoArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const env = parseEnv();
  const deps = await createDeps(env);
  try {
    if (args.reset) {
      const { removedFiles } = await resetProductData(deps);
      console.log(`Reset: product data deleted (admins kept), ${removedFiles} pictures removed`);
    }
    const started = Date.now();
    const result = args.reset ? await loadDemo(deps, { scale: args.scale }) : await loadDemoIfEmpty(deps, { scale: args.scale });
    if (!result) {
      console.log('The database already holds events; nothing loaded. Run with --reset to replace everything with the demo.');
      return 0;
    }
    console.log(`Demo loaded at scale ${args.scale} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.summary}`);
    return 0;
  } finally {
    await deps.database.close();
  }
}

// Only when run as a script, so tests can import parseDemoArgs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(
        e instanceof EnvError ? e.message : `Loading the demo failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      process.exit(1);
    },
  );
}
