import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@pitchside/shared';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A bucket of an S3-compatible service (AWS, MinIO, R2, ...), addressed path-style: endpoint/bucket/prefix+key. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  /** Prepended to every key ('' or ending in /), so a bucket can be shared with other data. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | undefined;
}

function storageKind(url: string | undefined, databaseUrl: string | undefined): 'disk' | 'postgres' | 's3' {
  if (url === 'disk' || url === 'postgres') return url;
  if (url?.startsWith('s3://')) return 's3';
  return databaseUrl ? 'postgres' : 'disk';
}

type AwsVars = { AWS_ACCESS_KEY_ID?: string; AWS_SECRET_ACCESS_KEY?: string; AWS_SESSION_TOKEN?: string; AWS_REGION?: string };

/** s3://bucket[/prefix]?endpoint=https://host&region=eu-west-3, credentials from the AWS variables. */
function parseS3Url(raw: string, aws: AwsVars): S3Config | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'STORAGE_URL: s3://bucket?endpoint=...&region=... is not a URL';
  }
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    return 'STORAGE_URL: the bucket name after s3:// must be 3-63 lowercase letters, digits, dots or dashes';
  for (const k of url.searchParams.keys())
    if (k !== 'endpoint' && k !== 'region') return `STORAGE_URL: unknown parameter ${k} (endpoint and region are known)`;
  const region = url.searchParams.get('region') ?? aws.AWS_REGION ?? 'us-east-1';
  const endpoint = (url.searchParams.get('endpoint') ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#]+$/.test(endpoint)) return 'STORAGE_URL: endpoint must be an http(s) origin such as https://s3.example.com';
  if (!aws.AWS_ACCESS_KEY_ID || !aws.AWS_SECRET_ACCESS_KEY)
    return 'AWS_ACCESS_KEY_ID: STORAGE_URL=s3://... needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    endpoint,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region,
    accessKeyId: aws.AWS_ACCESS_KEY_ID,
    secretAccessKey: aws.AWS_SECRET_ACCESS_KEY,
    sessionToken: aws.AWS_SESSION_TOKEN,
  };
}

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
    /** Where uploads live: unset means Postgres when DATABASE_URL is set, else DATA_DIR/uploads; s3://bucket a bucket. */
    STORAGE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^(disk|postgres|s3:\/\/.+)$/, {
          message:
            'STORAGE_URL must be disk, postgres or s3://bucket?endpoint=...&region=... (or unset: postgres with DATABASE_URL, else disk)',
        })
        .optional(),
    ),
    /** The usual AWS credentials, read for STORAGE_URL=s3://... only. */
    AWS_ACCESS_KEY_ID: optionalString,
    AWS_SECRET_ACCESS_KEY: optionalString,
    AWS_SESSION_TOKEN: optionalString,
    AWS_REGION: optionalString,
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
    STORAGE: storageKind(e.STORAGE_URL, e.DATABASE_URL),
    S3: e.STORAGE_URL?.startsWith('s3://') ? parseS3Url(e.STORAGE_URL, e) : null,
  }));

/** S3: the bucket of STORAGE_URL=s3://..., else null (a bad one stops start-up). */
export type Env = Omit<z.infer<typeof envSchema>, 'S3'> & { S3: S3Config | null };

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
  const s3 = result.data.S3;
  if (typeof s3 === 'string') throw new EnvError(`Invalid configuration:\n  ${s3}`);
  if (result.data.STORAGE === 'postgres' && !result.data.DATABASE_URL) {
    throw new EnvError('Invalid configuration:\n  STORAGE_URL: postgres needs DATABASE_URL');
  }
  return { ...result.data, S3: s3 };
}
