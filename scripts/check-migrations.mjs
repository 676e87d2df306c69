// Fails when the drizzle schema and the committed migrations disagree: generating from the schema
// must produce nothing new.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('../api/drizzle/', import.meta.url);
const before = readdirSync(dir).sort().join('\n');
const out = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'schema-check'], {
  cwd: new URL('../api/', import.meta.url),
  encoding: 'utf8',
});
const after = readdirSync(dir).sort().join('\n');
if (before !== after || !/No schema changes/i.test(out)) {
  console.error('The drizzle schema has changes with no migration. Run `npm run db:generate` and commit api/drizzle.');
  console.error(out);
  process.exit(1);
}
console.log('Migrations match the schema.');
