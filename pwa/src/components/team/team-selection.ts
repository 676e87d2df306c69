import { type AgeGroupRef, type PublicTeam, type TeamEventOption } from '@pitchside/shared';

import { editionText, translate } from '../../i18n';

export interface TeamSelection {
  event: TeamEventOption | null;
  ageGroup: AgeGroupRef | null;
  /** The club's team in that edition and age group, whose record fills the stats grid. */
  team: PublicTeam | null;
  title: string;
}

export function eventOptionLabel(e: Pick<TeamEventOption, 'eventName' | 'eventEdition'>): string {
  return translate('team.eventOption', { event: e.eventName, edition: editionText(e.eventEdition) });
}

/**
 * What the selectors point at. An asked-for edition or age group the club did not play in falls back
 * to the page's own team, so a stale link never shows an empty grid.
 */
export function selectTeamView(
  current: PublicTeam,
  teams: readonly PublicTeam[],
  events: readonly TeamEventOption[],
  askedEventId: string | null,
  askedAgeGroup: string | null,
): TeamSelection {
  const event = events.find((e) => e._id === askedEventId) ?? events.find((e) => e._id === current.event._id) ?? events[0] ?? null;
  const eventId = event?._id ?? current.event._id;
  const inEvent = teams.filter((t) => t.event._id === eventId);
  const ageGroups = event ? event.ageGroups : current.ageGroup ? [current.ageGroup] : [];
  const defaultSlug = eventId === current.event._id ? (current.ageGroup?.slug ?? null) : (inEvent[0]?.ageGroup?.slug ?? null);
  const ageGroup = ageGroups.find((g) => g.slug === askedAgeGroup) ?? ageGroups.find((g) => g.slug === defaultSlug) ?? ageGroups[0] ?? null;
  const team =
    inEvent.find((t) => (t.ageGroup?.slug ?? null) === (ageGroup?.slug ?? null)) ??
    (eventId === current.event._id && (current.ageGroup?.slug ?? null) === (ageGroup?.slug ?? null) ? current : null) ??
    null;
  const name = event
    ? eventOptionLabel(event)
    : eventOptionLabel({ eventName: current.event.event, eventEdition: current.event.event_edition });
  const group = ageGroup ? ` (${ageGroup.label || ageGroup.name})` : '';
  return { event, ageGroup, team, title: `${name}${group}` };
}
