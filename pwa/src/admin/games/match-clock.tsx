import { useState } from 'react';
import { CLOCK_ACTIONS, clockTransition, type ClockAction } from '@pitchside/shared';
import { ClockFace } from '../../components/match/clock-face';
import { useSyncRuntime } from '../../sync/sync-context';
import { useT } from '../../i18n';
import { errorText } from '../flash';
import type { GameCardModel } from './game-list';
import { clockOf, settingsOf } from './match-report';

const ACTION_KEYS: Record<ClockAction, string> = {
  start: 'admin-match.clock.start',
  pause: 'admin-match.clock.pause',
  resume: 'admin-match.clock.resume',
  halfTime: 'admin-match.clock.halfTime',
  secondHalf: 'admin-match.clock.secondHalf',
  extra: 'admin-match.clock.extra',
  end: 'admin-match.clock.end',
};

/** The big thumb button: whichever of these the clock allows now. */
const PRIMARY: readonly ClockAction[] = ['start', 'pause', 'resume', 'secondHalf'];

/** The actions the clock allows now, in the order a match runs. */
export function allowedActions(game: GameCardModel, now: Date): ClockAction[] {
  return CLOCK_ACTIONS.filter((a) => clockTransition(clockOf(game.view), a, now, settingsOf(game.view)).ok);
}

/**
 * The match clock courtside: its state is a synced edit (compare-and-set), so it survives a reload or
 * a dead phone, runs offline, and two admins setting it see a conflict instead of overwriting.
 */
export function MatchClock({ game, onMessage }: { game: GameCardModel; onMessage: (text: string, tone?: 'success' | 'error') => void }) {
  const rt = useSyncRuntime();
  const t = useT();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const clock = clockOf(game.view);
  const settings = settingsOf(game.view);
  const allowed = allowedActions(game, new Date());
  const primary = PRIMARY.find((a) => allowed.includes(a));
  const others = allowed.filter((a) => a !== primary);

  const act = async (action: ClockAction) => {
    setConfirmEnd(false);
    // The transition is taken at the tap: the instant the clock starts or stops is now, not when it syncs.
    const next = clockTransition(clock, action, new Date(), settings);
    if (!next.ok) return onMessage(t('admin-match.clock.notAllowed'), 'error');
    try {
      await rt.mutate('game.clock', { gameId: game.id, expected: clock, value: next.state });
    } catch (err) {
      onMessage(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

  return (
    <section className="mr-clock" aria-label={t('admin-match.clock.title')}>
      <ClockFace clock={clock} settings={settings} size="large" />
      <p className="mr-clock-format muted">
        {t(settings.clock === 'running' ? 'admin-match.clock.formatRunning' : 'admin-match.clock.formatStopped', {
          periods: settings.periods,
          minutes: settings.periodMinutes,
        })}
      </p>
      {primary && (
        <button type="button" className={`btn btn-block mr-clock-primary mr-clock-${primary}`} onClick={() => void act(primary)}>
          {t(ACTION_KEYS[primary])}
        </button>
      )}
      {others.length > 0 && (
        <div className="mr-clock-actions">
          {others.map((a) =>
            a === 'end' ? (
              <button
                key={a}
                type="button"
                className="btn btn-ghost btn-sm"
                aria-expanded={confirmEnd}
                onClick={() => setConfirmEnd((c) => !c)}
              >
                {t(ACTION_KEYS[a])}
              </button>
            ) : (
              <button key={a} type="button" className="btn btn-ghost btn-sm" onClick={() => void act(a)}>
                {t(ACTION_KEYS[a])}
              </button>
            ),
          )}
        </div>
      )}
      {confirmEnd && (
        <div className="gm-duplicate" role="alert">
          <p>{t('admin-match.clock.endQuestion')}</p>
          <div className="actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void act('end')}>
              {t('admin-match.clock.endYes')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirmEnd(false)}>
              {t('admin-games.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
