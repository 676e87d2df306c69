import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type RefObject } from 'react';
import type { Side } from '@pitchside/shared';
import type { GoalView } from '@pitchside/sync';
import { Dialog } from '../../components/dialog';
import { TabPanel, Tabs } from '../../components/tabs';
import { useSyncRuntime } from '../../sync/sync-context';
import { errorText, Flash, useFlash } from '../flash';
import type { Edit } from '../../sync/runtime';
import { parseMinute, type GameCardModel, type TeamSide } from './game-list';
import { minuteText } from './match-report';
import { InputField, SelectField } from '../field';
import { translate, useT } from '../../i18n';
import { Name } from '../../components/name';

const MODES = [
  { key: 'single', label: 'admin-games.mode.single' },
  { key: 'batch', label: 'admin-games.mode.batch' },
] as const;
type Mode = (typeof MODES)[number]['key'];

/** How long a removed goal can be brought back before its removal is queued for sync. */
export const UNDO_MS = 6000;

interface BatchRow {
  key: number;
  side: Side | '';
  minute: string;
  scorerId: string;
  assistId: string;
}

const playerName = (team: TeamSide, id: string) => team.players.find((p) => p.id === id)?.name ?? '';

export function goalAddArgs(game: GameCardModel, side: Side, minute: number, scorerId: string, assistId: string) {
  const team = game[side];
  return {
    gameId: game.id,
    goalId: crypto.randomUUID(),
    side,
    minute,
    scorerId,
    scorerName: playerName(team, scorerId),
    ...(assistId ? { assistId, assistName: playerName(team, assistId) } : {}),
  };
}

function PlayerOptions({ team, exclude }: { team: TeamSide | null; exclude?: string }) {
  if (!team) return null;
  return (
    <>
      {team.players
        .filter((p) => p.id !== exclude)
        .map((p) => (
          <option key={p.id} value={p.id}>
            {p.shirtNumber !== null ? `${p.shirtNumber}. ` : ''}
            {p.name}
          </option>
        ))}
    </>
  );
}

/** The side choices of both goal forms. */
function SideOptions({ game }: { game: GameCardModel }) {
  const t = useT();
  return (
    <>
      <option value="">{t('admin-games.selectSide')}</option>
      <option value="home">{t('admin-games.homeSide', { team: game.home.name })}</option>
      <option value="away">{t('admin-games.awaySide', { team: game.away.name })}</option>
    </>
  );
}

/** A goal's minute: whole numbers from 0, with the numeric keypad on a phone. */
function MinuteField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <InputField label={translate('admin-games.minute')} type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

export function GoalColumn({
  team,
  goals,
  waiting,
  onRemove,
}: {
  team: TeamSide;
  goals: GoalView[];
  waiting: ReadonlySet<string>;
  onRemove: (g: GoalView) => void;
}) {
  const t = useT();
  return (
    <section className="gm-goal-column" aria-label={t('admin-games.teamGoals', { team: team.name })}>
      <h3>
        <Name>{team.name}</Name>
      </h3>
      {goals.length === 0 ? (
        <p className="muted">{t('admin-games.noGoals')}</p>
      ) : (
        <ul className="gm-goal-list">
          {goals.map((g) => (
            <li key={g.id}>
              <span className="gm-goal-minute" dir="ltr">
                {g.minute}&apos;
              </span>
              <span className="gm-goal-who">
                <Name>{g.scorerName}</Name>
                {g.assistName && <span className="muted"> {t('admin-games.assistOf', { name: g.assistName })}</span>}
                {waiting.has(g.id) && (
                  // Said in words beside the dot: the colour alone would not tell the goal is unsent.
                  <span className="gm-waiting-mark" title={t('admin-games.waitingSync')}>
                    <span className="gm-waiting-dot" aria-hidden="true" /> {t('admin-games.waitingSyncLabel')}
                  </span>
                )}
                {g.waitingFor && <span className="muted gm-waiting-for"> {t('admin-games.recordedBy', { name: g.waitingFor })}</span>}
              </span>
              {/* Another admin's unsent goal is not on the server yet: it can be removed once it has synced. */}
              {!g.waitingFor && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('admin-games.removeGoal', { name: g.scorerName, minute: g.minute })}
                  onClick={() => onRemove(g)}
                >
                  {t('admin-games.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Removals {
  /** Goals removed on screen: waiting out the undo time, or already queued. */
  hidden: ReadonlySet<string>;
  /** Removed goals that can still be brought back, oldest first. */
  undoable: readonly GoalView[];
  remove: (g: GoalView) => void;
  undo: (g: GoalView) => void;
  columnsRef: RefObject<HTMLDivElement | null>;
  undoRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A goal removed courtside leaves the screen at once but its removal is queued only when the undo
 * time is over or the dialog closes, so Undo sends nothing and no other device ever sees it go.
 */
function useRemovals(gameId: string, undoMs: number, onError: (err: unknown) => void): Removals {
  const rt = useSyncRuntime();
  const [undoable, setUndoable] = useState<GoalView[]>([]);
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, { goal: GoalView; timer: ReturnType<typeof setTimeout> }>());
  const columnsRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ rt, gameId, onError });
  latest.current = { rt, gameId, onError };

  const send = (goal: GoalView) => {
    const { rt, gameId, onError } = latest.current;
    rt.mutate('goal.remove', { gameId, goalId: goal.id }).catch(onError);
  };

  const expire = (goal: GoalView) => {
    timers.current.delete(goal.id);
    // Focus on the Undo that goes away would fall to the page: keep it in the dialog.
    if (undoRef.current && undoRef.current === document.activeElement) columnsRef.current?.focus();
    setQueued((q) => new Set(q).add(goal.id));
    setUndoable((list) => list.filter((g) => g.id !== goal.id));
    send(goal);
  };

  // Closing the dialog ends every undo time: the removals go to the outbox now.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { goal, timer } of pending.values()) {
        clearTimeout(timer);
        send(goal);
      }
      pending.clear();
    };
  }, []);

  const remove = (goal: GoalView) => {
    if (timers.current.has(goal.id)) return;
    timers.current.set(goal.id, { goal, timer: setTimeout(() => expire(goal), undoMs) });
    setUndoable((list) => [...list, goal]);
  };

  const undo = (goal: GoalView) => {
    const entry = timers.current.get(goal.id);
    if (!entry) return;
    clearTimeout(entry.timer);
    timers.current.delete(goal.id);
    setUndoable((list) => list.filter((g) => g.id !== goal.id));
    columnsRef.current?.focus();
  };

  const hidden = new Set([...queued, ...undoable.map((g) => g.id)]);
  return { hidden, undoable, remove, undo, columnsRef, undoRef };
}

/** "Goal removed: 12' Rami Haddad  [Undo]", read out by screen readers as it appears. */
function UndoBar({ removals }: { removals: Removals }) {
  const t = useT();
  const last = removals.undoable.at(-1);
  // The newest removal takes focus, so a keyboard user can undo it with Enter at once; in the
  // commit that shows it, so a key pressed right after never lands on the page instead.
  useLayoutEffect(() => {
    if (last) removals.undoRef.current?.focus();
  }, [last, removals.undoRef]);
  return (
    <div className="gm-undo-slot" role="status" aria-live="polite">
      {removals.undoable.map((g) => (
        <p key={g.id} className="gm-undo">
          <span>
            {t('admin-games.goalRemovedUndo', { minute: g.minute })} <bdi>{g.scorerName}</bdi>
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            ref={g === last ? removals.undoRef : undefined}
            aria-label={t('admin-games.undoRemoval', { name: g.scorerName, minute: g.minute })}
            onClick={() => removals.undo(g)}
          >
            {t('admin-games.undo')}
          </button>
        </p>
      ))}
    </div>
  );
}

/** Asked before closing over typed goals; the keep answer has the focus, so Enter loses nothing. */
function DiscardQuestion({ rows, onKeep, onDiscard }: { rows: number; onKeep: () => void; onDiscard: () => void }) {
  const t = useT();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    keep.current?.focus();
  }, []);
  return (
    <div className="gm-duplicate gm-discard" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{rows > 0 ? t('admin-games.discardRows', { n: rows }) : t('admin-games.discardGoal')}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary btn-sm" ref={keep} onClick={onKeep}>
          {t('admin-games.keepEditing')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDiscard}>
          {t('admin-games.discardClose')}
        </button>
      </div>
    </div>
  );
}

/** Manage Goals (spec admin section 2): goals per team, Single Mode and Batch Mode. */
export function GoalsDialog({ game, onClose, undoMs = UNDO_MS }: { game: GameCardModel; onClose: () => void; undoMs?: number }) {
  const rt = useSyncRuntime();
  const flash = useFlash();
  const ids = useId();
  const t = useT();
  const [mode, setMode] = useState<Mode>('single');
  const removals = useRemovals(game.id, undoMs, (err) => flash.show(errorText(err, t('admin-common.networkError')), 'error'));
  const goals = game.view.goals.filter((g) => !g.deleted && !removals.hidden.has(g.id)).sort((a, b) => a.minute - b.minute);

  // Single mode
  const [side, setSide] = useState<Side | ''>('');
  // While the match clock has started, a goal takes its minute (the scorer can change it).
  const [prefilled, setPrefilled] = useState(() => minuteText(game.view));
  const [minute, setMinute] = useState(prefilled);
  const [scorerId, setScorerId] = useState('');
  const [assistId, setAssistId] = useState('');
  const [duplicate, setDuplicate] = useState<GoalView | null>(null);
  const team = side ? game[side] : null;
  // The warning takes the place of Add Goal, which had the focus: its first answer takes it, and
  // Add Goal gets it back once the warning goes.
  const addAnyway = useRef<HTMLButtonElement>(null);
  const addGoal = useRef<HTMLButtonElement>(null);
  const warned = useRef(false);
  useLayoutEffect(() => {
    if (duplicate) addAnyway.current?.focus();
    else if (warned.current && (!document.activeElement || document.activeElement === document.body)) addGoal.current?.focus();
    warned.current = duplicate !== null;
  }, [duplicate]);

  // Batch mode
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [nextKey, setNextKey] = useState(1);

  // A stray tap on the backdrop, Escape or × must not throw away goals typed courtside.
  const [asking, setAsking] = useState(false);
  const typedRows = rows.filter((r) => r.side || r.minute.trim() || r.scorerId || r.assistId).length;
  const typed = typedRows > 0 || (minute.trim() !== '' && minute !== prefilled) || scorerId !== '';
  const requestClose = () => (typed ? setAsking(true) : onClose());
  const score = { home: goals.filter((g) => g.side === 'home').length, away: goals.filter((g) => g.side === 'away').length };

  const addSingle = async (e: FormEvent, confirmed = false) => {
    e.preventDefault();
    const m = parseMinute(minute);
    if (!side || !m.ok) return flash.show(t('admin-games.sideAndMinute'), 'error');
    if (!scorerId) return flash.show(t('admin-games.selectScorerFirst'), 'error');
    const args = goalAddArgs(game, side, m.minute, scorerId, assistId);
    if (!confirmed) {
      const dup = await rt.client.possibleDuplicateGoal(game.id, args);
      if (dup) {
        setDuplicate(dup);
        return;
      }
    }
    setDuplicate(null);
    try {
      await rt.mutate('goal.add', args);
      const next = minuteText(game.view);
      setPrefilled(next);
      setMinute(next);
      setScorerId('');
      setAssistId('');
      flash.show(t('admin-games.goalAdded'));
    } catch (err) {
      flash.show(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

  const updateRow = (key: number, patch: Partial<BatchRow>) =>
    setRows((rs) =>
      rs.map((r) => {
        if (r.key !== key) return r;
        const next = { ...r, ...patch };
        // A new side has other players: its scorer and assist no longer apply.
        if (patch.side !== undefined && patch.side !== r.side) Object.assign(next, { scorerId: '', assistId: '' });
        if (next.assistId && next.assistId === next.scorerId) next.assistId = '';
        return next;
      }),
    );

  const saveBatch = async () => {
    const valid = rows.flatMap((r) => {
      const m = parseMinute(r.minute);
      return r.side && m.ok && r.scorerId ? [{ ...r, side: r.side, minute: m.minute }] : [];
    });
    if (valid.length === 0) return flash.show(t('admin-games.atLeastOne'), 'error');
    const edits: Edit[] = valid.map((r) => ({ name: 'goal.add', args: goalAddArgs(game, r.side, r.minute, r.scorerId, r.assistId) }));
    if (game.view.status !== 'completed')
      edits.push({ name: 'game.setStatus', args: { gameId: game.id, expected: game.view.status, status: 'completed' } });
    try {
      await rt.mutateAll(edits);
      setRows([]);
      flash.show(t('admin-games.batchSaved', { n: valid.length }));
    } catch (err) {
      flash.show(errorText(err, t('admin-games.batchFailed')), 'error');
    }
  };

  const complete = async () => {
    try {
      await rt.mutate('game.setStatus', { gameId: game.id, expected: game.view.status, status: 'completed' });
      flash.show(t('admin-games.completedAt', { score: `${score.home}-${score.away}` }));
    } catch (err) {
      flash.show(errorText(err, t('admin-games.statusFailed')), 'error');
    }
  };

  return (
    <Dialog
      title={t('admin-games.goalsTitle', { home: game.home.name, away: game.away.name })}
      onClose={asking ? () => setAsking(false) : requestClose}
      className="gm-dialog"
    >
      {asking && <DiscardQuestion rows={typedRows} onKeep={() => setAsking(false)} onDiscard={onClose} />}
      <div className="gm-goal-columns" ref={removals.columnsRef} tabIndex={-1}>
        {(['home', 'away'] as const).map((s) => (
          <GoalColumn
            key={s}
            team={game[s]}
            goals={goals.filter((g) => g.side === s)}
            waiting={game.waitingGoalIds}
            onRemove={removals.remove}
          />
        ))}
      </div>
      <UndoBar removals={removals} />
      <Tabs
        items={MODES.map((m) => ({ key: m.key, label: t(m.label) }))}
        selected={mode}
        onSelect={setMode}
        label={t('admin-games.mode.label')}
        idBase={`${ids}-mode`}
      />
      <TabPanel idBase={`${ids}-mode`} selected={mode}>
        {mode === 'single' ? (
          <form className="gm-form" onSubmit={(e) => void addSingle(e)} noValidate>
            <div className="gm-form-grid">
              <SelectField
                label={t('admin-games.side')}
                value={side}
                onChange={(e) => {
                  setSide(e.target.value as Side | '');
                  setScorerId('');
                  setAssistId('');
                  setDuplicate(null);
                }}
              >
                <SideOptions game={game} />
              </SelectField>
              <MinuteField value={minute} onChange={(e) => setMinute(e.target.value)} />
              <SelectField
                label={t('admin-games.scorer')}
                value={scorerId}
                disabled={!team}
                onChange={(e) => {
                  setScorerId(e.target.value);
                  if (assistId === e.target.value) setAssistId('');
                  setDuplicate(null);
                }}
              >
                <option value="">{team ? t('admin-games.selectScorer') : t('admin-games.sideFirst')}</option>
                <PlayerOptions team={team} />
              </SelectField>
              <SelectField
                label={t('admin-games.assistOptional')}
                value={assistId}
                disabled={!team}
                onChange={(e) => setAssistId(e.target.value)}
              >
                <option value="">{t('admin-games.noAssist')}</option>
                <PlayerOptions team={team} exclude={scorerId} />
              </SelectField>
            </div>
            {team && team.players.length === 0 && <p className="field-hint">{t('admin-games.noPlayers', { team: team.name })}</p>}
            {duplicate ? (
              <div className="gm-duplicate" role="alert">
                <p>
                  {duplicate.waitingFor
                    ? t('admin-games.duplicateBy', { name: duplicate.scorerName, minute: duplicate.minute, by: duplicate.waitingFor })
                    : t('admin-games.duplicate', { name: duplicate.scorerName, minute: duplicate.minute })}
                </p>
                <div className="actions">
                  <button type="button" className="btn btn-primary btn-sm" ref={addAnyway} onClick={(e) => void addSingle(e, true)}>
                    {t('admin-games.addAnyway')}
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDuplicate(null)}>
                    {t('admin-games.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="submit" className="btn btn-primary" ref={addGoal}>
                {t('admin-games.addGoal')}
              </button>
            )}
          </form>
        ) : (
          <div className="gm-form">
            {rows.length === 0 && <p className="muted">{t('admin-games.noRows')}</p>}
            <ol className="gm-batch-rows">
              {rows.map((r, i) => {
                const rowTeam = r.side ? game[r.side] : null;
                return (
                  <li key={r.key} className="gm-batch-row">
                    <fieldset>
                      <legend className="visually-hidden">{t('admin-games.goalN', { n: i + 1 })}</legend>
                      <SelectField
                        label={t('admin-games.side')}
                        value={r.side}
                        onChange={(e) => updateRow(r.key, { side: e.target.value as Side | '' })}
                      >
                        <SideOptions game={game} />
                      </SelectField>
                      <MinuteField value={r.minute} onChange={(e) => updateRow(r.key, { minute: e.target.value })} />
                      <SelectField
                        label={t('admin-games.scorer')}
                        value={r.scorerId}
                        disabled={!rowTeam}
                        onChange={(e) => updateRow(r.key, { scorerId: e.target.value })}
                      >
                        <option value="">{rowTeam ? t('admin-games.selectScorer') : t('admin-games.sideFirst')}</option>
                        <PlayerOptions team={rowTeam} />
                      </SelectField>
                      <SelectField
                        label={t('admin-games.assistOptional')}
                        value={r.assistId}
                        disabled={!rowTeam}
                        onChange={(e) => updateRow(r.key, { assistId: e.target.value })}
                      >
                        <option value="">{t('admin-games.noAssist')}</option>
                        <PlayerOptions team={rowTeam} exclude={r.scorerId} />
                      </SelectField>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={t('admin-games.removeRow', { n: i + 1 })}
                        onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                      >
                        {t('admin-games.remove')}
                      </button>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div className="actions">
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setRows((rs) => [...rs, { key: nextKey, side: '', minute: '', scorerId: '', assistId: '' }]);
                  setNextKey((k) => k + 1);
                }}
              >
                {t('admin-games.addGoal')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setRows([])} disabled={rows.length === 0}>
                {t('admin-games.clearAll')}
              </button>
            </div>
            {rows.length > 0 ? (
              <button type="button" className="btn btn-primary btn-block" onClick={() => void saveBatch()}>
                {t('admin-games.saveAll')}
              </button>
            ) : (
              game.view.status !== 'completed' && (
                // A goalless game (or one whose goals are all in) is completed without a row.
                <button type="button" className="btn btn-primary btn-block" onClick={() => void complete()}>
                  <span dir="ltr">{t('admin-games.completeAt', { score: `${score.home}-${score.away}` })}</span>
                </button>
              )
            )}
          </div>
        )}
      </TabPanel>
      <Flash message={flash.message} />
    </Dialog>
  );
}
