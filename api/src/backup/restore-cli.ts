import { runCli } from './cli';

/** `npm run restore -- DIR [--force]` (README "Backups"). */
runCli('restore');
