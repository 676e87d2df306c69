import { SIDES, TEN_METRE_KICK_FROM_FOUL, foulLevel, type Side, isolate } from '@pitchside/shared';
import { Name } from '../../components/name';
import { useSyncRuntime } from '../../sync/sync-context';
import { useT } from '../../i18n';
import { errorText } from '../flash';
import type { GameCardModel } from './game-list';
import { currentHalf, foulCounts, liveFouls, minuteNow, timeoutOf } from './match-report';

type OnMessage = (text: string, tone?: 'success' | 'error') => void;

/**
 * Accumulated fouls per team in the current half, with the futsal rule made visible: the fifth is a
 * last warning and from the sixth every foul gives a 10 m free kick, said large in words. Counters
 * start again at half time; extra time counts with the second half. One timeout per team per half.
 */
export function FoulsPanel({ game, onMessage }: { game: GameCardModel; onMessage: OnMessage }) {
  const rt = useSyncRuntime();
  const t = useT();
  const half = currentHalf(game.view);
  const counts = foulCounts(game.view);

  const run = async (task: () => Promise<unknown>) => {
    try {
      await task();
    } catch (err) {
      onMessage(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

  const addFoul = (side: Side) => {
    const minute = minuteNow(game.view, new Date());
    return run(() =>
      rt.mutate('foul.add', { gameId: game.id, foulId: crypto.randomUUID(), side, half, ...(minute !== null ? { minute } : {}) }),
    );
  };

  // The last foul of the half goes: a foul tapped by mistake is taken back at once.
  const removeFoul = (side: Side) => {
    const last = liveFouls(game.view)
      .filter((f) => f.side === side && f.half === half)
      .at(-1);
    if (!last) return;
    return run(() => rt.mutate('foul.remove', { gameId: game.id, foulId: last.id }));
  };

  const callTimeout = (side: Side) => {
    const minute = minuteNow(game.view, new Date());
    return run(() =>
      rt.mutate('timeout.add', { gameId: game.id, timeoutId: crypto.randomUUID(), side, half, ...(minute !== null ? { minute } : {}) }),
    );
  };

  return (
    <section className="mr-fouls" aria-label={t('admin-match.fouls.title', { half })}>
      <h3>{t('admin-match.fouls.title', { half })}</h3>
      <div className="mr-fouls-grid">
        {SIDES.map((side) => {
          const team = game[side];
          const n = counts[side][half - 1] ?? 0;
          const level = foulLevel(n);
          const timeout = timeoutOf(game.view, side, half);
          return (
            <div key={side} className={`mr-foul-team mr-foul-${level}`} data-side={side}>
              <p className="mr-foul-team-name">
                <Name>{team.name}</Name>
              </p>
              <p className="mr-foul-count" aria-live="polite" aria-atomic="true">
                <span className="visually-hidden">{t('admin-match.fouls.countOf', { team: isolate(team.name), n })} </span>
                <span aria-hidden="true" dir="ltr">
                  {n}
                </span>
              </p>
              {level === 'tenMetreKick' && (
                <p className="mr-foul-warning" role="alert">
                  {t('admin-match.fouls.tenMetre', { n, from: TEN_METRE_KICK_FROM_FOUL })}
                </p>
              )}
              {level === 'lastWarning' && <p className="mr-foul-last">{t('admin-match.fouls.lastWarning')}</p>}
              <div className="mr-foul-buttons">
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={t('admin-match.fouls.addFor', { team: isolate(team.name) })}
                  onClick={() => void addFoul(side)}
                >
                  {t('admin-match.fouls.add')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={n === 0}
                  aria-label={t('admin-match.fouls.removeFor', { team: isolate(team.name) })}
                  onClick={() => void removeFoul(side)}
                >
                  {t('admin-match.fouls.remove')}
                </button>
              </div>
              {timeout ? (
                <p className="mr-timeout-used">
                  {timeout.minute !== null ? t('admin-match.timeout.usedAt', { minute: timeout.minute }) : t('admin-match.timeout.used')}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm mr-timeout"
                  aria-label={t('admin-match.timeout.callFor', { team: isolate(team.name) })}
                  onClick={() => void callTimeout(side)}
                >
                  {t('admin-match.timeout.call')}
                </button>
              )}
            </div>
          );
        })}
      </div>
      {half === 2 && (
        <p className="muted mr-first-half">{t('admin-match.fouls.firstHalf', { home: counts.home[0], away: counts.away[0] })}</p>
      )}
    </section>
  );
}
