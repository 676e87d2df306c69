import { useState } from 'react';
import type { GameSchedule } from '@pitchside/sync';
import { useSyncRuntime } from '../../sync/sync-context';
import { useT } from '../../i18n';
import { SelectField } from '../field';
import { ConfirmDialog } from '../setup/confirm-dialog';
import { MoveGameDialog, type MovableGame } from './move-game-dialog';
import { adminErrorText, recordForfeit } from './schedule-api';

/**
 * The Games Manager card's schedule entries (in its More section): move the game to another time or
 * pitch, and record a forfeit or no-show by one side.
 */
export function GameScheduleActions({
  game,
  onMessage,
}: {
  game: { id: string; home: string; away: string; startTime: string | null; schedule?: GameSchedule };
  onMessage: (text: string, tone?: 'success' | 'error') => void;
}) {
  const t = useT();
  const rt = useSyncRuntime();
  const [moving, setMoving] = useState<MovableGame | null>(null);
  const [side, setSide] = useState<'' | 'home' | 'away'>('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const eventId = async () => (await rt.store.getRow('game', game.id))?.eventId ?? null;

  const openMove = async () => {
    const id = await eventId();
    if (!id) return onMessage(t('admin-schedule.move.failed'), 'error');
    const pitchId = game.schedule?.pitchId;
    setMoving({ id: game.id, eventId: id, home: game.home, away: game.away, startTime: game.startTime, ...(pitchId ? { pitchId } : {}) });
  };

  const forfeit = async () => {
    if (!side) return;
    setBusy(true);
    try {
      const id = await eventId();
      if (!id) throw new Error('unknown game');
      await recordForfeit(id, game.id, side);
      onMessage(t('admin-schedule.forfeit.done', { name: side === 'home' ? game.home : game.away }));
      void rt.syncNow();
      setSide('');
    } catch (err) {
      onMessage(adminErrorText(err, 'admin-schedule.forfeit.failed'), 'error');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div className="sched-card-actions">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void openMove()}>
        {t('admin-schedule.move.open')}
      </button>
      <SelectField label={t('admin-schedule.forfeit.side')} value={side} onChange={(e) => setSide(e.target.value as '' | 'home' | 'away')}>
        <option value="">{t('admin-schedule.forfeit.nobody')}</option>
        <option value="home">{game.home}</option>
        <option value="away">{game.away}</option>
      </SelectField>
      <button type="button" className="btn btn-ghost btn-sm" disabled={!side} onClick={() => setAsking(true)}>
        {t('admin-schedule.forfeit.record')}
      </button>
      {asking && side && (
        <ConfirmDialog
          title={t('admin-schedule.forfeit.confirmTitle', { name: side === 'home' ? game.home : game.away })}
          lines={[t('admin-schedule.forfeit.confirmLine')]}
          confirmLabel={t('admin-schedule.forfeit.record')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void forfeit()}
        />
      )}
      {moving && (
        <MoveGameDialog
          game={moving}
          onClose={() => setMoving(null)}
          // Compare-and-set against what this device last saw: a move made meanwhile by another admin
          // comes back as a conflict to resolve, never a silent overwrite.
          offline={async (value) => {
            await rt.mutate('game.setSchedule', {
              gameId: game.id,
              expected: game.schedule ?? { startTime: game.startTime, pitchId: null },
              value,
            });
          }}
          onMoved={(queued) => {
            setMoving(null);
            onMessage(queued ? t('admin-schedule.move.queued') : t('admin-schedule.move.saved'));
            void rt.syncNow();
          }}
        />
      )}
    </div>
  );
}
