import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/regen-migrations.sh squashes the migrations into one, regenerated from the schema. It
 * runs here on a copy of the repository layout, with drizzle-kit stood in for by a script that
 * only records the call: the real migrations are never touched.
 */
const SCRIPT = fileURLToPath(new URL('../../../scripts/regen-migrations.sh', import.meta.url));
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function layout(migrations: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-regen-'));
  roots.push(root);
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync(SCRIPT, path.join(root, 'scripts', 'regen-migrations.sh'));
  const drizzle = path.join(root, 'api', 'drizzle');
  mkdirSync(drizzle, { recursive: true });
  for (const [name, text] of Object.entries(migrations)) writeFileSync(path.join(drizzle, name), text);
  // Stands in for `npx drizzle-kit generate --name init`: writes the migration it would make.
  const bin = path.join(root, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'npx'), '#!/bin/sh\nmkdir -p drizzle && echo "-- $*" > drizzle/0000_init.sql\n');
  chmodSync(path.join(bin, 'npx'), 0o755);
  const run = () =>
    spawnSync('bash', [path.join(root, 'scripts', 'regen-migrations.sh')], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    });
  return { drizzle, run };
}

const GENERATED =
  'CREATE TABLE "teams" (\n\t"id" uuid PRIMARY KEY NOT NULL\n);\n--> statement-breakpoint\nCREATE INDEX "teams_idx" ON "teams" USING btree ("id");\n';
const TRIGGER =
  '-- Totals kept by triggers.\nCREATE FUNCTION totals_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;\n--> statement-breakpoint\nCREATE TRIGGER totals_teams_ins AFTER INSERT ON teams FOR EACH STATEMENT EXECUTE FUNCTION totals_teams_changed();\n';
/** Written by hand in a `--custom` migration, yet shaped like drizzle-kit's own output. */
const CUSTOM = 'ALTER TABLE "teams" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();\n';
const BACKFILL = 'UPDATE "games" SET "stage" = \'friendly\' WHERE "stage" IS NULL;\n';

describe('squashing the migrations', () => {
  it('refuses, naming them and deleting nothing, while a migration holds SQL written by hand', () => {
    const { drizzle, run } = layout({ '0000_init.sql': GENERATED, '0001_totals.sql': TRIGGER, '0002_backfill.sql': BACKFILL });
    const result = run();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('written by hand');
    expect(result.stderr).toContain('api/drizzle/0001_totals.sql');
    expect(result.stderr).toContain('api/drizzle/0002_backfill.sql');
    expect(result.stderr).not.toContain('0000_init.sql');
    expect(readdirSync(drizzle).sort()).toEqual(['0000_init.sql', '0001_totals.sql', '0002_backfill.sql']);
  });

  it('refuses while a migration made with --custom holds SQL that looks generated, known by its journal entry', () => {
    // A custom migration changes no schema: drizzle-kit writes it the snapshot before it.
    const { drizzle, run } = layout({ '0000_init.sql': GENERATED, '0001_fix.sql': CUSTOM });
    mkdirSync(path.join(drizzle, 'meta'));
    const tables = { 'public.teams': { name: 'teams' } };
    writeFileSync(
      path.join(drizzle, 'meta', '_journal.json'),
      JSON.stringify({
        entries: [
          { idx: 0, tag: '0000_init' },
          { idx: 1, tag: '0001_fix' },
        ],
      }),
    );
    writeFileSync(path.join(drizzle, 'meta', '0000_snapshot.json'), JSON.stringify({ id: 'a', prevId: '0', tables }));
    writeFileSync(path.join(drizzle, 'meta', '0001_snapshot.json'), JSON.stringify({ id: 'b', prevId: 'a', tables }));
    const result = run();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('api/drizzle/0001_fix.sql');
    expect(readdirSync(drizzle).sort()).toEqual(['0000_init.sql', '0001_fix.sql', 'meta']);
  });

  it('regenerates one initial migration when every migration is drizzle-kit’s own', () => {
    const { drizzle, run } = layout({ '0000_init.sql': GENERATED, '0001_more.sql': GENERATED });
    const result = run();
    expect(result.status).toBe(0);
    expect(readdirSync(drizzle)).toEqual(['0000_init.sql']);
    expect(existsSync(path.join(drizzle, '0001_more.sql'))).toBe(false);
  });
});
