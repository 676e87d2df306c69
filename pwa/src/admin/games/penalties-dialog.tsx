import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { useSyncRuntime } from '../../sync/sync-context';
import { errorText, Flash, useFlash } from '../flash';
import type { GameCardModel } from './game-list';
import { InputField } from '../field';
import { useT } from '../../i18n';

/** Manage Penalties (spec admin section 2): the current shoot-out, Clear, and Set Penalty Score. */
export function PenaltiesDialog({ game, onClose }: { game: GameCardModel; onClose: () => void }) {
  const rt = useSyncRuntime();
  const flash = useFlash();
  const t = useT();
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const current = game.view.penalties;

  const set = async (value: { home: number; away: number } | null, done: string) => {
    try {
      await rt.mutate('game.setPenalties', { gameId: game.id, expected: current, value });
      flash.show(done);
      return true;
    } catch (err) {
      flash.show(errorText(err, t('admin-common.networkError')), 'error');
      return false;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (home.trim() === '' || away.trim() === '') return flash.show(t('admin-games.penaltiesBoth'), 'error');
    if (!/^\d+$/.test(home.trim()) || !/^\d+$/.test(away.trim())) return flash.show(t('admin-games.penaltiesInvalid'), 'error');
    if (await set({ home: Number(home), away: Number(away) }, t('admin-games.penaltiesAdded'))) {
      setHome('');
      setAway('');
    }
  };

  return (
    <Dialog title={t('admin-games.penaltiesTitle', { home: game.home.name, away: game.away.name })} onClose={onClose} className="gm-dialog">
      <div className="gm-penalty-current">
        <h3>{t('admin-games.penaltyCurrent')}</h3>
        {current ? (
          <p className="gm-penalty-score">
            {game.home.name} <strong>{current.home}</strong> – <strong>{current.away}</strong> {game.away.name}
          </p>
        ) : (
          <p className="muted">{t('admin-games.noShootout')}</p>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!current}
          onClick={() => void set(null, t('admin-games.penaltiesCleared'))}
        >
          {t('admin-games.clearPenalties')}
        </button>
      </div>
      <Flash message={flash.message} />
      <form className="gm-form" onSubmit={(e) => void submit(e)} noValidate>
        <h3>{t('admin-games.setPenalty')}</h3>
        <div className="gm-form-grid">
          <InputField
            label={t('admin-games.homeLabel', { team: game.home.name })}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={home}
            onChange={(e) => setHome(e.target.value)}
          />
          <InputField
            label={t('admin-games.awayLabel', { team: game.away.name })}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={away}
            onChange={(e) => setAway(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('admin-games.setPenalty')}
        </button>
      </form>
    </Dialog>
  );
}
