import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@pitchside/shared';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be from 0 to 65535')
      .max(65535, 'PORT must be from 0 to 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: optionalString,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Where uploads live: unset means Postgres when DATABASE_URL is set, else DATA_DIR/uploads. */
    STORAGE_URL: optionalString.pipe(
      z
        .enum(['disk', 'postgres'], { message: 'STORAGE_URL must be disk or postgres (or unset: postgres with DATABASE_URL, else disk)' })
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Pitchside <no-reply@pitchside.local>'),
    ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'ADMIN_EMAIL must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ message: 'PUBLIC_URL must be a URL such as https://pitchside.example' }).optional()),
    TRUST_PROXY: z.coerce
      .number({ message: 'TRUST_PROXY must be a number of proxies (0 when none)' })
      .int('TRUST_PROXY must be a whole number')
      .min(0, 'TRUST_PROXY must be 0 or more')
      .max(10, 'TRUST_PROXY must be at most 10')
      .default(0),
    RATE_LIMIT_SCALE: z.coerce
      .number({ message: 'RATE_LIMIT_SCALE must be a number' })
      .min(1, 'RATE_LIMIT_SCALE must be 1 or more')
      .max(10_000, 'RATE_LIMIT_SCALE must be at most 10000')
      .default(1),
    /** Bearer token for GET /api/metrics; without it the route does not exist (404). */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
    /** On SIGTERM: how long requests in progress may take to finish before the process stops anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'SHUTDOWN_TIMEOUT_SECONDS must be a number' })
      .min(1, 'SHUTDOWN_TIMEOUT_SECONDS must be from 1 to 600')
      .max(600, 'SHUTDOWN_TIMEOUT_SECONDS must be from 1 to 600')
      .default(10),
    /** Postgres: the longest one query of a request may run before Postgres cancels it (503), so no request hangs. */
    DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'DATABASE_STATEMENT_TIMEOUT_SECONDS must be a number' })
      .min(1, 'DATABASE_STATEMENT_TIMEOUT_SECONDS must be from 1 to 600')
      .max(600, 'DATABASE_STATEMENT_TIMEOUT_SECONDS must be from 1 to 600')
      .default(30),
    /** Web Push keys (base64url); unset, a pair is generated on first start and kept in DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
        .optional(),
    ),
    /** Who push services may contact about this server's messages: a mailto: or https: URL. */
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
        .optional(),
    ),
    /** Tests and the benchmark only: push endpoints on this machine or a private network are accepted. */
    PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(['0', '1'], { message: 'PUSH_ALLOW_LOCAL_ENDPOINTS must be 0 or 1' }).default('0'),
    DEMO_DATA: z.enum(['auto', 'off'], { message: 'DEMO_DATA must be auto or off' }).default('auto'),
    /** `production` in the Docker image: mail bodies (with their links) are then never logged. */
    NODE_ENV: optionalString,
    LOG_LEVEL: z
      .enum(['debug', 'info', 'warn', 'error', 'silent'], { message: 'LOG_LEVEL must be debug, info, warn, error or silent' })
      .default('info'),
  })
  .transform((e) => ({
    ...e,
    // Relative to the working directory when given; by default `.data/` at the repository root.
    DATA_DIR: e.DATA_DIR ? path.resolve(e.DATA_DIR) : DEFAULT_DATA_DIR,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    STORAGE: e.STORAGE_URL ?? (e.DATABASE_URL ? ('postgres' as const) : ('disk' as const)),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses configuration once; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.ADMIN_EMAIL && !result.data.ADMIN_PASSWORD) {
    throw new EnvError('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  }
  if (!result.data.VAPID_PUBLIC_KEY !== !result.data.VAPID_PRIVATE_KEY) {
    throw new EnvError('Invalid configuration:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (both or neither)');
  }
  if (result.data.STORAGE === 'postgres' && !result.data.DATABASE_URL) {
    throw new EnvError('Invalid configuration:\n  STORAGE_URL: postgres needs DATABASE_URL');
  }
  return result.data;
}
