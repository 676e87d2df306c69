import { useCallback, useEffect, useState } from 'react';
import type { EventTeamsResponse, PublicTeam } from '@pitchside/shared';
import { apiGet } from '../../data/api';

/** The teams of one event, reloaded after each change; a failure is said and leaves the list empty. */
export function useEventTeams(eventId: string) {
  const [teams, setTeams] = useState<PublicTeam[]>([]);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!eventId) return setTeams([]);
    try {
      setTeams((await apiGet<EventTeamsResponse>(`/api/events/${eventId}/teams`)).teams);
      setFailed(false);
    } catch {
      setTeams([]);
      setFailed(true);
    }
  }, [eventId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { teams, failed, reload };
}
