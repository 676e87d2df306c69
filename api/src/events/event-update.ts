import { and, eq, inArray } from 'drizzle-orm';
import {
  MSG,
  emptyKnockoutRounds,
  eventUpdateSchema,
  groupNames,
  slugify,
  stageShell,
  stageTypeChange,
  type AgeGroupInput,
  type RemovalSummary,
} from '@pitchside/shared';
import { requireAccess } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { ageGroups, events, games, groups, knockoutFixtures, teams } from '../db/schema';
import { AppError, badRequest, fromZodError, notFound } from '../lib/errors';
import { applyAgeGroupStageKeys, applyStageKeys, stageKeysIn } from '../stages/event-update-hook';
import type { GameChange } from '../live/hub';
import { publishChanges } from '../sync/service';
import { lockEvent, touchTeam } from '../sync/queries';
import { countGoals, fixturesOf, gamesOfStages, groupsOf } from './admin-queries';
import { findEventById, listAgeGroups } from './queries';
import { eventVenues } from '../schedule/pitch-refs';
import { applyVenues } from '../schedule/venues-update';
import { isUuid, toPublicEvent, type AgeGroupRow } from './serialize';

const emptySummary = (): RemovalSummary => ({ ageGroups: 0, groups: 0, fixtures: 0, teams: 0, players: 0, games: 0, goals: 0 });

interface Plan {
  create: { input: AgeGroupInput; position: number }[];
  update: { row: AgeGroupRow; input: AgeGroupInput; position: number; stageChanged: boolean }[];
  remove: AgeGroupRow[];
}

function planAgeGroups(existing: AgeGroupRow[], inputs: AgeGroupInput[]): Plan {
  const byId = new Map(existing.map((a) => [a.id, a]));
  const plan: Plan = { create: [], update: [], remove: [] };
  const kept = new Set<string>();
  inputs.forEach((input, position) => {
    if (!input._id) return plan.create.push({ input, position });
    const row = byId.get(input._id);
    if (!row || kept.has(row.id)) throw badRequest('ageGroupUnknown');
    kept.add(row.id);
    plan.update.push({ row, input, position, stageChanged: row.stageType !== input.stageType });
  });
  plan.remove = existing.filter((a) => !kept.has(a.id));
  return plan;
}

/** The stages, games and goals a plan removes: counted first, so the admin is told before anything goes. */
async function removals(tx: Tx, eventId: string, plan: Plan) {
  const removedIds = plan.remove.map((a) => a.id);
  const changed = plan.update.filter((u) => u.stageChanged);
  const groupAgs = [...removedIds, ...changed.filter((u) => stageTypeChange(u.input.stageType).removeGroups).map((u) => u.row.id)];
  const roundAgs = [...removedIds, ...changed.filter((u) => stageTypeChange(u.input.stageType).removeRounds).map((u) => u.row.id)];
  const [groupRows, fixtureRows] = await Promise.all([groupsOf(tx, groupAgs), fixturesOf(tx, roundAgs)]);
  const groupIds = groupRows.map((g) => g.id);
  const fixtureIds = fixtureRows.map((f) => f.id);
  const gameIds = (await gamesOfStages(tx, eventId, { groupIds, fixtureIds, ageGroupIds: removedIds })).map((g) => g.id);
  const teamRows = removedIds.length
    ? await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.eventId, eventId), inArray(teams.ageGroupId, removedIds)))
    : [];
  const summary: RemovalSummary = {
    ...emptySummary(),
    ageGroups: removedIds.length,
    groups: groupIds.length,
    fixtures: fixtureIds.length,
    // Teams of a removed age group stay in the event, without an age group: nothing of theirs is removed.
    games: gameIds.length,
    goals: await countGoals(tx, gameIds),
  };
  return { summary, groupIds, fixtureIds, gameIds, teamIds: teamRows.map((t) => t.id) };
}

async function buildShell(
  tx: Tx,
  eventId: string,
  ageGroupId: string,
  parts: { groups: string[]; rounds: ReturnType<typeof emptyKnockoutRounds> },
) {
  if (parts.groups.length) await tx.insert(groups).values(parts.groups.map((name, position) => ({ eventId, ageGroupId, name, position })));
  const fixtures = parts.rounds.flatMap((r) =>
    Array.from({ length: r.fixtures }, (_, position) => ({
      eventId,
      ageGroupId,
      roundName: r.roundName,
      roundSize: r.roundSize,
      position,
    })),
  );
  if (fixtures.length) await tx.insert(knockoutFixtures).values(fixtures);
}

// An unrenamed age group keeps its stored slug: slugs made before docs/decisions/0001 must still resolve.
const ageGroupValues = (input: AgeGroupInput, position: number, storedSlug?: string) => ({
  name: input.name,
  label: input.label ?? null,
  slug: storedSlug ?? slugify(input.name),
  stageType: input.stageType,
  groupsCount: input.groupsCount,
  teamsPerGroup: input.teamsPerGroup,
  advancingTeams: input.advancingTeams,
  knockoutTeams: input.knockoutTeams,
  leagueTeams: input.leagueTeams,
  ...(input.forfeitScore ? { forfeitScore: input.forfeitScore } : {}),
  position,
});

/**
 * PUT /api/events/{id}: contact info and the age groups (created, edited, reordered, removed), then
 * the Standings Manager's stage keys. A stage-type change or a removed age group that takes stages,
 * games or goals with it is refused with 409 and the counts until the request says `confirm: true`.
 */
export async function updateEvent(deps: Deps, user: CurrentUser | null, id: string, body: unknown) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { eventId: id });
  const parsed = eventUpdateSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const input = parsed.data;
  if (!isUuid(id)) throw notFound('eventNotFound');
  const db = deps.database.db;
  const changes: GameChange[] = [];

  const event = await db.transaction(async (tx) => {
    // Afresh on each attempt: a transaction retried after a deadlock runs this again (db/retry.ts).
    changes.length = 0;
    await lockEvent(tx, id);
    const event = await findEventById(tx, id);
    if (!event) throw notFound('eventNotFound');
    const detail: Record<string, unknown> = {};

    if (input.contact_info) {
      const contact = { contactEmail: input.contact_info.email ?? null, contactPhone: input.contact_info.phone ?? null };
      await tx
        .update(events)
        .set({ ...contact, updatedAt: new Date() })
        .where(eq(events.id, id));
      detail.contact = input.contact_info;
    }

    const keptSlugs = new Map<number, string>();
    if (input.ageGroups) {
      const existing = await listAgeGroups(tx, [id]);
      const plan = planAgeGroups(existing, input.ageGroups);
      const gone = await removals(tx, id, plan);
      const s = gone.summary;
      if (!input.confirm && (s.ageGroups || s.groups || s.fixtures || s.games || s.goals)) {
        throw new AppError(409, 'confirmRemoval', { extra: { removes: s } });
      }
      // Deleted games first (their goals go with them); the database records them for courtside pulls.
      if (gone.gameIds.length) await tx.delete(games).where(inArray(games.id, gone.gameIds));
      if (gone.groupIds.length) await tx.delete(groups).where(inArray(groups.id, gone.groupIds));
      if (gone.fixtureIds.length) await tx.delete(knockoutFixtures).where(inArray(knockoutFixtures.id, gone.fixtureIds));
      if (plan.remove.length)
        await tx.delete(ageGroups).where(
          inArray(
            ageGroups.id,
            plan.remove.map((a) => a.id),
          ),
        );
      // Renames may swap slugs between age groups: park the kept ones on their ids first.
      for (const u of plan.update) await tx.update(ageGroups).set({ slug: u.row.id }).where(eq(ageGroups.id, u.row.id));
      const renamed: string[] = [];
      for (const u of plan.update) {
        const storedSlug = u.row.name === u.input.name ? u.row.slug : undefined;
        if (storedSlug) keptSlugs.set(u.position, storedSlug);
        await tx
          .update(ageGroups)
          .set(ageGroupValues(u.input, u.position, storedSlug))
          .where(eq(ageGroups.id, u.row.id));
        if (u.row.name !== u.input.name) renamed.push(u.row.id);
        if (u.stageChanged) {
          const change = stageTypeChange(u.input.stageType);
          await buildShell(tx, id, u.row.id, {
            groups: change.buildGroups ? groupNames(u.input.groupsCount) : [],
            rounds: change.buildRounds ? emptyKnockoutRounds(u.input.knockoutTeams) : [],
          });
        }
      }
      for (const c of plan.create) {
        const [row] = await tx
          .insert(ageGroups)
          .values({ eventId: id, ...ageGroupValues(c.input, c.position) })
          .returning({ id: ageGroups.id });
        await buildShell(tx, id, row!.id, stageShell(c.input));
      }
      // Courtside devices show each team's age group: teams renamed or left without one pull again.
      const touched = [
        ...gone.teamIds,
        ...(renamed.length
          ? (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.ageGroupId, renamed))).map((t) => t.id)
          : []),
      ];
      for (const teamId of touched) await touchTeam(tx, teamId);
      detail.ageGroups = {
        created: plan.create.map((c) => c.input.name),
        updated: plan.update.map((u) => ({
          name: u.input.name,
          ...(u.stageChanged ? { stageType: [u.row.stageType, u.input.stageType] } : {}),
        })),
        removed: plan.remove.map((a) => a.name),
        removes: s,
      };
    }

    if (input.venues) {
      detail.venues = await applyVenues(tx, { eventId: id, userId: admin.id, confirm: !!input.confirm }, input.venues, changes);
    }

    const stageNote = await applyStageKeys(tx, { eventId: id, admin }, stageKeysIn(input), changes);
    if (stageNote) detail.stages = stageNote;
    // Stage keys inside the age groups of this edit: the zod parse above drops them, so read them raw.
    const rawAgeGroups = (body as { ageGroups?: unknown }).ageGroups;
    if (input.ageGroups && Array.isArray(rawAgeGroups)) {
      const entries = input.ageGroups.map((ag, i) => ({ slug: keptSlugs.get(i) ?? slugify(ag.name), keys: stageKeysIn(rawAgeGroups[i]) }));
      const agNote = await applyAgeGroupStageKeys(tx, { eventId: id, admin }, entries, changes);
      if (agNote) detail.stages = { ...(stageNote ?? {}), ...agNote };
    }

    await recordAdminAudit(tx, { userId: admin.id, action: 'event.update', entity: 'event', entityId: id, eventId: id, detail });
    return (await findEventById(tx, id))!;
  });
  await publishChanges(deps, changes);
  const [ags, venues] = await Promise.all([listAgeGroups(db, [id]), eventVenues(db, id)]);
  return { success: true as const, message: MSG.eventUpdated, event: { ...toPublicEvent(event, ags), venues } };
}
