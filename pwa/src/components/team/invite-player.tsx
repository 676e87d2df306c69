import type { PublicTeam } from '@pitchside/shared';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../app/session';
import { useT, withLaterTexts } from '../../i18n';

const InvitePlayerDialog = lazy(withLaterTexts(() => import('./invite-player-dialog')));

/** Invite Player, for the coach of this team only (the server checks again on every invitation). */
export function InvitePlayer({ team }: { team: PublicTeam }) {
  const t = useT();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // A coach without an account yet has no id: the team is theirs once they sign up and are linked.
  const coachId = team.coach && '_id' in team.coach ? team.coach._id : null;
  const isCoach = !!user && (coachId === user.id || (user.coachingTeams ?? []).includes(team._id));
  if (!isCoach) return null;
  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
        {t('team.invitePlayer')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <InvitePlayerDialog teamId={team._id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
