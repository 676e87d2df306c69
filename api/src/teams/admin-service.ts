import { eq } from 'drizzle-orm';
import { MSG, slugify, teamCreateSchema, teamUpdateSchema, uniqueSlug, type PublicTeam } from '@pitchside/shared';
import { requireAccess } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { teams } from '../db/schema';
import { slugsLike } from '../events/admin-queries';
import { resolveEvent } from '../events/service';
import { badRequest, fromZodError, notFound } from '../lib/errors';
import { discardPicture, logoBytes, storePicture } from '../lib/pictures';
import { lockEvent } from '../sync/queries';
import {
  ageGroupOfEvent,
  clubInAgeGroup,
  findTeamRow,
  findUserBrief,
  latestClubRow,
  squadEntry,
  teamLogoInUse,
  teamRemovalCounts,
} from './admin-queries';
import { selectTeams } from './queries';
import { toPublicTeams } from './service';

/** A coach is a member who signed up as Coach; the type-ahead offers only those. */
async function requireCoach(tx: Tx, id: string) {
  const coach = await findUserBrief(tx, id);
  if (!coach || coach.userRole !== 'Coach') throw badRequest('coachInvalid');
  return coach;
}

async function requireAgeGroup(tx: Tx, eventId: string, idOrSlug: string) {
  const ag = await ageGroupOfEvent(tx, eventId, idOrSlug);
  if (!ag) throw badRequest('ageGroupUnknown');
  return ag;
}

export async function publicTeam(tx: Tx, id: string): Promise<PublicTeam> {
  const rows = await selectTeams(tx, eq(teams.id, id));
  // Answers to admins: a coach without an account comes with the phone typed for them.
  return (await toPublicTeams(tx, rows, { coachPhone: true }))[0]!;
}

type ClubRow = NonNullable<Awaited<ReturnType<typeof latestClubRow>>>;

/** A new team's coach: the member chosen, else the name typed, else (a linked club) the club's coach as it was. */
function coachOfNewTeam(
  input: { coach?: string | undefined; coachName?: string | undefined; coachPhone?: string | undefined },
  club: ClubRow | null,
) {
  if (input.coach) return { coachId: input.coach };
  if (input.coachName) return { coachId: null, coachName: input.coachName, coachPhone: input.coachPhone ?? null };
  return {
    coachId: club?.coachId ?? null,
    coachName: club?.coachId ? null : (club?.coachName ?? null),
    coachPhone: club?.coachId ? null : (club?.coachPhone ?? null),
  };
}

const noInvite = { coachInviteEmail: null, coachInviteTokenHash: null, coachClaimedBy: null, coachInvitedAt: null };

/**
 * An edit's change to a coach without an account. Typing a name replaces a member coach; choosing a
 * member clears the name. A changed or cleared name drops the invitation: it was for someone else.
 */
function coachNameChange(
  row: { coachName: string | null; coachPhone: string | null },
  input: { coachName?: string | null | undefined; coachPhone?: string | null | undefined },
  newCoachId: string | null | undefined,
): Partial<typeof teams.$inferInsert> {
  if (newCoachId) return { coachName: null, coachPhone: null, ...noInvite };
  const set: Partial<typeof teams.$inferInsert> = {};
  if (input.coachName !== undefined) {
    if (input.coachName !== null) set.coachId = null;
    set.coachName = input.coachName;
    if (input.coachName === null) set.coachPhone = null;
    if (input.coachName !== row.coachName) Object.assign(set, noInvite);
  }
  if (input.coachPhone !== undefined && set.coachName !== null) {
    set.coachPhone = input.coachPhone;
    // The texted link was for the old number.
    if (input.coachPhone !== row.coachPhone) set.coachInviteTokenHash = null;
  }
  const name = 'coachName' in set ? set.coachName : row.coachName;
  const phone = 'coachPhone' in set ? set.coachPhone : row.coachPhone;
  if (phone && !name) throw badRequest('importCoachNameRequired');
  return set;
}

/** Unsaved logo files go when the write that would name them fails. */
async function withLogo<T>(deps: Deps, key: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    await discardPicture(deps.storage, key);
    throw e;
  }
}

/**
 * Writes one team row the way every team is made (Team Management, bulk import): a slug of its own
 * unless a linked club brings its slug, the team marked changed for courtside devices, and an audit
 * entry. The caller holds the event's lock.
 */
export async function insertTeam(
  tx: Tx,
  adminId: string,
  values: Omit<typeof teams.$inferInsert, 'slug' | 'ageGroupId'> & { slug?: string; ageGroup: { id: string; name: string } | null },
  action: 'team.create' | 'team.link' | 'team.import' = values.teamId ? 'team.link' : 'team.create',
) {
  const { ageGroup, ...rest } = values;
  const slug = values.slug ?? uniqueSlug(slugify(values.name), await slugsLike(tx, 'teams', slugify(values.name)));
  const [row] = await tx
    .insert(teams)
    .values({ ...rest, slug, ageGroupId: ageGroup?.id ?? null })
    .returning();
  await recordAdminAudit(tx, {
    userId: adminId,
    action,
    entity: 'team',
    entityId: row!.id,
    eventId: values.eventId,
    detail: { name: row!.name, teamId: row!.teamId, ageGroup: ageGroup?.name ?? null, coach: row!.coachId, coachName: row!.coachName },
  });
  return row!;
}

/**
 * POST /api/events/{eventId}/teams (multipart). Without teamId a new club is made (logo required);
 * with it, the club is linked into this event and age group under the same teamId, keeping its name,
 * slug, logo, location and coach unless the form changes them.
 */
export async function createTeam(deps: Deps, user: CurrentUser | null, eventSlugOrId: string, form: Record<string, unknown>) {
  // Any organiser first (the answer to someone with no event is the same whatever they send), then theirs.
  await requireAccess({ deps, user }, 'event.manage');
  const parsed = teamCreateSchema.safeParse(form);
  if (!parsed.success) throw fromZodError(parsed.error);
  const input = parsed.data;
  const db = deps.database.db;
  const event = await resolveEvent(db, eventSlugOrId);
  const admin = await requireAccess({ deps, user }, 'event.manage', { eventId: event.id });
  const club = input.teamId ? await latestClubRow(db, input.teamId) : null;
  if (input.teamId && !club) throw badRequest('selectTeamToLink');
  const bytes = await logoBytes(form.logo);
  if (!club && !bytes) throw badRequest('teamLogoRequired');
  const logo = bytes ? await storePicture(deps.storage, 'team-logos', bytes) : null;

  const team = await withLogo(deps, logo, () =>
    db.transaction(async (tx) => {
      await lockEvent(tx, event.id);
      const ag = input.ageGroup ? await requireAgeGroup(tx, event.id, input.ageGroup) : null;
      if (input.coach) await requireCoach(tx, input.coach);
      if (club && (await clubInAgeGroup(tx, club.teamId, event.id, ag?.id ?? null))) throw badRequest('teamAlreadyInAgeGroup');
      const row = await insertTeam(tx, admin.id, {
        ...(club ? { teamId: club.teamId, slug: club.slug } : {}),
        name: input.name ?? club!.name,
        logo: logo ?? club?.logo ?? null,
        location: input.location ?? club?.location ?? null,
        ...coachOfNewTeam(input, club),
        teamSize: input.teamSize,
        eventId: event.id,
        ageGroup: ag,
      });
      return publicTeam(tx, row.id);
    }),
  );
  return { success: true as const, message: club ? MSG.teamLinked : MSG.teamCreated, team };
}

/** PUT /api/teams/{id}: name, size, coach, captain (one of the squad), location, age group, logo. */
export async function updateTeam(deps: Deps, user: CurrentUser | null, id: string, body: Record<string, unknown>) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { teamId: id });
  const parsed = teamUpdateSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const input = parsed.data;
  const db = deps.database.db;
  const current = await findTeamRow(db, id);
  if (!current) throw notFound('teamNotFound');
  const bytes = await logoBytes(body.logo);
  const logo = bytes ? await storePicture(deps.storage, 'team-logos', bytes) : null;

  const team = await withLogo(deps, logo, () =>
    db.transaction(async (tx) => {
      await lockEvent(tx, current.eventId);
      const row = (await findTeamRow(tx, id))!;
      const set: Partial<typeof teams.$inferInsert> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.teamSize !== undefined) set.teamSize = input.teamSize;
      if (input.location !== undefined) set.location = input.location;
      if (input.coach !== undefined) set.coachId = input.coach === null ? null : (await requireCoach(tx, input.coach)).id;
      Object.assign(set, coachNameChange(row, input, set.coachId));
      if (input.captain !== undefined) {
        if (input.captain !== null && !(await squadEntry(tx, id, input.captain))) throw badRequest('captainNotInSquad');
        set.captainId = input.captain;
      }
      if (input.ageGroup !== undefined) {
        const ag = input.ageGroup === null ? null : await requireAgeGroup(tx, row.eventId, input.ageGroup);
        if (ag?.id !== row.ageGroupId && (await clubInAgeGroup(tx, row.teamId, row.eventId, ag?.id ?? null)))
          throw badRequest('teamAlreadyInAgeGroup');
        set.ageGroupId = ag?.id ?? null;
      }
      if (logo) set.logo = logo;
      if (Object.keys(set).length) await tx.update(teams).set(set).where(eq(teams.id, id));
      await recordAdminAudit(tx, {
        userId: admin.id,
        action: 'team.update',
        entity: 'team',
        entityId: id,
        eventId: row.eventId,
        detail: { changed: Object.keys(set), ...set },
      });
      return { team: await publicTeam(tx, id), oldLogo: logo ? row.logo : null };
    }),
  );
  if (team.oldLogo && !(await teamLogoInUse(db, team.oldLogo))) await discardPicture(deps.storage, team.oldLogo);
  return { success: true as const, message: MSG.teamUpdated, team: team.team };
}

export async function teamDeleteSummary(deps: Deps, user: CurrentUser | null, id: string) {
  await requireAccess({ deps, user }, 'event.manage', { teamId: id });
  const team = await findTeamRow(deps.database.db, id);
  if (!team) throw notFound('teamNotFound');
  const { gameIds: _ids, ...counts } = await teamRemovalCounts(deps.database.db, id);
  return counts;
}

/** DELETE /api/teams/{id}: the team row of this edition with its squad places and games; the club's other editions stay. */
export async function deleteTeam(deps: Deps, user: CurrentUser | null, id: string) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { teamId: id });
  const db = deps.database.db;
  const current = await findTeamRow(db, id);
  if (!current) throw notFound('teamNotFound');
  const removed = await db.transaction(async (tx) => {
    await lockEvent(tx, current.eventId);
    // The team's games go with it (cascade); the database writes their tombstones and the team's.
    const { gameIds: _gameIds, ...counts } = await teamRemovalCounts(tx, id);
    await tx.delete(teams).where(eq(teams.id, id));
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'team.delete',
      entity: 'team',
      entityId: id,
      eventId: current.eventId,
      detail: { name: current.name, teamId: current.teamId, removed: counts },
    });
    return counts;
  });
  if (current.logo && !(await teamLogoInUse(db, current.logo))) await discardPicture(deps.storage, current.logo);
  return { success: true as const, message: MSG.teamRemoved, removed };
}
