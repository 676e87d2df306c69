import { z } from 'zod';
import { GAME_STAGES, MSG, coded, gamePitchSchema, type MessageCode } from '@pitchside/shared';
import {
  cardKindSchema,
  clockStateSchema,
  gameStatusSchema,
  lineupSchema,
  penaltiesSchema,
  seenResultSchema,
  sideSchema,
} from './mutations';

/** Push/pull wire shapes (DESIGN.md section 5), parsed on both ends. */

// ------------------------------------------------------------------ rows sent in pull patches

export const cardRowSchema = z.object({
  id: z.string(),
  side: sideSchema,
  playerId: z.string(),
  kind: cardKindSchema,
  minute: z.number(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable().optional(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

export const foulRowSchema = z.object({
  id: z.string(),
  side: sideSchema,
  half: z.union([z.literal(1), z.literal(2)]),
  minute: z.number().nullable(),
  playerId: z.string().nullable(),
});
export type FoulRow = z.infer<typeof foulRowSchema>;

export const timeoutRowSchema = z.object({
  id: z.string(),
  side: sideSchema,
  half: z.union([z.literal(1), z.literal(2)]),
  minute: z.number().nullable(),
});
export type TimeoutRow = z.infer<typeof timeoutRowSchema>;

export const gameRowSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  ageGroupId: z.string().nullable(),
  groupId: z.string().nullable(),
  /**
   * The stage the game counts in, with its group (groupId) or its knockout slot (fixtureId). Optional:
   * rows stored on a device before games carried them have neither until their next pull.
   */
  stage: z.enum(GAME_STAGES).optional(),
  fixtureId: z.string().nullable().optional(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  status: gameStatusSchema,
  startTime: z.string().nullable(),
  location: z.string().nullable(),
  /** The game's pitch (issue 19); optional: rows stored before games carried it have none until their next pull. */
  pitchId: z.string().nullable().optional(),
  pitch: gamePitchSchema.nullable().optional(),
  round: z.string(),
  mvpId: z.string().nullable(),
  penalties: penaltiesSchema.nullable(),
  version: z.number(),
  /**
   * The match report (optional: servers and stored rows from before it have none). Cards, fouls and
   * timeouts ride on the game row, so each change bumps the game's version and a pull carries it.
   */
  clock: clockStateSchema.nullable().optional(),
  cards: z.array(cardRowSchema).optional(),
  fouls: z.array(foulRowSchema).optional(),
  timeouts: z.array(timeoutRowSchema).optional(),
  lineups: z.object({ home: lineupSchema, away: lineupSchema }).optional(),
  /** Players who may not play in this game (a sending-off or yellow cards in earlier games), by the age group's rules. */
  suspended: z.array(z.object({ playerId: z.string(), reason: z.enum(['redCard', 'yellowCards']) })).optional(),
  /**
   * A scorer's result waiting for an organiser's confirmation (the age group asks for review): it
   * counts in no table or bracket meanwhile. Optional: rows from before review have none (not awaiting).
   */
  awaitingConfirmation: z.boolean().optional(),
  /** The age group's periods and clock, for the minute the clock gives and the game's last minute. */
  match: z
    .object({ periods: z.union([z.literal(1), z.literal(2)]), periodMinutes: z.number(), clock: z.enum(['stopped', 'running']) })
    .optional(),
});
export type GameRow = z.infer<typeof gameRowSchema>;

export const goalRowSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  gameId: z.string(),
  side: sideSchema,
  minute: z.number(),
  scorerId: z.string().nullable(),
  scorerName: z.string(),
  assistId: z.string().nullable(),
  assistName: z.string().nullable(),
  /**
   * The admin who recorded it (user id; null once that account is gone, absent from older servers):
   * a possible duplicate is another admin's goal, never one's own brace (see findPossibleDuplicateGoal).
   */
  createdBy: z.string().nullable().optional(),
  /** An own goal: counted for `side`, `scorerId` the player of the other side; in nobody's scoring record. */
  ownGoal: z.boolean().optional(),
});
export type GoalRow = z.infer<typeof goalRowSchema>;

/** Saves of one goalkeeper in one game; its patch id is `${gameId}:${playerId}` (see saveRowId). */
export const saveRowSchema = z.object({
  eventId: z.string(),
  gameId: z.string(),
  playerId: z.string(),
  saves: z.number(),
});
export type SaveRow = z.infer<typeof saveRowSchema>;

export const teamRowSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  ageGroupId: z.string().nullable(),
  /** So the device can label same-named clubs ("Tyre Cedars (U12)") without another call. */
  ageGroupName: z.string().nullable(),
  name: z.string(),
  /** A URL the device can load as is. */
  logo: z.string().nullable(),
  /** For the scorer, assist, MVP and goalkeeper pickers. */
  players: z.array(z.object({ id: z.string(), name: z.string(), shirtNumber: z.number().nullable() })),
});
export type TeamRow = z.infer<typeof teamRowSchema>;

export const saveRowId = (gameId: string, playerId: string) => `${gameId}:${playerId}`;

export interface EntityRows {
  game: GameRow;
  goal: GoalRow;
  save: SaveRow;
  team: TeamRow;
}
export type EntityName = keyof EntityRows;
export const ENTITY_NAMES: readonly EntityName[] = ['game', 'goal', 'save', 'team'];

export type PatchOp =
  | { [E in EntityName]: { op: 'put'; entity: E; id: string; value: EntityRows[E] } }[EntityName]
  | { op: 'del'; entity: EntityName; id: string };

const entitySchema = z.enum(['game', 'goal', 'save', 'team']);
export const patchOpSchema = z.union([
  z.object({ op: z.literal('put'), entity: z.literal('game'), id: z.string(), value: gameRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('goal'), id: z.string(), value: goalRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('save'), id: z.string(), value: saveRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('team'), id: z.string(), value: teamRowSchema }),
  z.object({ op: z.literal('del'), entity: entitySchema, id: z.string() }),
]);

// ------------------------------------------------------------------ push

export const pushMutationSchema = z.object({
  id: z
    .number({ message: coded('mutationIdNumber') })
    .int(coded('mutationIdWhole'))
    .min(1, coded('mutationIdMin')),
  name: z
    .string({ message: coded('fieldRequired', { label: 'Mutation name' }) })
    .min(1, coded('fieldRequired', { label: 'Mutation name' }))
    .max(64),
  args: z.unknown(),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const clientIdSchema = z
  .string({ message: coded('fieldRequired', { label: 'clientId' }) })
  .regex(CLIENT_ID_PATTERN, coded('clientIdInvalid'));

/**
 * The admin whose outbox this is. On a shared device another admin may be signed in by the time a
 * push goes out; naming the owner lets the server refuse instead of crediting the other admin.
 * Optional, so API clients that send only their own edits need not set it.
 */
export const ownerIdSchema = z
  .string({ message: coded('fieldString', { label: 'userId' }) })
  .min(1, coded('fieldNotEmpty', { label: 'userId' }))
  .max(64, coded('fieldTooLong', { label: 'userId', max: 64 }));

/** The answer's `code` when the signed-in admin is not the outbox's owner (status 409). */
export const OTHER_ADMIN_CODE = 'otherAdmin' satisfies MessageCode;
export const OTHER_ADMIN_MESSAGE = MSG.otherAdmin;

export const PUSH_MAX_MUTATIONS = 1000;
export const pushRequestSchema = z.object({
  clientId: clientIdSchema,
  userId: ownerIdSchema.optional(),
  mutations: z
    .array(pushMutationSchema, { message: coded('listRequired', { label: 'mutations' }) })
    .max(PUSH_MAX_MUTATIONS, coded('pushMaxMutations', { max: PUSH_MAX_MUTATIONS })),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

/**
 * What the server accepts: only the ids must be usable (they order the queue and name each answer);
 * any name and any args, present or not, go through to be rejected one by one when they are wrong, so
 * one malformed edit never refuses the whole push and blocks the edits queued behind it.
 */
export const pushRequestInSchema = pushRequestSchema.extend({
  mutations: z
    .array(pushMutationSchema.extend({ name: z.unknown().optional(), args: z.unknown().optional() }), {
      message: coded('listRequired', { label: 'mutations' }),
    })
    .max(PUSH_MAX_MUTATIONS, coded('pushMaxMutations', { max: PUSH_MAX_MUTATIONS })),
});
export type PushRequestIn = z.infer<typeof pushRequestInSchema>;

/** Who last set a compare-and-set field: server identity and server time, never the device clock. */
export const setterSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** `result`: a knockout game's decided result (see resultConflict); the others are compare-and-set fields. */
export const conflictFieldSchema = z.enum(['status', 'penalties', 'mvp', 'saves', 'schedule', 'result', 'clock', 'lineup']);
export type ConflictField = z.infer<typeof conflictFieldSchema>;

export const conflictSchema = z.object({
  status: z.literal('conflict'),
  field: conflictFieldSchema,
  /** The value the server holds now: the `expected` to send when the admin keeps theirs over it. */
  current: z.unknown(),
  setBy: setterSchema,
  setAt: z.string().nullable(),
});
export type ConflictOutcome = z.infer<typeof conflictSchema>;

/**
 * A refused edit: `reason` is the English text (older servers and logs send only it); `code` and
 * `params` are what the app translates.
 */
const rejectedSchema = z.object({
  status: z.literal('rejected'),
  reason: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});

export const loggedResultSchema = z.union([z.object({ status: z.literal('applied') }), rejectedSchema, conflictSchema]);
/** What a mutation did, as kept in the server's log and answered again for a duplicate. */
export type LoggedResult = z.infer<typeof loggedResultSchema>;

export const mutationResultSchema = z.union([
  z.object({ id: z.number(), status: z.literal('applied') }),
  rejectedSchema.extend({ id: z.number() }),
  conflictSchema.extend({ id: z.number() }),
  /** Seen before: nothing was applied again; `result` is what the first attempt did. */
  z.object({ id: z.number(), status: z.literal('duplicate'), result: loggedResultSchema }),
]);
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  lastMutationId: z.number(),
  results: z.array(mutationResultSchema),
  /** Set when a mutation id skipped ahead: it and everything after it were not processed. */
  gap: z.object({ expected: z.number(), received: z.number() }).optional(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

// ------------------------------------------------------------------ pull

/**
 * Told to an admin on pull: another admin's edit of their knockout game was held as a `result`
 * conflict. `theirs` is the score that admin's device had, `current` the one that stands.
 */
export const noticeSchema = z.object({
  id: z.number(),
  eventId: z.string(),
  gameId: z.string(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
  theirs: seenResultSchema,
  current: seenResultSchema,
});
export type SyncNotice = z.infer<typeof noticeSchema>;

export const pullResponseSchema = z.object({
  /** Opaque to the device: send it back as `cookie` on the next pull of the same scope. */
  cookie: z.string(),
  lastMutationId: z.number(),
  patch: z.array(patchOpSchema),
  /** The patch is a full snapshot of the scope: drop everything held for it first. */
  reset: z.boolean().optional(),
  /** Conflicts of other admins over this admin's knockout results, since the cookie (none on a reset). */
  notices: z.array(noticeSchema).optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/**
 * What pulled rows hold. A cookie from before a change of row format is refused like a too-old one,
 * so the device gets a full snapshot instead of keeping rows in the old shape (2: team rows carry
 * the age-group name and the logo as a URL).
 */
export const ROW_FORMAT = 2;

/**
 * A cookie names its scope, the row format and the highest version the pull saw. Binding the scope
 * stops a cookie from one event being used to pull another, which would silently skip that event's history.
 */
export function formatCookie(scope: string, version: number): string {
  return `${scope}:r${ROW_FORMAT}:${version}`;
}

export function parseCookie(cookie: string | null | undefined, scope: string): number | null {
  if (!cookie) return null;
  const prefix = `${scope}:r${ROW_FORMAT}:`;
  if (!cookie.startsWith(prefix)) return null;
  const digits = cookie.slice(prefix.length);
  if (!/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}
