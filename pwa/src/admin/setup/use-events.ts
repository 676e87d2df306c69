import { useCallback, useEffect, useState } from 'react';
import type { EventsListResponse, PublicEvent } from '@pitchside/shared';
import { apiGet } from '../../data/api';

/** The events list (spec: GET /api/events?limit=100), reloaded after each change; a failure leaves it empty. */
export function useEvents() {
  const [events, setEvents] = useState<PublicEvent[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    try {
      const res = await apiGet<EventsListResponse>('/api/events?limit=100');
      setEvents(res.events);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { events, failed, loading, reload };
}

/** 'Summer Cup (2nd)': an event as the selectors name it. */
export function eventOptionLabel(e: PublicEvent, ordinal: (n: number) => string): string {
  return `${e.event} (${ordinal(e.event_edition)})`;
}
