import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@pitchside/shared';
import { ensureAdmin } from '../auth/bootstrap-admin';
import { EnvError, parseEnv } from '../lib/env';
import { createDeps } from '../server';

const USAGE = 'Usage: npm run admin -w @pitchside/api -- --email EMAIL --password PASSWORD [--name "Full Name"]';

const argsSchema = z.object({
  email: z.email({ message: '--email must be an e-mail address' }),
  password: z
    .string({ message: '--password is required' })
    .min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  name: z.string().trim().min(1, '--name must not be blank').max(100).optional(),
});

/** Parses the command line; a bad value returns a message for the user instead of throwing. */
export function parseAdminArgs(argv: string[]): z.infer<typeof argsSchema> | { error: string } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    const parsed = argsSchema.safeParse(values);
    return parsed.success ? parsed.data : { error: parsed.error.issues[0]!.message };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/**
 * Creates another administrator, or makes an existing account one (verified, with this password).
 * Runs against the configured database; with the embedded one, stop the server first.
 */
async function main(): Promise<number> {
  const args = parseAdminArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  const deps = await createDeps(parseEnv());
  try {
    const result = await ensureAdmin(deps.database.db, { email: args.email, password: args.password, fullName: args.name });
    console.log(`${result.created ? 'Created' : 'Updated'} administrator ${result.email}`);
    return 0;
  } finally {
    await deps.database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof EnvError ? e.message : e);
      process.exit(1);
    },
  );
}
