import type {
  ageGroups,
  contactMessages,
  customRankings,
  events,
  games,
  giftCodes,
  goalkeeperSaves,
  goals,
  groups,
  groupTeams,
  knockoutFixtures,
  registrationRequests,
  teamPlayers,
  teams,
  users,
} from '../db/schema';

/**
 * The demo as built in memory, with no database and no pictures: rows reference pictures by
 * `@`-prefixed refs that the loader swaps for storage keys once they are rendered.
 */
export type Rows = {
  users: (typeof users.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  ageGroups: (typeof ageGroups.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  teamPlayers: (typeof teamPlayers.$inferInsert)[];
  groups: (typeof groups.$inferInsert)[];
  groupTeams: (typeof groupTeams.$inferInsert)[];
  games: (typeof games.$inferInsert)[];
  knockoutFixtures: (typeof knockoutFixtures.$inferInsert)[];
  goals: (typeof goals.$inferInsert)[];
  goalkeeperSaves: (typeof goalkeeperSaves.$inferInsert)[];
  customRankings: (typeof customRankings.$inferInsert)[];
  giftCodes: (typeof giftCodes.$inferInsert)[];
  contactMessages: (typeof contactMessages.$inferInsert)[];
  registrationRequests: (typeof registrationRequests.$inferInsert)[];
};

export interface ImageSpecs {
  /** ref -> crest or event badge to draw. */
  crests: Map<string, { name: string; primary: string; secondary: string; pattern: number }>;
  eventLogos: Map<string, { name: string; primary: string; secondary: string }>;
  /** Portraits are a pool: refs `@portrait/0` .. `@portrait/<n-1>`. */
  portraits: number;
  idCards: Map<string, { fullName: string; side: 'front' | 'back' }>;
}

export interface DemoPlan {
  rows: Rows;
  images: ImageSpecs;
}

export type UserRow = typeof users.$inferInsert;
export type GameRow = typeof games.$inferInsert;
export type GameStatus = NonNullable<GameRow['status']>;

export function emptyRows(): Rows {
  return {
    users: [],
    events: [],
    ageGroups: [],
    teams: [],
    teamPlayers: [],
    groups: [],
    groupTeams: [],
    games: [],
    knockoutFixtures: [],
    goals: [],
    goalkeeperSaves: [],
    customRankings: [],
    giftCodes: [],
    contactMessages: [],
    registrationRequests: [],
  };
}
