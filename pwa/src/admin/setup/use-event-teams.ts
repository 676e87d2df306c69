import { useCallback, useEffect, useState } from 'react';
import type { EventTeamsResponse, PublicTeam } from '@pitchside/shared';
import { isNotKept, readKept } from '../read-kept';

/**
 * The teams of one event, reloaded after each change and kept on the device for offline; a failure is
 * said and leaves the list empty, `notKept` when offline with no copy on the device.
 */
export function useEventTeams(eventId: string) {
  const [teams, setTeams] = useState<PublicTeam[]>([]);
  const [failed, setFailed] = useState(false);
  const [notKept, setNotKept] = useState(false);
  const reload = useCallback(async () => {
    if (!eventId) return setTeams([]);
    try {
      setTeams((await readKept<EventTeamsResponse>(`/api/events/${eventId}/teams`)).teams);
      setFailed(false);
      setNotKept(false);
    } catch (err) {
      setTeams([]);
      setFailed(true);
      setNotKept(isNotKept(err));
    }
  }, [eventId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { teams, failed, notKept, reload };
}
