import { MSG, TEAM_SIZE, beirutDay } from '@pitchside/shared';
import {
  checkPlayerRows,
  checkTeamRows,
  type ImportRequest,
  type ImportResponse,
  type PlayerImportValue,
  type RowResult,
  type TeamImportValue,
} from '@pitchside/shared/import';
import { requireAccess } from '../auth/policy';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { resolveEvent } from '../events/service';
import { AppError } from '../lib/errors';
import { discardPicture, logoBytes, storePicture } from '../lib/pictures';
import { lockEvent } from '../sync/queries';
import { insertTeam } from '../teams/admin-service';
import { insertOldPlayers } from '../users/old-player-service';
import * as q from './queries';

type Checked = RowResult<TeamImportValue>[] | RowResult<PlayerImportValue>[];

/** Every row checked against the event as it is now: its age groups, teams and squads. */
async function check(tx: Tx, eventId: string, input: ImportRequest, logoNames: string[]): Promise<Checked> {
  const ageGroups = await q.eventAgeGroups(tx, eventId);
  const teams = await q.eventTeamRows(tx, eventId);
  if (input.kind === 'teams') {
    return checkTeamRows(input.rows, { ageGroups, defaultAgeGroup: input.ageGroup, existing: teams, logos: logoNames });
  }
  const squads = await q.squadsOf(
    tx,
    teams.map((t) => t.id),
  );
  return checkPlayerRows(input.rows, {
    ageGroups,
    defaultAgeGroup: input.ageGroup,
    today: beirutDay(new Date()),
    teams: teams.map((t) => ({ ...t, players: squads.filter((p) => p.teamId === t.id) })),
  });
}

const report = (checked: Checked) => checked.map((r) => ({ row: r.row, problems: r.problems }));
const hasProblems = (checked: Checked) => checked.some((r) => r.problems.length > 0);

/** Any problem: a 400 with every row's problems, and nothing saved. */
const refused = (checked: Checked) => new AppError(400, 'importHasProblems', { extra: { rows: report(checked), created: 0 } });

/**
 * POST /api/events/{id}/import. A dry run answers every row's problems and saves nothing. Otherwise
 * all rows are saved in one transaction, through the same writes Team Management and Add New Player
 * use (slugs, squad places, sync versions, audit trail), or none when any row has a problem.
 */
export async function runImport(
  deps: Deps,
  user: CurrentUser | null,
  eventSlugOrId: string,
  input: ImportRequest,
  logos: File[],
): Promise<ImportResponse> {
  await requireAccess({ deps, user }, 'event.manage');
  const db = deps.database.db;
  const event = await resolveEvent(db, eventSlugOrId);
  const admin = await requireAccess({ deps, user }, 'event.manage', { eventId: event.id });
  const logoNames = logos.map((f) => f.name);
  const first = await check(db, event.id, input, logoNames);
  if (input.dryRun) {
    const bad = hasProblems(first);
    return { success: !bad, message: bad ? MSG.importHasProblems : MSG.importReady, rows: report(first), created: 0 };
  }
  if (hasProblems(first)) throw refused(first);

  // Logos are re-encoded before the event is locked (it takes a while), and removed if the save fails.
  const stored = new Map<string, string>();
  try {
    if (input.kind === 'teams') {
      for (const r of first as RowResult<TeamImportValue>[]) {
        const name = r.value!.logo;
        if (!name || stored.has(name)) continue;
        const bytes = await logoBytes(logos.find((f) => f.name === name));
        if (bytes) stored.set(name, await storePicture(deps.storage, 'team-logos', bytes));
      }
    }
    const created = await db.transaction(async (tx) => {
      await lockEvent(tx, event.id);
      // Checked again under the lock: another admin may have added a team or player meanwhile.
      const checked = await check(tx, event.id, input, logoNames);
      if (hasProblems(checked)) throw refused(checked);
      if (input.kind === 'teams') return saveTeams(tx, admin.id, event.id, checked as RowResult<TeamImportValue>[], stored);
      return savePlayers(tx, admin.id, event.id, checked as RowResult<PlayerImportValue>[]);
    });
    return { success: true, message: MSG.importSaved, rows: report(first), created };
  } catch (e) {
    for (const key of stored.values()) await discardPicture(deps.storage, key);
    throw e;
  }
}

async function saveTeams(tx: Tx, adminId: string, eventId: string, rows: RowResult<TeamImportValue>[], logos: Map<string, string>) {
  const ageGroups = new Map((await q.eventAgeGroups(tx, eventId)).map((a) => [a.id, a]));
  for (const { value } of rows) {
    const v = value!;
    const ag = v.ageGroupId ? ageGroups.get(v.ageGroupId)! : null;
    await insertTeam(
      tx,
      adminId,
      {
        name: v.name,
        eventId,
        ageGroup: ag ? { id: ag.id, name: ag.name } : null,
        location: v.location,
        coachName: v.coachName,
        coachPhone: v.coachPhone,
        logo: v.logo ? (logos.get(v.logo) ?? null) : null,
        teamSize: TEAM_SIZE.default,
      },
      'team.import',
    );
  }
  return rows.length;
}

async function savePlayers(tx: Tx, adminId: string, eventId: string, rows: RowResult<PlayerImportValue>[]) {
  const byTeam = new Map<string, PlayerImportValue[]>();
  for (const { value } of rows) byTeam.set(value!.teamId, [...(byTeam.get(value!.teamId) ?? []), value!]);
  for (const [teamId, players] of byTeam) {
    await insertOldPlayers(
      tx,
      adminId,
      { id: teamId, eventId },
      players.map((p) => ({ fullName: p.name, shirtNumber: p.shirtNumber, dateOfBirth: p.dateOfBirth })),
      'player.import',
    );
  }
  return rows.length;
}
