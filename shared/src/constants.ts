/** Business constants and limits from the specification (public-and-member section 9, admin section 9). */

export const USER_ROLES = ['Parent', 'Fan', 'Athlete', 'Coach', 'Other'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'Fan';
export const USER_ROLE_LABELS: Record<UserRole, string> = {
  Parent: "A Player's Parent",
  Fan: 'A Fan / Follower',
  Athlete: 'Athlete',
  Coach: 'Coach',
  Other: 'Other',
};

/** `user` is a member who is not (yet) a player; `old-player` is a profile from earlier editions. */
export const USER_TYPES = ['user', 'player', 'old-player'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const GAME_STATUSES = ['Not Scheduled', 'Upcoming', 'scheduled', 'live', 'completed', 'postponed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
/** Statuses shown in the public "Upcoming" section of the Games tab. */
export const UPCOMING_SECTION_STATUSES: readonly GameStatus[] = ['Upcoming', 'scheduled', 'postponed', 'cancelled'];

export const STAGE_TYPES = ['Group Stage', 'Knockout', 'League'] as const;
export type StageType = (typeof STAGE_TYPES)[number];

/** Every game belongs to one stage: a group (of one group), a knockout slot, a league, or a friendly. */
export const GAME_STAGES = ['group', 'knockout', 'league', 'friendly'] as const;
export type GameStage = (typeof GAME_STAGES)[number];

export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];

export const GIFT_DURATIONS = ['1month', '6months', '1year'] as const;
export type GiftDuration = (typeof GIFT_DURATIONS)[number];
export const GIFT_DURATION_MONTHS: Record<GiftDuration, number> = { '1month': 1, '6months': 6, '1year': 12 };
export const GIFT_CODES_PER_GENERATION = { min: 1, max: 100 } as const;

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_PAGE_SIZE = 10;
export const CONTACT_PREVIEW_CHARS = 100;

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const FLAGGABLE_FIELDS = ['dateOfBirth', 'instagramUsername', 'portraitImage', 'idFrontPicture', 'idBackPicture'] as const;
export type FlaggableField = (typeof FLAGGABLE_FIELDS)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size cap: a 5 MB PNG can claim a billion pixels (an image bomb); 40 MP covers any phone camera. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const PLAYER_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const LOGO_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const COMPRESS_MAX_WIDTH = 800;
export const COMPRESS_QUALITY = 0.7;

export const TEAM_SIZE = { default: 20, min: 1, max: 50 } as const;
export const AGE_GROUP_LIMITS = {
  groupsCount: { min: 1, max: 16, default: 4 },
  teamsPerGroup: { min: 1, max: 16, default: 4 },
  advancingTeams: { min: 1, max: 16, default: 2 },
  knockoutTeams: { allowed: [2, 4, 8, 16, 32, 64] as const, default: 4 },
  leagueTeams: { min: 2, max: 64, default: 10 },
} as const;
export const MAX_GROUPS = 16;
export const MAX_TEAMS_IN_GROUPS = 64;

export const PUBLIC_GAMES_LIMIT = 500;
export const ADMIN_GAMES_PAGE_SIZE = 20;
export const ROUNDS_LIST_LIMIT = 1000;
export const MAX_GAMES_LIMIT = 1000;
export const EVENTS_LIST_LIMIT = 100;
export const GROUP_TABLE_ROWS = 4;
export const GROUP_CARD_NAME_CHARS = 10;
export const LAST_GAMES_SLOTS = 10;
export const MEMBER_ID_CHARS = 8;
export const PENALTY_MINUTE_BASE = 120;
export const LEADERBOARD_PREVIEW_ROWS = 3;
/**
 * How far apart in minutes two admins' goals by one scorer for one side may be and still look like
 * one goal recorded twice: 0, the same minute. Wider, a brace split between two admins' phones
 * (one records the first goal, the other the second) was asked about as a duplicate.
 */
export const POSSIBLE_DUPLICATE_GOAL_MINUTES = 0;

export const POLL_INTERVAL_MS = 30_000;
export const BADGE_MAX = 9;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const MOBILE_MENU_BREAKPOINT = 1200;

export const DELAYS_MS = {
  loginClose: 1500,
  signupSwitch: 4000,
  registrationClose: 5000,
  inviteAcceptReload: 1000,
  redeemReload: 2000,
  inviteModalClose: 2000,
  copyConfirmation: 2000,
} as const;

export const HOME_COUNTER_TARGETS = {
  futsalGames: 1000,
  goalsScored: 5000,
  streetGames: 150,
  players: 2500,
  tournaments: 10,
  teams: 200,
} as const;
export const COUNTER_STEPS = 100;
export const COUNTER_STEP_MS = 100;

export const KNOCKOUT_ROUND_NAMES = ['Round of 32', 'Round of 16', 'Quarter Finals', 'Semi Finals', 'Final'] as const;

export const GOLD_PRICING = [
  { id: '1month', label: '1 Month', price: 6, was: null },
  { id: '6months', label: '6 Months', price: 30, was: 36 },
  { id: '1year', label: '1 Year', price: 50, was: 72 },
] as const;

/**
 * Rate limits: attempts per window. `login` is the number of wrong passwords for one account from one
 * address before each further attempt waits longer (1 s, doubling to 30 s): slowed, never locked out.
 * `loginAddress` is a hard limit per address alone, generous: fans at one venue or behind one mobile
 * carrier share addresses.
 */
export const RATE_LIMITS = {
  login: { limit: 10, windowMs: 15 * 60_000 },
  loginAddress: { limit: 100, windowMs: 15 * 60_000 },
  signup: { limit: 20, windowMs: 60 * 60_000 },
  contact: { limit: 10, windowMs: 60 * 60_000 },
  redeem: { limit: 10, windowMs: 15 * 60_000 },
  /** Reset links asked for, per address and account: enough for a lost mail or two, not an inbox flood. */
  passwordReset: { limit: 5, windowMs: 60 * 60_000 },
  /** Reset links asked for from one address, whichever accounts they name. */
  passwordResetAddress: { limit: 20, windowMs: 60 * 60_000 },
  /** New passwords set with a reset link, per address: each costs a slow hash. */
  resetPassword: { limit: 10, windowMs: 15 * 60_000 },
  /**
   * Costly shared answers (a whole edition for offline, the leaderboard) built because this address
   * asked when none was ready; everyone else shares the build or the answer it leaves.
   */
  builds: { limit: 30, windowMs: 60_000 },
} as const;

export const SESSION_DAYS = 7;
export const EMAIL_VERIFICATION_HOURS = 48;
export const PASSWORD_RESET_HOURS = 1;
/** ASVS 2.1.1: at least 12 characters for a password chosen now (older, shorter ones still log in). */
export const PASSWORD_MIN_LENGTH = 12;
