import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Errors that mean "the database is away" (restarting, unreachable, refusing connections) rather
 * than "this request is wrong": the request answers 503 and the process keeps running, since
 * postgres.js opens a new connection for the next query once Postgres is back.
 */
const CONNECTION_CODES = new Set([
  // postgres.js
  'CONNECTION_DESTROYED',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  // the socket
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Postgres: shutting down or starting up, too many connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // A query cancelled by statement_timeout (DATABASE_STATEMENT_TIMEOUT_SECONDS): the database is too
  // busy or locked for this request now, which a retry a little later may not be.
  '57014',
]);

export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; cur = (cur as { cause?: unknown }).cause, depth += 1) {
    const code = (cur as { code?: unknown }).code;
    // Class 08: connection exceptions.
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  }
  return false;
}

export type DatabaseStatus = 'up' | 'down';

/** Asks the database for a trivial answer, giving up after `timeoutMs` (a vanished server may never answer). */
export async function databaseStatus(database: Database, timeoutMs = 3000): Promise<DatabaseStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DatabaseStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const probe = database.db.execute(sql`select 1`).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
