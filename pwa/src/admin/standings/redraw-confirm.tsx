import { useState } from 'react';
import type { GameRemovalConflict, RemovedGame } from '@pitchside/shared';
import { roundText, useT } from '../../i18n';
import { gameStatusText } from '../describe';
import { ConfirmDialog, useRemovalLines } from '../setup/confirm-dialog';
import './redraw-confirm.css';

function Teams({ game }: { game: RemovedGame }) {
  return (
    <>
      <bdi>{game.homeTeam.name}</bdi> <span dir="ltr">{game.played ? `${game.homeGoals}-${game.awayGoals}` : '–'}</span>{' '}
      <bdi>{game.awayTeam.name}</bdi>
    </>
  );
}

/** Where a removed game sits: its group (or round) and, for a played one, its status. */
function where(game: RemovedGame): string {
  return [game.group ?? (game.round ? roundText(game.round) : null), game.played ? gameStatusText(game.status) : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The server's answer to a re-draw after fixtures exist, before anything changes: the counts, the
 * games removed and how many are generated afresh. A played game is removed only once the organiser
 * has ticked it by name; until every one is ticked the re-draw cannot go ahead.
 */
export function RedrawConfirm({
  conflict,
  busy,
  onConfirm,
  onCancel,
}: {
  conflict: GameRemovalConflict;
  busy: boolean;
  onConfirm: (confirmPlayed: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const removalLines = useRemovalLines();
  const played = conflict.games.filter((g) => g.played);
  const unplayed = conflict.games.filter((g) => !g.played);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const allTicked = played.every((g) => ticked.has(g._id));
  const toggle = (id: string, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ConfirmDialog
      title={t('admin-standings.redraw.title')}
      lines={[
        ...removalLines(conflict.removes),
        ...(conflict.regenerates > 0 ? [t('admin-standings.redraw.regenerates', { n: conflict.regenerates })] : []),
      ]}
      confirmLabel={t('admin-standings.redraw.confirm')}
      busy={busy}
      confirmDisabled={!allTicked}
      onConfirm={() => onConfirm(played.map((g) => g._id))}
      onCancel={onCancel}
    >
      {played.length > 0 && (
        <fieldset className="standings-redraw-played">
          <legend>{t('admin-standings.redraw.played', { n: played.length })}</legend>
          {played.map((g) => (
            <label key={g._id}>
              <input type="checkbox" checked={ticked.has(g._id)} onChange={(e) => toggle(g._id, e.target.checked)} />
              <span>
                {t('admin-standings.redraw.remove')} <Teams game={g} /> ({where(g)})
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {unplayed.length > 0 && (
        <details className="standings-redraw-list">
          <summary>{t('admin-standings.redraw.unplayed', { n: unplayed.length })}</summary>
          <ul>
            {unplayed.map((g) => (
              <li key={g._id}>
                <Teams game={g} /> ({where(g)})
              </li>
            ))}
          </ul>
        </details>
      )}
    </ConfirmDialog>
  );
}
