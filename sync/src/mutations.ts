import { z } from 'zod';
import { CARD_KINDS, CLOCK_PERIODS, GAME_STATUSES, MSG, SIDES, codedReason, coded, zodReason, type CodedReason } from '@pitchside/shared';

/**
 * The mutations of DESIGN.md section 5 and their args, exactly. Ids are strings; entity ids are uuids
 * because goals are made on the device and must never collide.
 */

export const PENALTY_MESSAGE = coded('penaltiesInvalid');

const id = (label: string) => z.uuid({ message: coded('validId', { label }) });
const name = (label: string) =>
  z
    .string({ message: coded('fieldRequired', { label }) })
    .trim()
    .min(1, coded('fieldRequired', { label }))
    .max(120, coded('fieldTooLong', { label, max: 120 }))
    // Control characters (NUL above all) are refused by Postgres text columns: refuse them here, as a
    // readable rejection, instead of a database error that would stop the queue behind it.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, coded('noControlCharacters', { label }));

export const sideSchema = z.enum(SIDES, { message: coded('sideInvalid') });
export const gameStatusSchema = z.enum(GAME_STATUSES, {
  message: coded('mustBeOneOf', { label: 'Status', values: GAME_STATUSES.join(', ') }),
});

export const minuteSchema = z
  .number({ message: coded('minuteNumber') })
  .int(coded('minuteWhole'))
  .min(0, coded('minuteMin'))
  .max(1000, coded('minuteMax'));

const penaltyScore = z.number({ message: PENALTY_MESSAGE }).int(PENALTY_MESSAGE).min(0, PENALTY_MESSAGE).max(99, PENALTY_MESSAGE);
export const penaltiesSchema = z.object({ home: penaltyScore, away: penaltyScore }, { message: coded('penaltiesBoth') });
export type Penalties = z.infer<typeof penaltiesSchema>;

const goalsCount = z.number().int().min(0).max(999);
/**
 * The game's score as the device showed it when the edit was made (pulled state with its own queued
 * edits on top). Optional: on a knockout game another admin has completed meanwhile, an edit that
 * would send on a different team than the admin saw comes back as a `result` conflict (sync/PROTOCOL.md).
 */
export const seenResultSchema = z.object({ home: goalsCount, away: goalsCount, penalties: penaltiesSchema.nullable() });
export type SeenResult = z.infer<typeof seenResultSchema>;

const savesCount = z
  .number({ message: coded('savesNumber') })
  .int(coded('savesWhole'))
  .min(0, coded('savesMin'))
  .max(999, coded('savesMax'));

export const goalAddArgs = z
  .object({
    gameId: id('Game'),
    goalId: id('Goal'),
    side: sideSchema,
    minute: minuteSchema,
    scorerId: id('Scorer').nullish(),
    scorerName: name('Scorer name'),
    assistId: id('Assist').nullish(),
    assistName: name('Assist name').nullish(),
    seen: seenResultSchema.optional(),
    /**
     * An own goal: it counts for `side`, and `scorerId` (when known) is the player of the other side
     * who put it in his own net; it goes in nobody's scoring record and has no assist.
     */
    ownGoal: z.boolean().optional(),
  })
  .refine((a) => !a.assistId || a.assistId !== a.scorerId, {
    message: coded('assistDifferent'),
    path: ['assistId'],
  })
  .refine((a) => !a.ownGoal || (!a.assistId && !a.assistName), { message: coded('ownGoalNoAssist'), path: ['assistId'] });

export const goalRemoveArgs = z.object({ gameId: id('Game'), goalId: id('Goal'), seen: seenResultSchema.optional() });

export const setStatusArgs = z.object({
  gameId: id('Game'),
  expected: gameStatusSchema,
  status: gameStatusSchema,
  seen: seenResultSchema.optional(),
});

export const setPenaltiesArgs = z.object({
  gameId: id('Game'),
  expected: penaltiesSchema.nullable(),
  value: penaltiesSchema.nullable(),
});

export const setMvpArgs = z.object({ gameId: id('Game'), expected: id('MVP').nullable(), value: id('MVP').nullable() });

export const setSavesArgs = z.object({ gameId: id('Game'), playerId: id('Goalkeeper'), expected: savesCount, value: savesCount });

/** A game's place on the schedule: its start (ISO instant) and its pitch, either unset. */
export const gameScheduleSchema = z.object({
  startTime: z.iso.datetime({ offset: true, message: coded('startTimeInvalid') }).nullable(),
  pitchId: id('Pitch').nullable(),
});
export type GameSchedule = z.infer<typeof gameScheduleSchema>;

/** Moves a game (issue 19): compare-and-set on the schedule, so two admins' moves never overwrite each other silently. */
export const setScheduleArgs = z.object({ gameId: id('Game'), expected: gameScheduleSchema, value: gameScheduleSchema });

// ------------------------------------------------------------------ the futsal match report

export const cardKindSchema = z.enum(CARD_KINDS, { message: coded('mustBeOneOf', { label: 'Card', values: CARD_KINDS.join(', ') }) });
const halfSchema = z.union([z.literal(1), z.literal(2)], { message: coded('halfInvalid') });
const reasonText = z
  .string()
  .trim()
  .max(200, coded('fieldTooLong', { label: 'Reason', max: 200 }))
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, coded('noControlCharacters', { label: 'Reason' }));

export const cardAddArgs = z.object({
  gameId: id('Game'),
  cardId: id('Card'),
  side: sideSchema,
  playerId: id('Player'),
  kind: cardKindSchema,
  minute: minuteSchema,
  reason: reasonText.nullish(),
});
export const cardRemoveArgs = z.object({ gameId: id('Game'), cardId: id('Card') });

export const foulAddArgs = z.object({
  gameId: id('Game'),
  foulId: id('Foul'),
  side: sideSchema,
  half: halfSchema,
  minute: minuteSchema.nullish(),
  playerId: id('Player').nullish(),
});
export const foulRemoveArgs = z.object({ gameId: id('Game'), foulId: id('Foul') });

export const timeoutAddArgs = z.object({
  gameId: id('Game'),
  timeoutId: id('Timeout'),
  side: sideSchema,
  half: halfSchema,
  minute: minuteSchema.nullish(),
});

const shirtSchema = z
  .number({ message: coded('shirtNumberInvalid') })
  .int(coded('shirtNumberInvalid'))
  .min(0, coded('shirtNumberInvalid'))
  .max(99, coded('shirtNumberInvalid'));
export const lineupEntrySchema = z.object({ playerId: id('Player'), shirt: shirtSchema.nullish(), goalkeeper: z.boolean().optional() });
export const lineupSchema = z
  .array(lineupEntrySchema)
  .max(60)
  .refine((l) => new Set(l.map((e) => e.playerId)).size === l.length, { message: coded('lineupTwice') });
export type Lineup = z.infer<typeof lineupSchema>;

/** Who played for one side: set as a whole, compare-and-set like the MVP. */
export const lineupSetArgs = z.object({ gameId: id('Game'), side: sideSchema, expected: lineupSchema, value: lineupSchema });

/** Four hours of play in one period is far beyond any game: a larger value is a mistake. */
const MAX_PERIOD_SECONDS = 4 * 3600;
export const clockStateSchema = z
  .object({
    period: z.enum(CLOCK_PERIODS, { message: coded('clockInvalid') }),
    runningSince: z.iso.datetime({ offset: true, message: coded('clockInvalid') }).nullable(),
    elapsedSeconds: z
      .number({ message: coded('clockInvalid') })
      .int(coded('clockInvalid'))
      .min(0, coded('clockInvalid'))
      .max(MAX_PERIOD_SECONDS, coded('clockInvalid')),
  })
  // Only a period being played can run.
  .refine((c) => c.runningSince === null || c.period === 'first' || c.period === 'second' || c.period === 'extra', {
    message: coded('clockInvalid'),
  });

/** The match clock: compare-and-set, so two admins setting it is a conflict shown, never a silent overwrite. */
export const gameClockArgs = z.object({ gameId: id('Game'), expected: clockStateSchema, value: clockStateSchema });

/** An organiser confirms a scorer's result that awaits review: it then counts in tables and brackets. */
export const gameConfirmArgs = z.object({ gameId: id('Game') });

export const MUTATION_ARGS = {
  'goal.add': goalAddArgs,
  'goal.remove': goalRemoveArgs,
  'game.setStatus': setStatusArgs,
  'game.setPenalties': setPenaltiesArgs,
  'game.setMvp': setMvpArgs,
  'game.setSaves': setSavesArgs,
  'game.setSchedule': setScheduleArgs,
  'card.add': cardAddArgs,
  'card.remove': cardRemoveArgs,
  'foul.add': foulAddArgs,
  'foul.remove': foulRemoveArgs,
  'timeout.add': timeoutAddArgs,
  'lineup.set': lineupSetArgs,
  'game.clock': gameClockArgs,
  'game.confirm': gameConfirmArgs,
} as const;

export type MutationName = keyof typeof MUTATION_ARGS;
/** Mutations only an organiser or a site admin may make (event.manage); the others need game.score. */
export const ORGANISER_MUTATIONS: ReadonlySet<MutationName> = new Set(['game.confirm']);
export const MUTATION_NAMES = Object.keys(MUTATION_ARGS) as MutationName[];
export type MutationArgs<N extends MutationName> = z.infer<(typeof MUTATION_ARGS)[N]>;
export type GoalAddArgs = MutationArgs<'goal.add'>;

/** A mutation whose args passed their schema: the union that apply functions switch on. */
export type Mutation = { [N in MutationName]: { name: N; args: MutationArgs<N> } }[MutationName];

export const MISSING_ARGS = MSG.editNoArgs;

export type ParsedMutation = { ok: true; mutation: Mutation } | ({ ok: false } & CodedReason);

export function isMutationName(value: string): value is MutationName {
  return Object.hasOwn(MUTATION_ARGS, value);
}

/** A name worth quoting back in a reason: short and plain (never a control character or broken text). */
const QUOTABLE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** Parses untrusted name and args; a failure gives one readable reason (shown in "needs attention"). */
export function parseMutation(name: unknown, args: unknown): ParsedMutation {
  if (typeof name !== 'string' || !isMutationName(name))
    return {
      ok: false,
      ...(typeof name === 'string' && QUOTABLE_NAME.test(name)
        ? codedReason('unknownChangeNamed', { name })
        : codedReason('unknownChange')),
    };
  if (args === undefined) return { ok: false, ...codedReason('editNoArgs') };
  const parsed = MUTATION_ARGS[name].safeParse(args);
  if (!parsed.success) return { ok: false, ...zodReason(parsed.error.issues[0]?.message, 'invalidChange') };
  return { ok: true, mutation: { name, args: parsed.data } as Mutation };
}

/** The game a mutation touches: every mutation is scoped to one game. */
export function mutationGameId(m: { args: unknown }): string | null {
  const a = m.args as { gameId?: unknown } | null;
  return a && typeof a.gameId === 'string' ? a.gameId : null;
}
