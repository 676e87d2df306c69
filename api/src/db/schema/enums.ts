import { pgEnum, pgSequence } from 'drizzle-orm/pg-core';
import {
  CONTACT_STATUSES,
  GAME_STAGES,
  GAME_STATUSES,
  GIFT_DURATIONS,
  INVITATION_STATUSES,
  REQUEST_STATUSES,
  SIDES,
  STAGE_TYPES,
  USER_ROLES,
  USER_TYPES,
} from '@pitchside/shared';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userType = pgEnum('user_type', USER_TYPES);
export const gameStatus = pgEnum('game_status', GAME_STATUSES);
export const gameStage = pgEnum('game_stage', GAME_STAGES);
export const stageType = pgEnum('stage_type', STAGE_TYPES);
export const side = pgEnum('side', SIDES);
export const giftDuration = pgEnum('gift_duration', GIFT_DURATIONS);
export const contactStatus = pgEnum('contact_status', CONTACT_STATUSES);
export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);
export const registrationType = pgEnum('registration_type', ['new', 'old']);
/** Futsal and street football are counted apart on the home page. */
export const eventKind = pgEnum('event_kind', ['futsal', 'street']);

/** Public numeric player ids (spec: playerId), handed out when a user becomes a player. */
export const playerIdSeq = pgSequence('player_id_seq', { startWith: 1001 });

/**
 * Sync versions (DESIGN.md section 5): every change to a synced row takes the next value, inside a
 * transaction that holds its event's advisory lock, so versions within an event follow commit order.
 */
export const syncVersionSeq = pgSequence('sync_version_seq', { startWith: 1 });
