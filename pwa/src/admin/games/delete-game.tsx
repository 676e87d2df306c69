import { useState } from 'react';
import type { GameRemovalConflict } from '@pitchside/shared';
import { useOnline } from '../../data/online';
import { roundText, useFormat, useT } from '../../i18n';
import { errorText } from '../flash';
import { ConfirmDialog } from '../setup/confirm-dialog';
import { AdminApiError, send } from '../setup/admin-api';
import type { GameCardModel } from './game-list';

/** Goals or a result the deletion takes with it, as the device knows them. */
function playedFacts(game: GameCardModel) {
  const goals = game.view.goals.filter((g) => !g.deleted).length;
  const result = goals > 0 || game.view.penalties !== null || game.view.status === 'live' || game.view.status === 'completed';
  return { goals, result };
}

/**
 * Deletes one game after a yes that names it. A game with goals or a result is sent with
 * `confirm: true` once the admin has read that they go too; when the server knows of goals this
 * device has not pulled, its 409 is shown the same way and confirmed once more.
 */
export function DeleteGameDialog({
  game,
  onDeleted,
  onCancel,
}: {
  game: GameCardModel;
  onDeleted: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [server, setServer] = useState<{ goals: number } | null>(null);
  const known = playedFacts(game);
  const goals = server ? server.goals : known.goals;
  const result = known.result || server !== null;

  const remove = async () => {
    if (!online) return setError(t('admin-games.delete.offline'));
    setBusy(true);
    setError(null);
    try {
      await send('DELETE', `/api/events/${game.view.eventId}/games/${game.id}`, result ? { confirm: true } : undefined);
      onDeleted(t('admin-games.delete.done', { home: game.home.name, away: game.away.name }));
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 409 && err.code === 'confirmRemoval') {
        const listed = (err.body as Partial<GameRemovalConflict>).games?.find((g) => g._id === game.id);
        setServer({
          goals: listed ? listed.homeGoals + listed.awayGoals : ((err.body.removes as { goals?: number } | undefined)?.goals ?? 0),
        });
      } else setError(errorText(err, t('admin-games.delete.failed')));
    } finally {
      setBusy(false);
    }
  };

  const when = game.startTime ? format.date(game.startTime, 'dateTime') : null;
  return (
    <ConfirmDialog
      title={t('admin-games.delete.title')}
      lines={[]}
      confirmLabel={t('admin-games.delete.confirm')}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    >
      <p>
        <bdi>{game.home.name}</bdi> – <bdi>{game.away.name}</bdi>
        {' · '}
        {[game.ageGroup?.name, game.round ? roundText(game.round) : null, when].filter(Boolean).join(' · ')}
      </p>
      <p>
        {result
          ? t('admin-games.delete.played', { goals, score: `${game.score.home}-${game.score.away}` })
          : t('admin-games.delete.unplayed')}
      </p>
      {server && <p role="alert">{t('admin-games.delete.serverKnows')}</p>}
      {error && (
        <p className="form-message is-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
