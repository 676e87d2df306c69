import { useState } from 'react';
import { useSyncRuntime } from '../../sync/sync-context';
import { roundText, translate, useT } from '../../i18n';
import { errorText } from '../flash';
import type { GameCardModel } from './game-list';

/**
 * The results scorers recorded that wait for an organiser (issue 21): each with its score and a
 * Confirm button, queued on the device like every other edit and pushed when it can be. Once
 * confirmed, the result counts in the tables and the knockout moves on.
 */
export function AwaitingConfirmation({
  cards,
  onMessage,
}: {
  cards: readonly GameCardModel[];
  onMessage: (text: string, tone?: 'error') => void;
}) {
  const rt = useSyncRuntime();
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const awaiting = cards.filter((c) => c.view.awaitingConfirmation && c.view.status === 'completed');
  if (awaiting.length === 0) return null;
  const confirm = async (card: GameCardModel) => {
    setBusy(card.id);
    try {
      await rt.mutate('game.confirm', { gameId: card.id });
      onMessage(t('admin-games.awaiting.confirmed'));
    } catch (err) {
      onMessage(errorText(err, translate('admin-common.networkError')), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card gm-awaiting" aria-labelledby="gm-awaiting-title">
      <h2 id="gm-awaiting-title">{t('admin-games.awaiting.title', { n: awaiting.length })}</h2>
      <p className="muted">{t('admin-games.awaiting.hint')}</p>
      <ul className="gm-awaiting-list">
        {awaiting.map((c) => (
          <li key={c.id}>
            <span className="gm-awaiting-game">
              <bdi>{c.home.name}</bdi> {c.score.home}-{c.score.away} <bdi>{c.away.name}</bdi>
              {c.round && <span className="muted"> · {roundText(c.round)}</span>}
            </span>
            <button
              type="button"
              className="btn btn-primary gm-confirm"
              disabled={busy === c.id}
              aria-label={t('admin-games.awaiting.confirmGame', { home: c.home.name, away: c.away.name })}
              onClick={() => void confirm(c)}
            >
              {t('admin-games.awaiting.confirm')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
