import path from 'node:path';
import type { Database } from '../db/client';
import type { Env } from '../lib/env';
import { createDiskStorage, type Storage } from '../lib/storage';
import { createPostgresStorage } from './postgres-storage';
import { createS3Storage } from './s3-storage';

/** The folder uploads were kept in before they moved to the database, and still are on disk storage. */
export const uploadsDir = (env: Env) => path.join(env.DATA_DIR, 'uploads');

/** The store STORAGE_URL chose (env.STORAGE): the database's `uploads` table, an S3 bucket, or DATA_DIR/uploads. */
export function chooseStorage(env: Env, database: Database): Storage {
  if (env.S3) return createS3Storage(env.S3);
  return env.STORAGE === 'postgres' ? createPostgresStorage(database.db) : createDiskStorage(uploadsDir(env));
}
