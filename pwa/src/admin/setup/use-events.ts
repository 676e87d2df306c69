import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EventsListResponse, PublicEvent } from '@pitchside/shared';
import { useSessionUser } from '../../app/session';
import { inStaffEditions, staffEditions } from '../../app/staff-roles';
import { isNotKept, readKept } from '../read-kept';

/**
 * The events list (spec: GET /api/events?limit=100), reloaded after each change and kept on the
 * device for offline; a failure leaves it empty, `notKept` when offline with no copy on the device.
 * An organiser's screens list their own events only (the server refuses the others anyway).
 */
export function useEvents() {
  const user = useSessionUser();
  const [all, setEvents] = useState<PublicEvent[]>([]);
  const events = useMemo(() => {
    const mine = staffEditions(user);
    return all.filter((e) => inStaffEditions(mine, e));
  }, [all, user]);
  const [failed, setFailed] = useState(false);
  const [notKept, setNotKept] = useState(false);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    try {
      const res = await readKept<EventsListResponse>('/api/events?limit=100');
      setEvents(res.events);
      setFailed(false);
      setNotKept(false);
    } catch (err) {
      setFailed(true);
      setNotKept(isNotKept(err));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { events, failed, notKept, loading, reload };
}

/** 'Summer Cup (2nd)': an event as the selectors name it. */
export function eventOptionLabel(e: PublicEvent, ordinal: (n: number) => string): string {
  return `${e.event} (${ordinal(e.event_edition)})`;
}
