import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { useSyncRuntime } from '../../sync/sync-context';
import { errorText, Flash, useFlash } from '../flash';
import type { GameCardModel } from './game-list';
import { InputField } from '../field';

/** Manage Penalties (spec admin section 2): the current shoot-out, Clear, and Set Penalty Score. */
export function PenaltiesDialog({ game, onClose }: { game: GameCardModel; onClose: () => void }) {
  const rt = useSyncRuntime();
  const flash = useFlash();
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const current = game.view.penalties;

  const set = async (value: { home: number; away: number } | null, done: string) => {
    try {
      await rt.mutate('game.setPenalties', { gameId: game.id, expected: current, value });
      flash.show(done);
      return true;
    } catch (err) {
      flash.show(errorText(err, 'Network error'), 'error');
      return false;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (home.trim() === '' || away.trim() === '') return flash.show('Please enter penalty scores for both teams', 'error');
    if (!/^\d+$/.test(home.trim()) || !/^\d+$/.test(away.trim()))
      return flash.show('Please enter valid penalty scores (0 or higher)', 'error');
    if (await set({ home: Number(home), away: Number(away) }, 'Penalty scores added')) {
      setHome('');
      setAway('');
    }
  };

  return (
    <Dialog title={`Manage Penalties: ${game.home.name} vs ${game.away.name}`} onClose={onClose} className="gm-dialog">
      <div className="gm-penalty-current">
        <h3>Current penalty score</h3>
        {current ? (
          <p className="gm-penalty-score">
            {game.home.name} <strong>{current.home}</strong> – <strong>{current.away}</strong> {game.away.name}
          </p>
        ) : (
          <p className="muted">No penalty shoot-out recorded</p>
        )}
        <button type="button" className="btn btn-ghost btn-sm" disabled={!current} onClick={() => void set(null, 'Penalty scores cleared')}>
          Clear Penalties
        </button>
      </div>
      <Flash message={flash.message} />
      <form className="gm-form" onSubmit={(e) => void submit(e)} noValidate>
        <h3>Set Penalty Score</h3>
        <div className="gm-form-grid">
          <InputField
            label={<>{game.home.name} (home)</>}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={home}
            onChange={(e) => setHome(e.target.value)}
          />
          <InputField
            label={<>{game.away.name} (away)</>}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={away}
            onChange={(e) => setAway(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Set Penalty Score
        </button>
      </form>
    </Dialog>
  );
}
