import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { Side } from '@pitchside/shared';
import type { GoalView } from '@pitchside/sync';
import { Dialog } from '../../components/dialog';
import { TabPanel, Tabs } from '../../components/tabs';
import { useSyncRuntime } from '../../sync/sync-context';
import { errorText, Flash, useFlash } from '../flash';
import type { Edit } from '../../sync/runtime';
import { parseMinute, type GameCardModel, type TeamSide } from './game-list';
import { InputField, SelectField } from '../field';
import { translate, useT } from '../../i18n';

const MODES = [
  { key: 'single', label: 'admin-games.mode.single' },
  { key: 'batch', label: 'admin-games.mode.batch' },
] as const;
type Mode = (typeof MODES)[number]['key'];

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
      <h3>{team.name}</h3>
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
                {g.scorerName}
                {g.assistName && <span className="muted"> {t('admin-games.assistOf', { name: g.assistName })}</span>}
                {waiting.has(g.id) && (
                  <span className="gm-waiting-dot" title={t('admin-games.waitingSync')} aria-label={t('admin-games.waitingSyncLabel')} />
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

/** Manage Goals (spec admin section 2): goals per team, Single Mode and Batch Mode. */
export function GoalsDialog({ game, onClose }: { game: GameCardModel; onClose: () => void }) {
  const rt = useSyncRuntime();
  const flash = useFlash();
  const ids = useId();
  const t = useT();
  const [mode, setMode] = useState<Mode>('single');
  const goals = game.view.goals.filter((g) => !g.deleted).sort((a, b) => a.minute - b.minute);

  // Single mode
  const [side, setSide] = useState<Side | ''>('');
  const [minute, setMinute] = useState('');
  const [scorerId, setScorerId] = useState('');
  const [assistId, setAssistId] = useState('');
  const [duplicate, setDuplicate] = useState<GoalView | null>(null);
  const team = side ? game[side] : null;

  // Batch mode
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [nextKey, setNextKey] = useState(1);

  const remove = async (g: GoalView) => {
    try {
      await rt.mutate('goal.remove', { gameId: game.id, goalId: g.id });
      flash.show(t('admin-games.goalRemoved'));
    } catch (err) {
      flash.show(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

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
      setMinute('');
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

  return (
    <Dialog title={t('admin-games.goalsTitle', { home: game.home.name, away: game.away.name })} onClose={onClose} className="gm-dialog">
      <div className="gm-goal-columns">
        {(['home', 'away'] as const).map((s) => (
          <GoalColumn
            key={s}
            team={game[s]}
            goals={goals.filter((g) => g.side === s)}
            waiting={game.waitingGoalIds}
            onRemove={(g) => void remove(g)}
          />
        ))}
      </div>
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
                  <button type="button" className="btn btn-primary btn-sm" onClick={(e) => void addSingle(e, true)}>
                    {t('admin-games.addAnyway')}
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDuplicate(null)}>
                    {t('admin-games.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="submit" className="btn btn-primary">
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
            <button type="button" className="btn btn-primary btn-block" onClick={() => void saveBatch()}>
              {t('admin-games.saveAll')}
            </button>
          </div>
        )}
      </TabPanel>
      <Flash message={flash.message} />
    </Dialog>
  );
}
