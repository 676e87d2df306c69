import { slugify } from '@pitchside/shared';
import { dob, type Builder } from './builder';
import { COLOURS } from './names';
import type { Rng } from './random';

export interface Club {
  ref: string;
  teamId: string;
  name: string;
  slug: string;
  location: string;
  coachId: string;
  /** Scales expected goals, so some clubs are stronger than others. */
  strength: number;
  /** Youth squads by birth year: players stay with their club and move up an age group as they grow. */
  youth: Map<number, string[]>;
}

/** One team row as the game builder needs it. */
export interface Entry {
  id: string;
  club: Club;
  roster: string[];
  goalkeeper: string;
  /** Per-player chance of being the scorer (the goalkeeper almost never scores). */
  weights: number[];
}

/** A club with its crest and coach; the same club enters many events under one team id. */
export function createClub(b: Builder, rng: Rng, name: string, location: string, colourIndex: number): Club {
  // Larger scales run out of town and mascot pairs: number the repeats so every club stays distinct.
  const base = name;
  for (let n = 2; b.clubSlugs.has(slugify(name)); n++) name = `${base} ${n}`;
  const slug = slugify(name);
  b.clubSlugs.add(slug);
  const [primary, secondary] = COLOURS[colourIndex % COLOURS.length]!;
  const ref = `@crest/${slug}`;
  b.images.crests.set(ref, { name, primary, secondary, pattern: colourIndex % 4 });
  const coach = b.person(rng, { type: 'user', role: 'Coach', dateOfBirth: dob(rng, 1970, 1990), portrait: true });
  return { ref, teamId: rng.uuid(), name, slug, location, coachId: coach.id!, strength: 0.75 + rng.next() * 0.6, youth: new Map() };
}

/** Players of one club born in one year, made on first use. Oldest generation of the first edition became old profiles. */
export function youthSquad(b: Builder, rng: Rng, club: Club, birthYear: number, size: number, oldProfiles: boolean): string[] {
  let squad = club.youth.get(birthYear);
  if (!squad) {
    squad = [];
    for (let i = 0; i < size; i++) {
      const type = oldProfiles && i === 0 ? 'old-player' : 'player';
      const p = b.person(rng, {
        type,
        role: 'Athlete',
        dateOfBirth: dob(rng, birthYear, birthYear),
        instagram: b.now.getUTCFullYear() - birthYear >= 13 && rng.chance(0.35),
        portrait: true,
      });
      squad.push(p.id!);
    }
    club.youth.set(birthYear, squad);
  }
  return squad;
}

/** A club's team row in one event and age group, with its roster. */
export function enterTeam(b: Builder, rng: Rng, club: Club, eventId: string, ageGroupId: string, roster: string[]): Entry {
  const id = rng.uuid();
  const goalkeeper = rng.pick(roster);
  const captain = rng.pick(roster.slice(0, Math.max(1, Math.floor(roster.length / 3))));
  b.rows.teams.push({
    id,
    teamId: club.teamId,
    slug: club.slug,
    name: club.name,
    logo: club.ref,
    location: club.location,
    coachId: club.coachId,
    captainId: captain,
    teamSize: 20,
    eventId,
    ageGroupId,
  });
  // The goalkeeper wears 1; the others take 2 upwards in roster order.
  let shirt = 2;
  for (const userId of roster) {
    const shirtNumber = userId === goalkeeper ? 1 : shirt++;
    b.rows.teamPlayers.push({ teamId: id, userId, shirtNumber });
    b.personById(userId).primaryShirtNumber ??= shirtNumber;
  }
  const weights = roster.map((u) => (u === goalkeeper ? 0.05 : 0.5 + rng.next() * 3));
  return { id, club, roster, goalkeeper, weights };
}
