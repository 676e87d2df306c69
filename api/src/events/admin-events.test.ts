import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventResponseSchema, LOGO_VARIANT_SIZES, logoVariantKey, MSG, slugify } from '@pitchside/shared';
import { ageGroups, groups, knockoutFixtures } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { picture, sendForm } from '../test-support/forms';

let t: TestContext;
let f: Factories;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  admin = await t.adminToken();
});
afterAll(() => t.close());

const create = async (fields: Record<string, string | Buffer | undefined>, token: string | undefined = admin) =>
  sendForm(t, 'POST', '/api/events', fields, token);

const keyOf = (url: string) => url.replace('/api/uploads/', '');

describe('POST /api/events', () => {
  it('starts a series at edition 1 with a logo re-encoded to WebP, its 64 and 256 px variants, and contact info', async () => {
    const logo = await picture('jpeg', 1600);
    const res = await create({
      event: 'Summer Futsal Cup',
      event_logo: logo,
      contact_info: JSON.stringify({ email: 'cup@example.com', phone: '+961 3 123456' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Event created successfully!');
    const event = res.body.event;
    expect(event).toMatchObject({
      event: 'Summer Futsal Cup',
      slug: 'summer-futsal-cup',
      event_edition: 1,
      contact_info: { email: 'cup@example.com', phone: '+961 3 123456' },
    });
    const key = keyOf(event.event_logo);
    const stored = await t.deps.storage.get(key);
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1024);
    expect(meta.exif).toBeUndefined();
    for (const size of LOGO_VARIANT_SIZES) {
      const v = await sharp((await t.deps.storage.get(logoVariantKey(key, size)))!).metadata();
      expect([v.format, v.width, v.height]).toEqual(['webp', size, size]);
    }
    const got = await t.request('GET', `/api/events/${event._id}`);
    eventResponseSchema.parse(got.body);
    const audit = await t.request('GET', `/api/admin/audit/event/${event._id}`, { token: admin });
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ action: 'event.create', by: expect.objectContaining({ fullName: expect.any(String) }) }),
    ]);
    const member = await t.member();
    expect((await t.request('GET', `/api/admin/audit/event/${event._id}`, { token: member.token })).status).toBe(403);
    // An unknown kind of record is refused with its own reason, not the generic "Invalid request".
    const unknown = await t.request('GET', `/api/admin/audit/fixture/${event._id}`, { token: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'auditEntityInvalid', params: { entities: 'event, team, squad, player' } });
  });

  it('makes the next edition of an existing series, or the one asked for, and refuses one that exists', async () => {
    const logo = await picture('png');
    const second = await create({ event: 'summer  futsal cup', event_logo: logo });
    expect(second.body.event).toMatchObject({ event: 'Summer Futsal Cup', slug: 'summer-futsal-cup', event_edition: 2 });
    const fifth = await create({ event: 'Summer Futsal Cup', event_logo: logo, event_edition: '5' });
    expect(fifth.body.event.event_edition).toBe(5);
    expect((await create({ event: 'Summer Futsal Cup', event_logo: logo })).body.event.event_edition).toBe(6);
    const taken = await create({ event: 'Summer Futsal Cup', event_logo: logo, event_edition: '2' });
    expect(taken).toMatchObject({ status: 400, body: { success: false, message: MSG.editionTaken } });
  });

  it('gives Arabic and accented names readable slugs, unique per series', async () => {
    const logo = await picture('gif');
    const ar = await create({ event: 'كأس بيروت للفوتسال', event_logo: logo });
    expect(ar.body.event.slug).toBe('كأس-بيروت-للفوتسال');
    const accented = await create({ event: 'Coupe Élite Jounieh', event_logo: logo });
    expect(accented.body.event.slug).toBe('coupe-elite-jounieh');
    const clash = await create({ event: 'Coupe Elite Jounieh!', event_logo: logo });
    expect(clash.body.event).toMatchObject({ slug: 'coupe-elite-jounieh-2', event_edition: 1 });
    const page = await t.request('GET', `/api/events/slug/${encodeURIComponent('كأس-بيروت-للفوتسال')}`);
    expect(page.body.event.event).toBe('كأس بيروت للفوتسال');
  });

  it.each([
    [{ event_logo: 'png' }, MSG.selectEvent],
    [{ event: '   ', event_logo: 'png' }, MSG.selectEvent],
    [{ event: 'No Logo Cup' }, MSG.uploadEventLogo],
    [{ event: 'Bad Logo Cup', event_logo: 'text' }, MSG.invalidImage],
    [{ event: 'Big Logo Cup', event_logo: 'huge' }, MSG.imageTooLarge],
    [{ event: 'Bad Contact Cup', event_logo: 'png', contact_info: '{not json' }, MSG.contactInfoInvalid],
    [{ event: 'Bad Mail Cup', event_logo: 'png', contact_info: '{"email":"nope"}' }, MSG.contactEmailInvalid],
  ] as [Record<string, string>, string][])('refuses %j with the spec message and stores nothing', async (fields, message) => {
    const files: Record<string, Buffer> = {
      png: await picture('png'),
      text: Buffer.from('<svg onload=alert(1)>'),
      huge: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    };
    const before = (await t.request('GET', '/api/events')).body.events.length;
    const res = await create({ ...fields, event_logo: fields.event_logo ? files[fields.event_logo] : undefined } as never);
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await t.request('GET', '/api/events')).body.events.length).toBe(before);
  });

  it('is for admins only', async () => {
    const member = await t.member();
    expect((await create({ event: 'Mine', event_logo: await picture() }, member.token)).status).toBe(403);
    expect((await create({ event: 'Mine', event_logo: await picture() }, '')).status).toBe(401);
  });
});

describe('PUT /api/events/:id', () => {
  // Age groups go with their slug, as in the spec's event shape (the stages handler matches by it).
  const ag = (over: Record<string, unknown> = {}) => {
    const body = { name: 'Under 12', stageType: 'Group Stage', ...over };
    return { slug: slugify(String(body.name)), ...body };
  };

  it('keeps the slug an Arabic age group was saved with before slugs kept the script, and a rename gets the Arabic one', async () => {
    const event = await f.event();
    const put = (body: unknown) => t.request('PUT', `/api/events/${event.id}`, { token: admin, body });
    const made = (await put({ ageGroups: [{ name: 'تحت ١٤', stageType: 'League' }] })).body.event.ageGroups[0];
    expect(made.slug).toBe('تحت-14');
    // A slug stored under the old consonant-only rule, as existing editions have.
    await t.deps.database.db.update(ageGroups).set({ slug: 'tht-14' }).where(eq(ageGroups.id, made._id));
    const edited = await put({
      contact_info: { email: 'a@b.lb' },
      ageGroups: [{ _id: made._id, name: 'تحت ١٤', label: 'U14', stageType: 'League' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.event.ageGroups[0]).toMatchObject({ _id: made._id, slug: 'tht-14', label: 'U14' });
    const renamed = await put({ ageGroups: [{ _id: made._id, name: 'تحت ١٥', stageType: 'League' }] });
    expect(renamed.body.event.ageGroups[0].slug).toBe('تحت-15');
  });

  it('saves contact info and age groups with the spec defaults, slug rule and empty stages', async () => {
    const event = await f.event();
    const res = await t.request('PUT', `/api/events/${event.id}`, {
      token: admin,
      body: {
        contact_info: { email: 'info@cup.lb', phone: '+961 1 234567' },
        ageGroups: [
          ag(),
          { name: 'Girls (U16)', stageType: 'Knockout', knockoutTeams: 8 },
          { name: 'Open League', stageType: 'League' },
          { name: 'تحت ١٤' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Event updated successfully!');
    const [u12, girls, league, arabic] = res.body.event.ageGroups;
    expect(u12).toMatchObject({
      slug: 'under-12',
      groupsCount: 4,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 4,
      leagueTeams: 10,
      position: 0,
    });
    expect(girls).toMatchObject({ slug: 'girls-u16', stageType: 'Knockout', knockoutTeams: 8 });
    expect(league.stageType).toBe('League');
    expect(arabic.slug).not.toBe('');
    expect(res.body.event.contact_info).toEqual({ email: 'info@cup.lb', phone: '+961 1 234567' });
    const db = t.deps.database.db;
    const groupNames = (await db.select().from(groups).where(eq(groups.ageGroupId, u12._id))).map((g) => g.name).sort();
    expect(groupNames).toEqual(['Group A', 'Group B', 'Group C', 'Group D']);
    const rounds = await db.select().from(knockoutFixtures).where(eq(knockoutFixtures.ageGroupId, u12._id));
    expect(rounds.map((r) => r.roundName).sort()).toEqual(['Final', 'Semi Finals', 'Semi Finals']);
    const girlsRounds = await db.select().from(knockoutFixtures).where(eq(knockoutFixtures.ageGroupId, girls._id));
    expect(girlsRounds).toHaveLength(7);
    expect(await db.select().from(groups).where(eq(groups.ageGroupId, league._id))).toHaveLength(0);
  });

  it.each([
    [{ name: ' ' }, MSG.ageGroupNameRequired],
    [{ groupsCount: 0 }, MSG.groupsCountRange],
    [{ groupsCount: 17 }, MSG.groupsCountRange],
    [{ teamsPerGroup: 17 }, MSG.teamsPerGroupRange],
    [{ advancingTeams: 0 }, MSG.advancingTeamsRange],
    [{ knockoutTeams: 6 }, MSG.knockoutTeamsAllowed],
    [{ leagueTeams: 1 }, MSG.leagueTeamsRange],
    [{ leagueTeams: 65 }, MSG.leagueTeamsRange],
    [{ stageType: 'Swiss' }, 'Stage type must be one of Group Stage, Knockout, League'],
  ])('refuses an age group %j with its message and changes nothing', async (over, message) => {
    const event = await f.event();
    const res = await t.request('PUT', `/api/events/${event.id}`, {
      token: admin,
      body: { contact_info: { email: 'x@y.lb' }, ageGroups: [ag(over)] },
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    const after = (await t.request('GET', `/api/events/${event.id}`)).body.event;
    expect(after.ageGroups).toEqual([]);
    expect(after.contact_info.email).toBeNull();
  });

  it('refuses two age groups with the same slug', async () => {
    const event = await f.event();
    const res = await t.request('PUT', `/api/events/${event.id}`, { token: admin, body: { ageGroups: [ag(), ag({ name: 'under 12' })] } });
    expect(res).toMatchObject({ status: 400, body: { message: MSG.ageGroupDuplicate } });
  });

  it('asks for confirmation with counts before a stage change removes groups, games and goals, then applies it', async () => {
    const event = await f.event();
    const put = (body: unknown) => t.request('PUT', `/api/events/${event.id}`, { token: admin, body });
    const made = (await put({ ageGroups: [ag()] })).body.event.ageGroups[0];
    const [a, b] = [await f.team(event.id, { ageGroupId: made._id }), await f.team(event.id, { ageGroupId: made._id })];
    const [groupA] = await t.deps.database.db.select().from(groups).where(eq(groups.ageGroupId, made._id)).orderBy(groups.position);
    await f.game({
      eventId: event.id,
      homeTeamId: a.id,
      awayTeamId: b.id,
      ageGroupId: made._id,
      groupId: groupA!.id,
      status: 'completed',
      score: [2, 1],
    });

    const toLeague = { ageGroups: [{ ...ag(), _id: made._id, stageType: 'League' }] };
    const asked = await put(toLeague);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ success: false, code: 'confirmRemoval', removes: { groups: 4, fixtures: 3, games: 1, goals: 3 } });
    expect((await t.request('GET', `/api/events/${event.id}/games`)).body.games).toHaveLength(1);

    const done = await put({ ...toLeague, confirm: true });
    expect(done.status).toBe(200);
    expect(done.body.event.ageGroups[0]).toMatchObject({ _id: made._id, stageType: 'League' });
    expect((await t.request('GET', `/api/events/${event.id}/games`)).body.games).toHaveLength(0);
    expect(await t.deps.database.db.select().from(groups).where(eq(groups.ageGroupId, made._id))).toHaveLength(0);
    // Teams stay in the age group.
    expect((await t.request('GET', `/api/events/${event.id}/teams?ageGroup=${made._id}`)).body.teams).toHaveLength(2);

    const toKnockout = await put({ ageGroups: [{ ...ag(), _id: made._id, stageType: 'Knockout', knockoutTeams: 2 }], confirm: true });
    expect(toKnockout.status).toBe(200);
    const rounds = await t.deps.database.db.select().from(knockoutFixtures).where(eq(knockoutFixtures.ageGroupId, made._id));
    expect(rounds.map((r) => r.roundName)).toEqual(['Final']);
  });

  it('renames, reorders and removes age groups; an unknown id is refused', async () => {
    const event = await f.event();
    const put = (body: unknown) => t.request('PUT', `/api/events/${event.id}`, { token: admin, body });
    const [x, y] = (await put({ ageGroups: [ag({ name: 'U10', stageType: 'League' }), ag({ name: 'U12', stageType: 'League' })] })).body
      .event.ageGroups;
    const swapped = await put({
      ageGroups: [
        { ...y, name: 'U10' },
        { ...x, name: 'U12' },
      ],
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.event.ageGroups.map((a: { _id: string; slug: string }) => [a._id, a.slug])).toEqual([
      [y._id, 'u10'],
      [x._id, 'u12'],
    ]);
    const removed = await put({ ageGroups: [{ ...x, name: 'U12' }] });
    expect(removed).toMatchObject({ status: 409, body: { removes: { ageGroups: 1 } } });
    expect((await put({ ageGroups: [{ ...x, name: 'U12' }], confirm: true })).body.event.ageGroups).toHaveLength(1);
    const unknown = await put({ ageGroups: [{ ...ag(), _id: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknown).toMatchObject({ status: 400, body: { message: MSG.ageGroupUnknown } });
  });

  it("leaves a body of stage keys only (the Standings Manager's) to the stages handler, age groups untouched", async () => {
    const event = await f.event();
    const made = (await t.request('PUT', `/api/events/${event.id}`, { token: admin, body: { ageGroups: [ag()] } })).body.event.ageGroups;
    const res = await t.request('PUT', `/api/events/${event.id}`, {
      token: admin,
      body: { ageGroups: [{ slug: 'under-12', tiebreakers: ['points'] }] },
    });
    expect(res.body.message).not.toBe(MSG.ageGroupNameRequired);
    expect((await t.request('GET', `/api/events/${event.id}`)).body.event.ageGroups).toEqual(made);
  });

  it('answers 404 for an unknown event and 403 to members', async () => {
    expect((await t.request('PUT', '/api/events/00000000-0000-4000-8000-000000000000', { token: admin, body: {} })).status).toBe(404);
    const member = await t.member();
    expect((await t.request('PUT', '/api/events/00000000-0000-4000-8000-000000000000', { token: member.token, body: {} })).status).toBe(
      403,
    );
  });
});

describe('DELETE /api/events/:id', () => {
  it('tells how many teams, games and goals go with it, then removes them all', async () => {
    const made = (await create({ event: 'Doomed Cup', event_logo: await picture() })).body.event;
    const [a, b] = [await f.team(made._id), await f.team(made._id)];
    const p = await f.user();
    await f.roster(a.id, p.id);
    await f.game({ eventId: made._id, homeTeamId: a.id, awayTeamId: b.id, status: 'completed', score: [1, 1] });
    const summary = await t.request('GET', `/api/events/${made._id}/delete-summary`, { token: admin });
    expect(summary.body.removes).toMatchObject({ teams: 2, players: 1, games: 1, goals: 2 });
    const member = await t.member();
    expect((await t.request('DELETE', `/api/events/${made._id}`, { token: member.token })).status).toBe(403);
    const res = await t.request('DELETE', `/api/events/${made._id}`, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Event deleted successfully!' } });
    expect((await t.request('GET', `/api/events/${made._id}`)).status).toBe(404);
    expect(await t.deps.storage.get(keyOf(made.event_logo))).toBeNull();
    // The player's profile stays.
    expect((await t.request('GET', `/api/users/${p.id}`)).status).toBe(200);
    expect((await t.request('DELETE', `/api/events/${made._id}`, { token: admin })).status).toBe(404);
  });
});
