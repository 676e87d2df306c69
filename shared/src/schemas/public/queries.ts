import { z } from 'zod';
import { ADMIN_GAMES_PAGE_SIZE, EVENTS_LIST_LIMIT, GAME_STATUSES, MAX_GAMES_LIMIT, SEARCH_MIN_CHARS, USER_ROLES } from '../../constants';
import { queryInt } from '../common';
import { coded } from '../../i18n/codes';

const optionalText = (label: string) =>
  z
    .string()
    .max(200, coded('fieldTooLongPlain', { label }))
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** GET /api/events/{slugOrId}/games: 20 a page by default, up to 1000 (the admin rounds list). */
export const gamesQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: MAX_GAMES_LIMIT, fallback: ADMIN_GAMES_PAGE_SIZE, label: 'limit' }),
  team: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.uuid({ message: coded('teamQueryInvalid') }).optional()),
  round: optionalText('round'),
  status: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(GAME_STATUSES, { message: coded('mustBeOneOf', { label: 'status', values: GAME_STATUSES.join(', ') }) }).optional()),
  /** Age group slug or id. */
  ageGroup: optionalText('ageGroup'),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

/** GET /api/events: newest editions first, 100 a page (the spec's limit) and `page` for the rest. */
export const eventsListQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: EVENTS_LIST_LIMIT, fallback: EVENTS_LIST_LIMIT, label: 'limit' }),
});

const searchText = (label: string) =>
  z
    .string({ message: coded('fieldRequired', { label }) })
    .trim()
    .min(SEARCH_MIN_CHARS, coded('searchTooShort', { min: SEARCH_MIN_CHARS }))
    .max(100, coded('fieldTooLongPlain', { label }));

/** GET /api/teams/search?name= (admin type-ahead). */
export const teamSearchQuerySchema = z.object({ name: searchText('name') });

/** GET /api/users/search?role=Coach&name= (admin type-ahead). */
export const userSearchQuerySchema = z.object({
  name: searchText('name'),
  role: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(USER_ROLES, { message: coded('mustBeOneOf', { label: 'role', values: USER_ROLES.join(', ') }) }).optional()),
});

/** GET /api/users/old-players?search= (registration type-ahead); shorter text simply finds nothing. */
export const oldPlayersQuerySchema = z.object({
  search: z
    .string()
    .max(100, coded('fieldTooLongPlain', { label: 'search' }))
    .optional(),
});

/** GET /api/teams/by-teamId/{teamId}/games: one edition's games (by event id), one age group's. */
export const teamGamesQuerySchema = z.object({
  eventId: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.guid({ message: coded('eventIdInvalid') }).optional()),
  ageGroup: optionalText('ageGroup'),
});

/** GET /api/events/{id}/teams and GET /api/rankings/event/{id}: one age group (slug or id). */
export const ageGroupQuerySchema = z.object({ ageGroup: optionalText('ageGroup') });

/** GET /api/events/slug/{slug}: an edition of the series (the newest when absent) and an age group. */
export const eventPageQuerySchema = z.object({
  edition: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 10_000) {
        ctx.addIssue({ code: 'custom', message: coded('editionInvalid') });
        return z.NEVER;
      }
      return n;
    }),
  ageGroup: optionalText('ageGroup'),
});

/** GET /api/events/{id}/offline-bundle: the whole edition, or with scope=live what a game change alters. */
export const offlineBundleQuerySchema = z.object({
  scope: z.enum(['live'], { message: coded('offlineScopeInvalid') }).optional(),
});

/**
 * GET /api/events/{eventId}/offline-bundle: the edition's answers by path, and its squads' player pages
 * (teams once, profiles pointing at them by index, careers by player id).
 */
export const offlineBundleResponseSchema = z.object({
  success: z.literal(true),
  eventId: z.string(),
  slug: z.string(),
  edition: z.number().int(),
  scope: z.enum(['all', 'live']),
  generatedAt: z.string(),
  responses: z.record(z.string(), z.unknown()),
  players: z
    .object({
      teams: z.array(z.unknown()),
      users: z.array(z.object({ id: z.string(), team: z.array(z.number().int()) }).loose()),
      careers: z.record(z.string(), z.unknown()),
    })
    .optional(),
});
export type OfflineBundle = z.infer<typeof offlineBundleResponseSchema>;
