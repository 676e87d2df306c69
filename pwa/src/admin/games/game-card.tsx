import { useId, useRef, useState } from 'react';
import { GAME_STATUSES, type GameStatus } from '@pitchside/shared';
import { useSyncRuntime } from '../../sync/sync-context';
import { errorText } from '../flash';
import { STATUS_TABS, type GameCardModel, type StatusTab, type TeamSide } from './game-list';
import { InputField, SelectField } from '../field';
import { roundText, translate, useFormat, useT } from '../../i18n';
import { gameStatusText } from '../describe';
import { GameScheduleActions } from '../schedule/game-schedule-actions';

interface CardProps {
  game: GameCardModel;
  onGoals: () => void;
  /** The futsal match report: clock, fouls, timeouts, cards, lineups. */
  onReport?: () => void;
  onPenalties: () => void;
  onHistory: () => void;
  onMessage: (text: string, tone?: 'success' | 'error') => void;
  onDelete: () => void;
  /** Any tap or focus inside the card: the list keeps it in place from then on. */
  onTouch?: () => void;
  /** Set when the card no longer matches the list's status: where it now is, and a way there. */
  movedTo?: { tab: StatusTab; show: () => void };
}

function TeamLine({ team, score, penalties }: { team: TeamSide; score: number; penalties: number | null }) {
  return (
    <div className="gm-team">
      {team.logo ? (
        <img className="gm-logo" src={team.logo} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="gm-logo gm-logo-initials" aria-hidden="true">
          {team.name.slice(0, 2).toUpperCase()}
        </span>
      )}
      <span className="gm-team-name">
        <bdi>{team.name}</bdi>
      </span>
      <span className="gm-team-score">
        {score}
        {penalties !== null && <span className="gm-pens"> ({penalties})</span>}
      </span>
    </div>
  );
}

export function statusClass(status: GameStatus): string {
  return `gm-status gm-status-${status.toLowerCase().replace(/\s+/g, '-')}`;
}

/** One game of the card grid; every change is queued on the device and pushed when it can be. */
export function GameCard({ game, onGoals, onReport, onPenalties, onHistory, onMessage, onDelete, onTouch, movedTo }: CardProps) {
  const rt = useSyncRuntime();
  const ids = useId();
  const t = useT();
  const format = useFormat();
  const { view } = game;
  const players = [
    ...game.home.players.map((p) => ({ ...p, team: game.home.name })),
    ...game.away.players.map((p) => ({ ...p, team: game.away.name })),
  ];
  const [keeper, setKeeper] = useState('');
  const [saves, setSaves] = useState('');
  const keeperSaves = (id: string) => view.saves.find((s) => s.playerId === id)?.saves ?? 0;
  const start = game.startTime ? format.date(game.startTime, 'dateTime') || null : null;

  const run = async (task: () => Promise<unknown>, done: string, failed = translate('admin-common.networkError')) => {
    try {
      await task();
      onMessage(done);
    } catch (err) {
      onMessage(errorText(err, failed), 'error');
    }
  };

  // The status picked in the dropdown, saved only by its Save button (or Enter): arrowing through the
  // options on a keyboard must not save every status on the way, which fans would see.
  const [statusDraft, setStatusDraft] = useState<GameStatus | null>(null);
  const pickedStatus = statusDraft ?? view.status;
  const statusSelect = useRef<HTMLSelectElement>(null);
  const commitStatus = () => {
    // The Save button goes once the status is saved: the focus goes back to the dropdown, not the page.
    statusSelect.current?.focus();
    if (statusDraft === null || statusDraft === view.status) return setStatusDraft(null);
    setStatusDraft(null);
    void setStatus(statusDraft);
  };

  const setStatus = (status: GameStatus) =>
    run(
      () => rt.mutate('game.setStatus', { gameId: game.id, expected: view.status, status }),
      t('admin-games.statusUpdated', { status: gameStatusText(status) }),
      t('admin-games.statusFailed'),
    );

  const setMvp = (value: string) =>
    run(
      () => rt.mutate('game.setMvp', { gameId: game.id, expected: view.mvpId, value: value || null }),
      value ? t('admin-games.mvpUpdated') : t('admin-games.mvpCleared'),
    );

  const saveSaves = () => {
    if (!keeper) return onMessage(t('admin-games.selectKeeperFirst'), 'error');
    if (!/^\d+$/.test(saves.trim())) return onMessage(t('admin-games.savesInvalid'), 'error');
    void run(
      () => rt.mutate('game.setSaves', { gameId: game.id, playerId: keeper, expected: keeperSaves(keeper), value: Number(saves) }),
      t('admin-games.savesUpdated'),
    );
  };

  const label = translate('admin-sync.gameName', { home: game.home.name, away: game.away.name });
  return (
    <article className="card gm-card" aria-label={label} data-game-id={game.id} onFocusCapture={onTouch} onPointerDownCapture={onTouch}>
      <header className="gm-card-head">
        {game.ageGroup && (
          <span className="gm-age-group">
            <bdi>{game.ageGroup.name}</bdi>
          </span>
        )}
        <span className="gm-round">{game.round ? roundText(game.round) : t('admin-games.noRound')}</span>
        <span className={statusClass(view.status)}>{gameStatusText(view.status)}</span>
        {view.awaitingConfirmation && view.status === 'completed' && (
          <span className="gm-awaiting-badge">{t('admin-games.awaiting.badge')}</span>
        )}
        {game.waiting > 0 && (
          <span className="gm-waiting" title={t('admin-games.waitingTitle')}>
            {t('admin-games.waitingCount', { n: game.waiting })}
          </span>
        )}
      </header>
      {movedTo && (
        <p className="gm-moved" role="status">
          <span>
            {movedTo.tab === 'all'
              ? t('admin-games.movedAll')
              : t('admin-games.movedTo', { tab: t(STATUS_TABS.find((x) => x.key === movedTo.tab)!.label) })}
          </span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={movedTo.show}>
            {movedTo.tab === 'all'
              ? t('admin-games.showAll')
              : t('admin-games.showTab', { tab: t(STATUS_TABS.find((x) => x.key === movedTo.tab)!.label) })}
          </button>
        </p>
      )}
      <div className="gm-score">
        <TeamLine team={game.home} score={game.score.home} penalties={view.penalties?.home ?? null} />
        <TeamLine team={game.away} score={game.score.away} penalties={view.penalties?.away ?? null} />
      </div>
      {(start || game.location) && <p className="gm-meta muted">{[start, game.location].filter(Boolean).join(' · ')}</p>}
      <div className="gm-card-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onGoals}>
          {t('admin-games.manageGoals')}
        </button>
        {onReport && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={t('admin-match.openFor', { game: label })}
            onClick={onReport}
          >
            {t('admin-match.open')}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={onPenalties}>
          {t('admin-games.addPenalties')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onHistory}>
          {t('admin-games.history')}
        </button>
        <span className="gm-inline-field">
          <SelectField
            ref={statusSelect}
            label={t('admin-games.statusOf', { game: label })}
            labelHidden
            value={pickedStatus}
            onChange={(e) => {
              const next = e.target.value as GameStatus;
              setStatusDraft(next === view.status ? null : next);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitStatus();
              } else if (e.key === 'Escape' && statusDraft !== null) {
                e.preventDefault();
                setStatusDraft(null);
              }
            }}
          >
            {GAME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {gameStatusText(s)}
              </option>
            ))}
          </SelectField>
          {statusDraft !== null && (
            <button type="button" className="btn btn-primary btn-sm" onClick={commitStatus}>
              {t('admin-games.saveStatus')}
            </button>
          )}
        </span>
      </div>
      <details className="gm-more">
        <summary>{t('admin-games.more')}</summary>
        <SelectField label={t('admin-games.mvp')} value={view.mvpId ?? ''} onChange={(e) => void setMvp(e.target.value)}>
          <option value="">{t('admin-games.noMvp')}</option>
          {[game.home, game.away].map((side) => (
            <optgroup key={side.id} label={side.name}>
              {side.players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <div className="gm-saves">
          <SelectField
            label={t('admin-games.goalkeeper')}
            id={`${ids}-keeper`}
            value={keeper}
            onChange={(e) => {
              setKeeper(e.target.value);
              setSaves(e.target.value ? String(keeperSaves(e.target.value)) : '');
            }}
          >
            <option value="">{t('admin-games.selectGoalkeeper')}</option>
            {players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.team})
              </option>
            ))}
          </SelectField>
          <InputField
            label={t('admin-games.saves')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={saves}
            onChange={(e) => setSaves(e.target.value)}
          />
          <button type="button" className="btn btn-ghost btn-sm" onClick={saveSaves}>
            {t('admin-games.saveSaves')}
          </button>
        </div>
        {view.saves.length > 0 && (
          <ul className="gm-saves-list muted">
            {view.saves
              .filter((s) => s.saves > 0)
              .map((s) => (
                <li key={s.playerId}>
                  {t('admin-games.savesLine', {
                    name: players.find((p) => p.id === s.playerId)?.name ?? t('admin-games.aGoalkeeper'),
                    n: s.saves,
                  })}
                </li>
              ))}
          </ul>
        )}
        <GameScheduleActions
          game={{ id: game.id, home: game.home.name, away: game.away.name, startTime: game.startTime, schedule: view.schedule }}
          onMessage={onMessage}
        />
        <button type="button" className="btn btn-ghost btn-sm gm-delete" onClick={onDelete}>
          {t('admin-games.delete.open')}
        </button>
      </details>
    </article>
  );
}
