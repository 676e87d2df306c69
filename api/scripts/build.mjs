// Compiles the API for production: one ES module per entry point in dist/bundle/, with our own
// workspaces (@pitchside/shared, @pitchside/sync) bundled in and every npm dependency left to
// node_modules (sharp and PGlite load native or WebAssembly files next to themselves).
// dist/bundle/ sits two levels below api/, like src/db/ and src/lib/, so the paths those modules
// compute from import.meta.url (migrations, the default data folder) stay right.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const deps = (file) => Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies ?? {});
const external = [
  ...new Set([...deps('../package.json'), ...deps('../../shared/package.json'), ...deps('../../sync/package.json')]),
].filter((name) => !name.startsWith('@pitchside/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-cli': 'src/admin/cli.ts',
    backup: 'src/backup/backup-cli.ts',
    restore: 'src/backup/restore-cli.ts',
    'uploads-move': 'src/uploads/move-cli.ts',
    // The push messages' encryption thread (src/push/encrypt-pool.ts loads it beside main.js).
    'push-encrypt-worker': 'src/push/encrypt-worker.ts',
  },
  outdir: 'dist/bundle',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('API compiled to api/dist/bundle/');
