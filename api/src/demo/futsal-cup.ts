import type { Builder } from './builder';
import { createClub, enterTeam, youthSquad, type Club, type Entry } from './clubs';
import { addAgeGroup, addEvent } from './competitions';
import { cupGroups, type EditionPhase } from './cup-groups';
import { cupKnockout } from './cup-knockout';
import { MASCOTS, TOWNS } from './names';
import { createRng } from './random';
import { DAY, midnight } from './time';

const AGE_GROUPS = [
  { name: 'U12', label: 'Under 12', youngest: 9, oldest: 11 },
  { name: 'U15', label: 'Under 15', youngest: 12, oldest: 14 },
] as const;

export interface CupPlacings {
  eventId: string;
  ageGroupId: string;
  placings: Entry[];
}

/**
 * A schools-style futsal cup with three editions (the newest under way), two age groups each.
 * Returns its clubs and, per edition and age group that reached its knockouts, the placings.
 */
export function futsalCup(b: Builder, copy: number, name: string, slug: string): { clubs: Club[]; placingsByEdition: CupPlacings[] } {
  const rng = createRng(`pitchside-demo:cup:${copy}`);
  const clubs = Array.from({ length: 24 }, (_, i) => {
    const town = TOWNS[(i + copy * 7) % TOWNS.length]!;
    const mascot = MASCOTS[(i * 5 + copy * 3) % MASCOTS.length]!;
    return createClub(b, rng, `${town} ${mascot}`, town, i + copy);
  });
  const thisYear = b.now.getUTCFullYear();
  const currentBase = new Date(midnight(b.now).getTime() - 24 * DAY);
  const firstBirthYear = thisYear - 2 - AGE_GROUPS[1].oldest;
  const placingsByEdition: CupPlacings[] = [];
  const used = new Set<Club>();

  for (let edition = 1; edition <= 3; edition++) {
    const yearsAgo = 3 - edition;
    const base = new Date(currentBase.getTime() - yearsAgo * 364 * DAY);
    const year = thisYear - yearsAgo;
    const eventId = addEvent(b, rng, { name, slug, edition, kind: 'futsal', startsOn: base, stage: 'Group Stage', colour: copy + 1 });
    AGE_GROUPS.forEach((ag, position) => {
      const ageGroupId = addAgeGroup(b, rng, eventId, ag.name, ag.label, 'Group Stage', position);
      // Clubs not yet drawn go first, so every club of the series plays at least once.
      const fresh = rng.shuffle(clubs.filter((c) => !used.has(c)));
      const others = rng.shuffle(clubs.filter((c) => used.has(c)));
      const chosen = rng.shuffle([...fresh, ...others].slice(0, 16));
      chosen.forEach((c) => used.add(c));
      const entries = chosen.map((club) => {
        const roster: string[] = [];
        for (let by = year - ag.oldest; by <= year - ag.youngest; by++)
          roster.push(...youthSquad(b, rng, club, by, 3, by === firstBirthYear));
        return enterTeam(b, rng, club, eventId, ageGroupId, roster);
      });
      // Newest edition: the younger group is into its quarter finals, the older one still in its groups.
      const phase: EditionPhase = edition < 3 ? 'done' : position === 0 ? 'knockouts' : 'groups';
      const stage = {
        eventId,
        ageGroupId,
        entries,
        base: new Date(base.getTime() + position * DAY),
        phase,
        venueOffset: position * 3 + copy,
      };
      const tables = cupGroups(b, rng, stage);
      if (phase !== 'groups') placingsByEdition.push({ eventId, ageGroupId, placings: cupKnockout(b, rng, stage, tables) });
    });
  }
  return { clubs, placingsByEdition };
}
