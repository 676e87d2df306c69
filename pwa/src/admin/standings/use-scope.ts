import { useCallback, useEffect, useMemo, useState } from 'react';
import { EVENTS_LIST_LIMIT, type EventPageResponse, type PublicEvent } from '@pitchside/shared';
import { useSessionUser } from '../../app/session';
import { inStaffEditions, staffEditions } from '../../app/staff-roles';
import { readKept } from '../read-kept';

export interface ScopeTeam {
  _id: string;
  name: string;
  logo: string | null;
}

/**
 * The event and age group an admin manages, with what the manager screens need: the teams of the
 * age group and the event page (groups, knockout, rules), read from the server and kept on the device.
 */
export function useScope() {
  const user = useSessionUser();
  const [all, setEvents] = useState<PublicEvent[]>([]);
  // An organiser manages their own events only (the server refuses the others anyway).
  const events = useMemo(() => {
    const mine = staffEditions(user);
    return all.filter((e) => inStaffEditions(mine, e));
  }, [all, user]);
  const [eventId, setEventId] = useState('');
  const [ageGroup, setAgeGroup] = useState('');
  const [teams, setTeams] = useState<ScopeTeam[]>([]);
  const [page, setPage] = useState<EventPageResponse | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  /** Which event, age group and reload the teams and page belong to: until they match, nothing is drawn or saved. */
  const [loadedFor, setLoadedFor] = useState('');

  useEffect(() => {
    readKept<{ events: PublicEvent[] }>(`/api/events?limit=${EVENTS_LIST_LIMIT}`)
      .then((r) => setEvents([...r.events].sort((a, b) => b.event_edition - a.event_edition)))
      .catch(setLoadError);
  }, []);

  const event = events.find((e) => e._id === eventId) ?? null;
  const ageGroups = useMemo(() => event?.ageGroups ?? [], [event]);
  const slug = ageGroups.some((a) => a.slug === ageGroup) ? ageGroup : (ageGroups[0]?.slug ?? '');

  useEffect(() => {
    if (!event) return;
    let live = true;
    const q = slug ? `?ageGroup=${encodeURIComponent(slug)}` : '';
    const edition = `edition=${event.event_edition}`;
    Promise.all([
      readKept<{ teams: ScopeTeam[] }>(`/api/events/${event._id}/teams${q}`),
      readKept<EventPageResponse>(
        `/api/events/slug/${encodeURIComponent(event.slug)}?${edition}${slug ? `&ageGroup=${encodeURIComponent(slug)}` : ''}`,
      ),
    ])
      .then(([t, p]) => {
        if (!live) return;
        setTeams(t.teams);
        setPage(p);
        setLoadError(null);
        setLoadedFor(`${event._id}|${slug}|${version}`);
      })
      .catch((e) => live && setLoadError(e));
    return () => {
      live = false;
    };
  }, [event, slug, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const activeAgeGroup = ageGroups.find((a) => a.slug === slug) ?? null;
  const loaded = !!event && loadedFor === `${event._id}|${slug}|${version}`;
  return { events, event, eventId, setEventId, ageGroups, slug, setAgeGroup, activeAgeGroup, teams, page, loaded, loadError, reload };
}

/** The body of PUT /api/events/:id for this scope: inside its age group, or top level without one. */
export function scopedBody(slug: string, keys: Record<string, unknown>) {
  return slug ? { ageGroups: [{ slug, ...keys }] } : keys;
}
