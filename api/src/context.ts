import type { Database } from './db/client';
import type { Env } from './lib/env';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mail';
import type { Storage } from './lib/storage';
import type { LiveHub } from './live/hub';
import type { RATE_LIMITS } from '@pitchside/shared';

type Limit = { limit: number; windowMs: number };
/** Limits added after the first release: a caller that leaves them out gets the defaults of RATE_LIMITS. */
type LaterLimit = 'passwordResetAddress' | 'resetPassword' | 'builds';
export type RateLimits = { [K in Exclude<keyof typeof RATE_LIMITS, LaterLimit>]: Limit } & { [K in LaterLimit]?: Limit };

/** Everything the app needs from the outside; tests build their own. */
export interface Deps {
  database: Database;
  env: Env;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  live: LiveHub;
  jwtSecret: Uint8Array;
  rateLimits: RateLimits;
}

/** The caller, as read from the database on every request (never from the token alone). */
export interface CurrentUser {
  id: string;
  fullName: string;
  email: string | null;
  isAdmin: boolean;
  isGold: boolean;
  goldUntil: Date | null;
  type: string;
  playerId: number | null;
  userRole: string;
  isVerified: boolean;
  locale: string | null;
  /** Set for a volunteer signed in through a score-entry link: a scorer of its scope, not a member. */
  scoreLinkId?: string | null;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: CurrentUser | null;
    /** A token came with the request but is expired, revoked or forged. */
    sessionInvalid: boolean;
    /** Names the request in the access log and the `X-Request-Id` answer header. */
    requestId: string;
    /** The live session the request came with (its row in `sessions`). */
    sessionId: string | null;
    /** The events whose games a shared public answer depends on (lib/response-cache). */
    cacheEvents?: string[];
  };
}
