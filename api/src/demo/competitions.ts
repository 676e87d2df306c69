import { slugify } from '@pitchside/shared';
import type { Builder } from './builder';
import { COLOURS } from './names';
import type { Rng } from './random';

type StageType = 'Group Stage' | 'League' | 'Knockout';

/** One edition of an event, with its badge; returns the event id. */
export function addEvent(
  b: Builder,
  rng: Rng,
  e: { name: string; slug: string; edition: number; kind: 'futsal' | 'street'; startsOn: Date; stage: StageType; colour: number },
): string {
  const id = rng.uuid();
  const ref = `@event/${e.slug}`;
  const [primary, secondary] = COLOURS[e.colour % COLOURS.length]!;
  b.images.eventLogos.set(ref, { name: e.name, primary, secondary });
  b.rows.events.push({
    id,
    name: e.name,
    slug: e.slug,
    edition: e.edition,
    kind: e.kind,
    logo: ref,
    contactEmail: `${e.slug.split('-')[0]}@pitchside.lb`,
    contactPhone: `+961 1 ${rng.int(200, 999)} ${rng.int(100, 999)}`,
    stageType: e.stage,
    startsOn: e.startsOn.toISOString().slice(0, 10),
  });
  return id;
}

/** An age group of an edition; returns its id. */
export function addAgeGroup(
  b: Builder,
  rng: Rng,
  eventId: string,
  name: string,
  label: string,
  stage: StageType,
  position: number,
  leagueTeams = 10,
): string {
  const id = rng.uuid();
  b.rows.ageGroups.push({
    id,
    eventId,
    name,
    label,
    slug: slugify(name),
    stageType: stage,
    groupsCount: 4,
    teamsPerGroup: 4,
    advancingTeams: 2,
    knockoutTeams: 8,
    leagueTeams,
    position,
  });
  return id;
}
