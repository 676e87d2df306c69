import { DELAYS_MS, POLL_INTERVAL_MS, type FlaggableField, type Invitation, type RegistrationRequest } from '@pitchside/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../app/session';
import { answerInvitation, invitationCount, latestRequest, myInvitations } from '../../data/players';
import { useFormat, useT } from '../../i18n';
import { badgeCount, badgeText, badgeTone } from './badge';
import { onPlayersChanged } from './players-events';
import './players.css';

const RegistrationDialog = lazy(() => import('./registration-dialog'));

const STATUS_KEYS: Record<string, string> = {
  pending: 'players.request.pending',
  approved: 'players.request.approved',
  rejected: 'players.request.rejected',
};
const FIELD_KEYS: Record<FlaggableField, string> = {
  dateOfBirth: 'players.field.dateOfBirth',
  instagramUsername: 'players.field.instagramUsername',
  portraitImage: 'players.field.portraitImage',
  idFrontPicture: 'players.field.idFrontPicture',
  idBackPicture: 'players.field.idBackPicture',
};

/**
 * The bell in the header: open invitations and the latest registration request, refetched every 30 s
 * and whenever it is opened (spec sections 2, 4 and 9).
 */
export function NotificationBell() {
  const t = useT();
  const fmt = useFormat();
  const { user, reload } = useSession();
  const userId = user?.id ?? null;
  const [count, setCount] = useState(0);
  const [request, setRequest] = useState<RegistrationRequest | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [open, setOpen] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [problem, setProblem] = useState('');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const isPlayer = user?.type === 'player';

  const refresh = useCallback(
    async (withList: boolean) => {
      if (!userId) return;
      const [c, r, list] = await Promise.allSettled([
        invitationCount(userId),
        latestRequest(userId),
        withList ? myInvitations(userId) : Promise.resolve(null),
      ]);
      if (c.status === 'fulfilled') setCount(c.value);
      if (r.status === 'fulfilled') setRequest(r.value);
      if (list.status === 'fulfilled' && list.value) setInvitations(list.value);
    },
    [userId],
  );

  useEffect(() => {
    if (!userId) return;
    void refresh(false);
    const timer = setInterval(() => void refresh(open), POLL_INTERVAL_MS);
    const off = onPlayersChanged(() => void refresh(open));
    return () => {
      clearInterval(timer);
      off();
    };
  }, [userId, refresh, open]);

  // An approval makes the member a player: the stored user learns it (player ID, no Register button).
  useEffect(() => {
    if (request?.status === 'approved' && user && !isPlayer) void reload();
  }, [request?.status, user, isPlayer, reload]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;

  const toggle = () => {
    setProblem('');
    if (!open) void refresh(true);
    setOpen((o) => !o);
  };

  const answer = async (inv: Invitation, choice: 'accept' | 'decline') => {
    setProblem('');
    if (!userId) {
      setProblem(t('api.userIdMissing'));
      return;
    }
    try {
      await answerInvitation(inv._id, userId, choice);
      setInvitations((list) => list.filter((i) => i._id !== inv._id));
      setCount((n) => Math.max(0, n - 1));
      // The team the member joined, and their profile, show the new squad after a reload (spec: 1 s).
      if (choice === 'accept') setTimeout(() => window.location.reload(), DELAYS_MS.inviteAcceptReload);
    } catch {
      setProblem(t(choice === 'accept' ? 'api.acceptFailed' : 'api.declineFailed'));
    }
  };

  const total = badgeCount(count, request);
  const tone = badgeTone(count, request);
  return (
    <div className="bell" ref={root}>
      <button
        type="button"
        className={`bell-button tone-${tone}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('players.bell.label', { count: total })}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {total > 0 ? <span className={`bell-badge tone-${tone}`}>{badgeText(total)}</span> : null}
      </button>
      <div id={panelId} className="bell-panel" hidden={!open}>
        {invitations.length === 0 && !request ? <p className="bell-empty">{t('players.bell.empty')}</p> : null}
        <ul className="bell-list">
          {invitations.map((inv) => (
            <li key={inv._id} className="bell-item is-invite">
              <p>{t('players.bell.invitation', { coach: inv.invitedBy.fullName, team: inv.team.name })}</p>
              <small className="muted">{fmt.relative(inv.createdAt)}</small>
              <div className="bell-actions">
                <button type="button" className="btn btn-primary btn-sm" onClick={() => void answer(inv, 'accept')}>
                  {t('players.bell.accept')}
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void answer(inv, 'decline')}>
                  {t('players.bell.decline')}
                </button>
              </div>
            </li>
          ))}
          {request ? (
            <li className={`bell-item is-request tone-${badgeTone(0, request)}`}>
              <p>{t(STATUS_KEYS[request.status] ?? 'players.request.unknown')}</p>
              <small className="muted">{fmt.relative(request.updatedAt)}</small>
              {request.status === 'approved' && user.playerId !== null ? (
                <p className="bell-player-id">{t('players.request.playerId', { id: user.playerId })}</p>
              ) : null}
              {request.status === 'rejected' ? (
                <>
                  {request.declineReason ? <p>{t('players.request.reason', { reason: request.declineReason })}</p> : null}
                  {request.flaggedFields.length > 0 ? (
                    <p>{t('players.request.review', { fields: request.flaggedFields.map((f) => t(FIELD_KEYS[f])).join(', ') })}</p>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    onClick={() => {
                      setOpen(false);
                      setUpdating(true);
                    }}
                  >
                    {t('players.request.update')}
                  </button>
                </>
              ) : null}
            </li>
          ) : null}
        </ul>
        {problem ? (
          <p className="form-message is-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {updating && request ? (
        <Suspense fallback={null}>
          <RegistrationDialog request={request} onClose={() => setUpdating(false)} onSubmitted={() => void refresh(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
