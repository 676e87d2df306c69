import { randomUUID } from 'node:crypto';
import type { GameStatus, GiftDuration, Side, StageType } from '@pitchside/shared';
import type { Db } from '../db/client';
import {
  ageGroups,
  events,
  games,
  giftCodes,
  goalkeeperSaves,
  goals,
  groups,
  groupTeams,
  knockoutFixtures,
  teamPlayers,
  teams,
  users,
} from '../db/schema';

let seq = 0;
const next = () => ++seq;

/** Small builders for test data, inserted straight into the test's own database. */
export function factories(db: Db) {
  return {
    async event(over: Partial<typeof events.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(events)
        .values({ name: `Cup ${n}`, slug: `cup-${n}`, edition: 1, ...over })
        .returning();
      return row!;
    },

    async ageGroup(eventId: string, over: Partial<typeof ageGroups.$inferInsert> & { stageType?: StageType } = {}) {
      const n = next();
      const [row] = await db
        .insert(ageGroups)
        .values({ eventId, name: `U${n}`, slug: `u${n}`, ...over })
        .returning();
      return row!;
    },

    async team(eventId: string, over: Partial<typeof teams.$inferInsert> = {}) {
      const n = next();
      const name = over.name ?? `Team ${n}`;
      const [row] = await db
        .insert(teams)
        .values({ eventId, name, slug: `team-${n}`, ...over })
        .returning();
      return row!;
    },

    async user(over: Partial<typeof users.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(users)
        .values({ fullName: `Player ${n}`, type: 'player', playerId: 5000 + n, ...over })
        .returning();
      return row!;
    },

    async roster(teamId: string, userId: string, shirtNumber: number | null = null) {
      await db.insert(teamPlayers).values({ teamId, userId, shirtNumber });
    },

    async group(eventId: string, name: string, teamIds: string[], over: { ageGroupId?: string | null; position?: number } = {}) {
      const [row] = await db
        .insert(groups)
        .values({ eventId, name, position: over.position ?? 0, ageGroupId: over.ageGroupId ?? null })
        .returning();
      if (teamIds.length) await db.insert(groupTeams).values(teamIds.map((teamId, slot) => ({ groupId: row!.id, teamId, slot })));
      return row!;
    },

    /** A game with the given score as goal rows (scorer names only unless goal rows are given). */
    async game(
      g: {
        eventId: string;
        homeTeamId: string;
        awayTeamId: string;
        status?: GameStatus;
        score?: [number, number];
      } & Partial<Omit<typeof games.$inferInsert, 'eventId' | 'homeTeamId' | 'awayTeamId' | 'status'>>,
    ) {
      const { score, ...values } = g;
      // A game with a group is that group's game unless a test says otherwise.
      const stage = values.stage ?? (values.groupId ? 'group' : 'friendly');
      const [row] = await db
        .insert(games)
        .values({ status: 'completed', ...values, stage })
        .returning();
      if (score) {
        for (let i = 0; i < score[0]; i++) await this.goal(row!, 'home', { minute: 10 + i });
        for (let i = 0; i < score[1]; i++) await this.goal(row!, 'away', { minute: 20 + i });
      }
      return row!;
    },

    async goal(
      game: { id: string; eventId: string },
      side: Side,
      over: Partial<Omit<typeof goals.$inferInsert, 'gameId' | 'eventId' | 'side'>> = {},
    ) {
      const [row] = await db
        .insert(goals)
        .values({ id: randomUUID(), gameId: game.id, eventId: game.eventId, side, minute: 1, scorerName: 'Someone', ...over })
        .returning();
      return row!;
    },

    async fixture(f: typeof knockoutFixtures.$inferInsert) {
      const [row] = await db.insert(knockoutFixtures).values(f).returning();
      return row!;
    },

    async saves(game: { id: string; eventId: string }, playerId: string, saves: number) {
      await db.insert(goalkeeperSaves).values({ gameId: game.id, eventId: game.eventId, playerId, saves });
    },

    async giftCode(code: string, duration: GiftDuration = '1month') {
      await db.insert(giftCodes).values({ code, duration });
    },
  };
}
export type Factories = ReturnType<typeof factories>;
