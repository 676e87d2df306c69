import { EVENTS_LIST_PATH, type EventsListResponse, type PublicEvent } from '@pitchside/shared';
import { useApi } from './use-api';
import { compareNames } from '../i18n/collate';

export const EVENTS_PATH = EVENTS_LIST_PATH;

/** The schools tournament: the spec's fixed event behind Explore Events and first in the Events menu. */
export const FEATURED_EVENT_SLUG = 'schools-futsal-cup';

/**
 * One entry per event series (same name), each represented by its newest edition; series with the
 * most recent edition come first.
 */
export function eventSeries(events: readonly PublicEvent[]): PublicEvent[] {
  const newest = new Map<string, PublicEvent>();
  for (const e of events) {
    const key = e.event.trim().toLowerCase();
    const seen = newest.get(key);
    if (!seen || e.event_edition > seen.event_edition) newest.set(key, e);
  }
  return [...newest.values()].sort(
    (a, b) => recency(b) - recency(a) || b.event_edition - a.event_edition || compareNames(a.event, b.event),
  );
}

function recency(e: PublicEvent): number {
  return e.startsOn ? Date.parse(e.startsOn) || 0 : 0;
}

/** The event series list for navigation, read from the device first. */
export function useEventSeries() {
  const res = useApi<EventsListResponse>(EVENTS_PATH);
  return { ...res, series: res.data ? eventSeries(res.data.events) : [] };
}
