import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../lib/env';
import { createDeps } from '../server';
import { checkTotals, rebuildTotals, type TotalsCheck } from './totals';

const USAGE =
  'Usage: npm run stats:rebuild -w @pitchside/api [-- --check]\n' +
  '  Recounts the leaderboard, home-count, team and player totals from the games and goals,\n' +
  '  reports every summary that disagrees, then rebuilds them all and checks again.\n' +
  '  --check  only compare with the recount; change nothing (exits 1 when a total disagrees)';

const show = (label: string, checks: TotalsCheck[]) => {
  const wrong = checks.filter((c) => c.differing > 0);
  console.log(
    wrong.length === 0
      ? `${label}: every total matches the full recount`
      : `${label}: ${wrong.map((c) => `${c.summary} ${c.differing} row(s) differ`).join(', ')}`,
  );
  return wrong.length === 0;
};

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const deps = await createDeps(parseEnv());
  try {
    const db = deps.database.db;
    const before = show('Before', await checkTotals(db));
    if (values.check) return before ? 0 : 1;
    const started = Date.now();
    await rebuildTotals(db);
    console.log(`Rebuilt every total in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return show('After', await checkTotals(db)) ? 0 : 1;
  } finally {
    await deps.database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof EnvError ? e.message : `The rebuild failed: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(1);
  },
);
