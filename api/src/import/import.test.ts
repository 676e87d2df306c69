import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminAudit, teams } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { picture } from '../test-support/forms';

let t: TestContext;
let f: Factories;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  admin = await t.adminToken();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const newEvent = async () => {
  const event = await f.event();
  const u12 = await f.ageGroup(event.id, { name: 'Under 12', slug: 'under-12', label: 'U12' });
  const u16 = await f.ageGroup(event.id, { name: 'Under 16', slug: 'under-16', label: 'U16' });
  return { event, u12, u16 };
};
const post = (eventId: string, body: unknown, token: string | undefined = admin) =>
  t.request('POST', `/api/events/${eventId}/import`, { token, body });
const teamCount = async (eventId: string) => db().$count(teams, eq(teams.eventId, eventId));

async function postForm(eventId: string, fields: Record<string, string | { name: string; bytes: Uint8Array | string }[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v);
    else for (const file of v) form.append(k, new Blob([file.bytes]), file.name);
  }
  const res = await t.app.request(`/api/events/${eventId}/import`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

const sixteen = Array.from({ length: 16 }, (_, i) => ({
  name: i % 2 ? `نادي ${i}` : `Club ${i}`,
  ageGroup: 'U12',
  coachName: `Coach ${i}`,
  coachPhone: `03 100 ${String(i).padStart(3, '0')}`,
  location: 'Beirut',
}));

describe('POST /api/events/:id/import', () => {
  it('is for admins only', async () => {
    const { event } = await newEvent();
    const fan = await t.member();
    const anonymous = await post(event.id, { kind: 'teams', rows: [{ name: 'X' }] }, '');
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(401);
    expect((await post(event.id, { kind: 'teams', rows: [{ name: 'X' }] }, fan.token)).status).toBe(403);
  });

  it('a dry run answers every row with its problems and saves nothing', async () => {
    const { event } = await newEvent();
    const res = await post(event.id, {
      kind: 'teams',
      dryRun: true,
      rows: [
        { name: 'Cedars', ageGroup: 'U12', coachName: 'Karim', coachPhone: '03 123 456' },
        { name: '', ageGroup: 'U12' },
        { name: 'Cedars', ageGroup: 'under-12' },
        { name: 'Eagles', ageGroup: 'U99', coachPhone: '12' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: 'Nothing was saved: correct the rows with problems first', created: 0 });
    expect(
      res.body.rows.map((r: { row: number; problems: { field: string; code: string }[] }) => [
        r.row,
        r.problems.map((p) => `${p.field}:${p.code}`),
      ]),
    ).toEqual([
      [1, []],
      [2, ['name:teamNameRequired']],
      [3, ['name:importDuplicateInFile']],
      [4, ['ageGroup:ageGroupUnknown', 'coachPhone:importPhoneInvalid']],
    ]);
    expect(res.body.rows[1].problems[0].message).toBe('Team name is required');
    expect(await teamCount(event.id)).toBe(0);
    const clean = await post(event.id, { kind: 'teams', dryRun: true, rows: [{ name: 'Cedars', ageGroup: 'U12' }] });
    expect(clean.body).toMatchObject({ success: true, message: 'No problems found: the rows are ready to save', created: 0 });
    expect(await teamCount(event.id)).toBe(0);
  });

  it('without a dry run, any problem answers 400 with the same rows and saves none of them', async () => {
    const { event } = await newEvent();
    const rows = [...sixteen.slice(0, 3), { name: 'Club 0', ageGroup: 'U12' }];
    const res = await post(event.id, { kind: 'teams', rows });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'importHasProblems', created: 0 });
    expect(res.body.rows[3].problems).toEqual([
      { field: 'name', code: 'importDuplicateInFile', message: 'This name is already on an earlier row' },
    ]);
    expect(await teamCount(event.id)).toBe(0);
  });

  it('saves 16 teams with coaches by name and phone, seen by fans and courtside devices, with the audit trail', async () => {
    const { event, u12 } = await newEvent();
    const before = await t.request('GET', `/api/sync/pull?scope=${event.id}&clientId=dev-import-1`, { token: admin });
    const res = await post(event.id, { kind: 'teams', rows: sixteen });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, created: 16, message: 'The rows were imported' });
    const pub = await t.request('GET', `/api/events/${event.id}/teams`);
    expect(pub.body.teams).toHaveLength(16);
    const arabic = pub.body.teams.find((x: { name: string }) => x.name === 'نادي 1');
    expect(arabic).toMatchObject({ coach: { fullName: 'Coach 1' }, location: 'Beirut', ageGroup: { _id: u12.id }, teamSize: 20 });
    expect(arabic.coach.phone).toBeUndefined();
    const next = await t.request(
      'GET',
      `/api/sync/pull?scope=${event.id}&clientId=dev-import-1&cookie=${encodeURIComponent(before.body.cookie)}`,
      {
        token: admin,
      },
    );
    expect(next.body.patch.filter((p: { entity: string }) => p.entity === 'team')).toHaveLength(16);
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.eventId, event.id), eq(adminAudit.action, 'team.import')));
    expect(audit).toHaveLength(16);
    // Importing the same file again finds every team already there.
    const again = await post(event.id, { kind: 'teams', rows: sixteen.slice(0, 2) });
    expect(again.status).toBe(400);
    expect(again.body.rows[0].problems[0].code).toBe('importTeamExists');
  });

  it('saves all rows in one transaction: a failure on the last row leaves no team of the import', async () => {
    const { event } = await newEvent();
    await db().execute(
      sql.raw(`create or replace function import_test_boom() returns trigger language plpgsql as $$
        begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$`),
    );
    await db().execute(sql.raw('create trigger import_test_boom before insert on teams for each row execute function import_test_boom()'));
    try {
      const res = await post(event.id, { kind: 'teams', rows: [...sixteen.slice(0, 3), { name: 'Boom', ageGroup: 'U12' }] });
      expect(res.status).toBe(500);
      expect(await teamCount(event.id)).toBe(0);
    } finally {
      await db().execute(sql.raw('drop trigger import_test_boom on teams'));
      await db().execute(sql.raw('drop function import_test_boom()'));
    }
  });

  it('takes a CSV file (UTF-8 with a byte-order mark, semicolons, Arabic) with the logos it names', async () => {
    const { event } = await newEvent();
    const csv =
      '\uFEFFاسم الفريق;الفئة العمرية;اسم المدرب;هاتف المدرب;الموقع;ملف الشعار\r\nنسور بيروت;U16;كريم حداد;03 123 456;بيروت;eagles.png\r\n"Cedars; Jounieh";U12;;;;\r\n';
    const res = await postForm(event.id, {
      kind: 'teams',
      file: [{ name: 'teams.csv', bytes: csv }],
      logos: [{ name: 'eagles.png', bytes: new Uint8Array(await picture('png')) }],
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2);
    const pub = await t.request('GET', `/api/events/${event.id}/teams`);
    const eagles = pub.body.teams.find((x: { name: string }) => x.name === 'نسور بيروت');
    expect(eagles).toMatchObject({ location: 'بيروت', coach: { fullName: 'كريم حداد' } });
    expect(eagles.logo).toMatch(/^\/api\/uploads\/team-logos\/.+\.webp$/);
    expect(pub.body.teams.map((x: { name: string }) => x.name)).toContain('Cedars; Jounieh');

    const dry = await postForm(event.id, {
      kind: 'teams',
      dryRun: 'true',
      file: [{ name: 't.csv', bytes: 'Team name,Logo file\nTyre,tyre.png\n' }],
    });
    expect(dry.body.rows[0].problems.map((p: { code: string }) => p.code)).toEqual(['importAgeGroupRequired', 'importLogoNotFound']);
    // The screen sends the rows it read, as JSON text beside the chosen logos.
    const rowsForm = await postForm(event.id, {
      kind: 'teams',
      dryRun: 'true',
      ageGroup: 'under-12',
      rows: JSON.stringify([{ name: 'Saida Stars', logo: 'saida.png' }]),
      logos: [{ name: 'saida.png', bytes: new Uint8Array(await picture('png')) }],
    });
    expect(rowsForm.body).toMatchObject({ success: true, rows: [{ row: 1, problems: [] }] });
    const latin1 = await postForm(event.id, { kind: 'teams', file: [{ name: 't.csv', bytes: new Uint8Array([0x4e, 0xe9, 0x0a]) }] });
    expect(latin1).toMatchObject({ status: 400, body: { code: 'importFileUnreadable' } });
  });

  it('saves players into their squads with shirt numbers and birth dates, and tells duplicates and unknown teams', async () => {
    const { event, u12, u16 } = await newEvent();
    const cedars12 = await f.team(event.id, { name: 'Cedars', ageGroupId: u12.id, teamSize: 10 });
    await f.team(event.id, { name: 'Cedars', ageGroupId: u16.id });
    const omar = await f.user({ fullName: 'Omar Saad' });
    await f.roster(cedars12.id, omar.id, 9);
    const problems = await post(event.id, {
      kind: 'players',
      ageGroup: 'under-12',
      rows: [
        { name: 'محمد علي', team: 'cedars', shirtNumber: '7', dateOfBirth: '25/03/2014' },
        { name: 'Omar Saad', team: 'Cedars', shirtNumber: '10' },
        { name: 'Sami', team: 'Cedars', shirtNumber: '7' },
        { name: 'Rami', team: 'Nobody FC' },
        { name: 'Ziad', team: 'Cedars', dateOfBirth: '2014-02-30' },
      ],
    });
    expect(problems.status).toBe(400);
    expect(problems.body.rows.map((r: { problems: { code: string }[] }) => r.problems.map((p) => p.code))).toEqual([
      [],
      ['importPlayerExists'],
      ['importShirtTaken'],
      ['importTeamUnknown'],
      ['importDateInvalid'],
    ]);
    const ok = await post(event.id, {
      kind: 'players',
      ageGroup: 'under-12',
      rows: [
        { name: 'محمد علي', team: 'cedars', shirtNumber: '7', dateOfBirth: '25/03/2014' },
        { name: 'Sami', team: 'Cedars', shirtNumber: 8 },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.created).toBe(2);
    const team = await t.request('GET', `/api/teams/${cedars12.id}`);
    expect(team.body.team.playersCount).toBe(3);
    expect(team.body.team.players).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fullName: 'محمد علي', shirtNumber: 7 }),
        expect.objectContaining({ fullName: 'Sami', shirtNumber: 8 }),
      ]),
    );
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entityId, cedars12.id), eq(adminAudit.action, 'player.import')));
    expect(audit).toHaveLength(1);
  });

  it('refuses an unknown kind, no rows and too many rows', async () => {
    const { event } = await newEvent();
    expect((await post(event.id, { kind: 'games', rows: [{ name: 'x' }] })).body.code).toBe('importKindInvalid');
    expect((await post(event.id, { kind: 'teams', rows: [] })).body.code).toBe('importEmpty');
    const many = await post(event.id, { kind: 'players', rows: Array.from({ length: 501 }, () => ({ name: 'x' })) });
    expect(many.body).toMatchObject({ code: 'importTooManyRows', params: { max: '500' } });
  });
});
