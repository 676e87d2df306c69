import { useEffect, useState } from 'react';
import type { PublicTeam } from '@pitchside/shared';
import { apiGet } from '../../data/api';
import type { CoachChoice } from './coach-fields';
import { CoachInvite, type CoachDetails } from './coach-invite';

/**
 * The details of a coach without an account (their phone and the invitation sent), which the public
 * team list does not carry; the editor's phone field is filled from them once they arrive.
 */
export function useCoachDetails(
  team: PublicTeam,
  setCoach: (update: (c: CoachChoice) => CoachChoice) => void,
): { details: CoachDetails | null; reload: () => void } {
  const [details, setDetails] = useState<CoachDetails | null>(null);
  const [version, setVersion] = useState(0);
  const typed = !!team.coach && !('_id' in team.coach);
  useEffect(() => {
    if (!typed) return setDetails(null);
    let live = true;
    apiGet(`/api/teams/${team._id}/coach`)
      .then(({ coach }) => {
        if (!live) return;
        setDetails(coach);
        setCoach((c) => (c.kind === 'typed' && c.phone === null ? { ...c, phone: coach.coachPhone ?? '' } : c));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [team._id, typed, team.coach?.fullName, setCoach, version]);
  return { details, reload: () => setVersion((v) => v + 1) };
}

/** The invitation, for a team whose coach has a name but no account yet. */
export function TeamCoachInvite({
  team,
  coach,
  onChanged,
}: {
  team: PublicTeam;
  coach: ReturnType<typeof useCoachDetails>;
  onChanged: () => void;
}) {
  const { details, reload } = coach;
  if (!details || details.linked || !details.coachName) return null;
  return (
    <CoachInvite
      teamId={team._id}
      details={details}
      onChanged={() => {
        reload();
        onChanged();
      }}
    />
  );
}
