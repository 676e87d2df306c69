import { isAdult } from '@pitchside/shared';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Rng } from './random';
import { emptyRows, type ImageSpecs, type Rows, type UserRow } from './rows';

export const DEMO_EMAIL_DOMAIN = 'demo.pitchside.lb';
/** Portraits are shared out of a small pool: drawing one per person would make loading slow. */
export const PORTRAIT_POOL = 40;

export interface PersonOptions {
  type: 'user' | 'player' | 'old-player';
  role: 'Parent' | 'Fan' | 'Athlete' | 'Coach' | 'Other';
  dateOfBirth?: string;
  first?: string;
  instagram?: boolean;
  portrait?: boolean;
}

/**
 * The demo being built: its rows, the pictures they refer to, and who is in it. Every part of the demo
 * adds to one builder so that people and clubs stay unique across events.
 */
export class Builder {
  readonly rows: Rows = emptyRows();
  readonly images: ImageSpecs = { crests: new Map(), eventLogos: new Map(), portraits: PORTRAIT_POOL, idCards: new Map() };
  /** Club slugs taken so far, across every event of the demo. */
  readonly clubSlugs = new Set<string>();
  private readonly people = new Map<string, UserRow>();
  private emailCounter = 0;

  constructor(readonly now: Date) {}

  person(rng: Rng, opts: PersonOptions): UserRow {
    const first = opts.first ?? rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const fullName = `${first} ${last}`;
    const handle = `${first}.${last}`.toLowerCase().replace(/\s+/g, '');
    this.emailCounter += 1;
    const instagramUsername = opts.instagram ? `${handle.replace(/[^a-z.]/g, '')}${rng.int(1, 99)}` : null;
    const row: UserRow = {
      id: rng.uuid(),
      fullName,
      // Old-player profiles are made by admins from earlier editions' sheets and have no account.
      email: opts.type === 'old-player' ? null : `${handle}${this.emailCounter}@${DEMO_EMAIL_DOMAIN}`,
      phoneNumber: opts.type === 'old-player' ? null : `+961 ${rng.pick(['3', '70', '71', '76', '81'])} ${rng.int(100000, 999999)}`,
      userRole: opts.role,
      type: opts.type,
      isVerified: opts.type !== 'old-player',
      dateOfBirth: opts.dateOfBirth ?? null,
      instagramUsername,
      // About half the adults with a handle chose to show it, so the public profile shows the feature;
      // decided from the handle, not a new draw, so the rest of the demo stays as it was.
      showInstagram: !!instagramUsername && isAdult(opts.dateOfBirth, this.now) && Number(/\d+$/.exec(instagramUsername)?.[0]) % 2 === 0,
      portraitImage: opts.portrait ? `@portrait/${rng.int(0, PORTRAIT_POOL - 1)}` : null,
    };
    this.rows.users.push(row);
    this.people.set(row.id!, row);
    return row;
  }

  personById(userId: string): UserRow {
    return this.people.get(userId)!;
  }

  nameOf(userId: string): string {
    return this.personById(userId).fullName;
  }
}

export function dob(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
