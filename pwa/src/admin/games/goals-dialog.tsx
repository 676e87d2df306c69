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

const MODES = [
  { key: 'single', label: 'Single Mode' },
  { key: 'batch', label: 'Batch Mode' },
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
  return (
    <>
      <option value="">Select side</option>
      <option value="home">Home: {game.home.name}</option>
      <option value="away">Away: {game.away.name}</option>
    </>
  );
}

/** A goal's minute: whole numbers from 0, with the numeric keypad on a phone. */
function MinuteField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <InputField label="Minute" type="number" inputMode="numeric" min={0} step={1} {...props} />;
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
  return (
    <section className="gm-goal-column" aria-label={`${team.name} goals`}>
      <h3>{team.name}</h3>
      {goals.length === 0 ? (
        <p className="muted">No goals yet</p>
      ) : (
        <ul className="gm-goal-list">
          {goals.map((g) => (
            <li key={g.id}>
              <span className="gm-goal-minute">{g.minute}&apos;</span>
              <span className="gm-goal-who">
                {g.scorerName}
                {g.assistName && <span className="muted"> (assist {g.assistName})</span>}
                {waiting.has(g.id) && <span className="gm-waiting-dot" title="Waiting to sync" aria-label="waiting to sync" />}
                {g.waitingFor && <span className="muted gm-waiting-for"> · recorded by {g.waitingFor}, waiting for them to sign in</span>}
              </span>
              {/* Another admin's unsent goal is not on the server yet: it can be removed once it has synced. */}
              {!g.waitingFor && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove goal by ${g.scorerName} at ${g.minute}'`}
                  onClick={() => onRemove(g)}
                >
                  Remove
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
      flash.show('Goal removed');
    } catch (err) {
      flash.show(errorText(err, 'Network error'), 'error');
    }
  };

  const addSingle = async (e: FormEvent, confirmed = false) => {
    e.preventDefault();
    const m = parseMinute(minute);
    if (!side || !m.ok) return flash.show('Provide side and valid minute', 'error');
    if (!scorerId) return flash.show('Please select a scorer', 'error');
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
      flash.show('Goal added');
    } catch (err) {
      flash.show(errorText(err, 'Network error'), 'error');
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
    if (valid.length === 0) return flash.show('Please add at least one valid goal', 'error');
    const edits: Edit[] = valid.map((r) => ({ name: 'goal.add', args: goalAddArgs(game, r.side, r.minute, r.scorerId, r.assistId) }));
    if (game.view.status !== 'completed')
      edits.push({ name: 'game.setStatus', args: { gameId: game.id, expected: game.view.status, status: 'completed' } });
    try {
      await rt.mutateAll(edits);
      setRows([]);
      flash.show(`${valid.length} goals added and game completed`);
    } catch (err) {
      flash.show(errorText(err, 'Failed to save goals'), 'error');
    }
  };

  return (
    <Dialog title={`Manage Goals: ${game.home.name} vs ${game.away.name}`} onClose={onClose} className="gm-dialog">
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
      <Tabs items={MODES} selected={mode} onSelect={setMode} label="Goal entry mode" idBase={`${ids}-mode`} />
      <TabPanel idBase={`${ids}-mode`} selected={mode}>
        {mode === 'single' ? (
          <form className="gm-form" onSubmit={(e) => void addSingle(e)} noValidate>
            <div className="gm-form-grid">
              <SelectField
                label="Side"
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
                label="Scorer"
                value={scorerId}
                disabled={!team}
                onChange={(e) => {
                  setScorerId(e.target.value);
                  if (assistId === e.target.value) setAssistId('');
                  setDuplicate(null);
                }}
              >
                <option value="">{team ? 'Select scorer' : 'Choose a side first'}</option>
                <PlayerOptions team={team} />
              </SelectField>
              <SelectField label="Assist (optional)" value={assistId} disabled={!team} onChange={(e) => setAssistId(e.target.value)}>
                <option value="">No assist</option>
                <PlayerOptions team={team} exclude={scorerId} />
              </SelectField>
            </div>
            {team && team.players.length === 0 && <p className="field-hint">No players are listed for {team.name} yet.</p>}
            {duplicate ? (
              <div className="gm-duplicate" role="alert">
                <p>
                  Possible duplicate goal: {duplicate.scorerName} already scored at {duplicate.minute}&apos;
                  {duplicate.waitingFor ? ` (recorded by ${duplicate.waitingFor} on this device, not yet sent)` : ''}. Add this goal anyway?
                </p>
                <div className="actions">
                  <button type="button" className="btn btn-primary btn-sm" onClick={(e) => void addSingle(e, true)}>
                    Add anyway
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDuplicate(null)}>
                    Cancel
                  </button>
                </div>
              </div>
            ) : (
              <button type="submit" className="btn btn-primary">
                Add Goal
              </button>
            )}
          </form>
        ) : (
          <div className="gm-form">
            {rows.length === 0 && <p className="muted">No rows yet: press Add Goal for each goal of the game.</p>}
            <ol className="gm-batch-rows">
              {rows.map((r, i) => {
                const rowTeam = r.side ? game[r.side] : null;
                return (
                  <li key={r.key} className="gm-batch-row">
                    <fieldset>
                      <legend className="visually-hidden">Goal {i + 1}</legend>
                      <SelectField label="Side" value={r.side} onChange={(e) => updateRow(r.key, { side: e.target.value as Side | '' })}>
                        <SideOptions game={game} />
                      </SelectField>
                      <MinuteField value={r.minute} onChange={(e) => updateRow(r.key, { minute: e.target.value })} />
                      <SelectField
                        label="Scorer"
                        value={r.scorerId}
                        disabled={!rowTeam}
                        onChange={(e) => updateRow(r.key, { scorerId: e.target.value })}
                      >
                        <option value="">{rowTeam ? 'Select scorer' : 'Choose a side first'}</option>
                        <PlayerOptions team={rowTeam} />
                      </SelectField>
                      <SelectField
                        label="Assist (optional)"
                        value={r.assistId}
                        disabled={!rowTeam}
                        onChange={(e) => updateRow(r.key, { assistId: e.target.value })}
                      >
                        <option value="">No assist</option>
                        <PlayerOptions team={rowTeam} exclude={r.scorerId} />
                      </SelectField>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={`Remove row ${i + 1}`}
                        onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                      >
                        Remove
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
                Add Goal
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setRows([])} disabled={rows.length === 0}>
                Clear All
              </button>
            </div>
            <button type="button" className="btn btn-primary btn-block" onClick={() => void saveBatch()}>
              Save All Goals &amp; Complete Game
            </button>
          </div>
        )}
      </TabPanel>
      <Flash message={flash.message} />
    </Dialog>
  );
}
