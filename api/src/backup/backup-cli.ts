import { runCli } from './cli';

/** `npm run backup -- --out DIR` (README "Backups"). */
runCli('backup');
