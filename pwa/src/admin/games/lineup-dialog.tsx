import { useState } from 'react';
import { SIDES, type Side, isolate } from '@pitchside/shared';
import type { Lineup } from '@pitchside/sync';
import { InputField } from '../../components/field';
import { Name } from '../../components/name';
import { useSyncRuntime } from '../../sync/sync-context';
import { useT } from '../../i18n';
import { errorText } from '../flash';
import type { GameCardModel } from './game-list';
import type { SuspendedPlayer } from './match-report';

type OnMessage = (text: string, tone?: 'success' | 'error') => void;

interface Row {
  playerId: string;
  name: string;
  picked: boolean;
  shirt: string;
  goalkeeper: boolean;
}

const SUSPENSION_KEYS: Record<string, string> = {
  redCard: 'admin-match.lineup.suspendedRed',
  yellowCards: 'admin-match.lineup.suspendedYellows',
};

function rowsOf(game: GameCardModel, side: Side): Row[] {
  const saved = game.view.lineups?.[side] ?? [];
  return game[side].players.map((p) => {
    const entry = saved.find((e) => e.playerId === p.id);
    const shirt = entry?.shirt ?? p.shirtNumber;
    return {
      playerId: p.id,
      name: p.name,
      picked: !!entry,
      shirt: shirt === null || shirt === undefined ? '' : String(shirt),
      goalkeeper: !!entry?.goalkeeper,
    };
  });
}

/** The players a lineup puts in who may not play in this game. */
export function suspendedPicks(picked: readonly string[], suspended: readonly SuspendedPlayer[]): SuspendedPlayer[] {
  return suspended.filter((s) => picked.includes(s.playerId));
}

/**
 * Who played for one side: a tick-list of the squad with shirt numbers and the goalkeeper. Saved as a
 * whole (compare-and-set), so two admins setting it differently see a conflict. A suspended player
 * ticked is warned about at once, beside his name and above Save.
 */
function SideLineup({
  game,
  side,
  suspended,
  onMessage,
}: {
  game: GameCardModel;
  side: Side;
  suspended: readonly SuspendedPlayer[];
  onMessage: OnMessage;
}) {
  const rt = useSyncRuntime();
  const t = useT();
  const [rows, setRows] = useState(() => rowsOf(game, side));
  const warned = suspendedPicks(
    rows.filter((r) => r.picked).map((r) => r.playerId),
    suspended,
  );
  const team = game[side];
  const update = (playerId: string, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.playerId === playerId ? { ...r, ...patch } : r)));
  const suspensionText = (s: SuspendedPlayer) => t(SUSPENSION_KEYS[s.reason] ?? 'admin-match.lineup.suspended');

  const save = async () => {
    const bad = rows.find((r) => r.picked && r.shirt.trim() !== '' && !/^\d{1,2}$/.test(r.shirt.trim()));
    if (bad) return onMessage(t('admin-match.lineup.shirtInvalid', { name: isolate(bad.name) }), 'error');
    const value: Lineup = rows
      .filter((r) => r.picked)
      .map((r) => ({
        playerId: r.playerId,
        ...(r.shirt.trim() ? { shirt: Number(r.shirt) } : {}),
        ...(r.goalkeeper ? { goalkeeper: true } : {}),
      }));
    try {
      await rt.mutate('lineup.set', { gameId: game.id, side, expected: game.view.lineups?.[side] ?? [], value });
      onMessage(t('admin-match.lineup.saved', { team: isolate(team.name), n: value.length }));
    } catch (err) {
      onMessage(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

  if (team.players.length === 0) return <p className="field-hint">{t('admin-games.noPlayers', { team: isolate(team.name) })}</p>;
  return (
    <section className="mr-lineup" aria-label={t('admin-match.lineup.of', { team: isolate(team.name) })}>
      <h3>
        <Name>{team.name}</Name>
      </h3>
      <ul className="mr-lineup-list">
        {rows.map((r) => {
          const s = suspended.find((x) => x.playerId === r.playerId);
          return (
            <li key={r.playerId} className={s ? 'is-suspended' : undefined}>
              <label className="mr-lineup-pick">
                <input type="checkbox" checked={r.picked} onChange={(e) => update(r.playerId, { picked: e.target.checked })} />
                <Name>{r.name}</Name>
              </label>
              <div className="mr-lineup-shirt">
                <InputField
                  label={t('admin-match.lineup.shirtOf', { name: isolate(r.name) })}
                  labelHidden
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99}
                  value={r.shirt}
                  placeholder={t('admin-match.lineup.shirt')}
                  onChange={(e) => update(r.playerId, { shirt: e.target.value })}
                />
              </div>
              <label className="mr-lineup-gk">
                <input
                  type="checkbox"
                  checked={r.goalkeeper}
                  onChange={(e) => update(r.playerId, { goalkeeper: e.target.checked, ...(e.target.checked ? { picked: true } : {}) })}
                />
                <span aria-hidden="true">{t('admin-match.lineup.gkShort')}</span>
                <span className="visually-hidden">{t('admin-match.lineup.goalkeeperOf', { name: isolate(r.name) })}</span>
              </label>
              {s && <p className="mr-suspended-note">{suspensionText(s)}</p>}
            </li>
          );
        })}
      </ul>
      {warned.length > 0 && (
        <div className="mr-suspended-warning" role="alert">
          {warned.map((s) => (
            <p key={s.playerId}>
              <strong>
                <Name>{rows.find((r) => r.playerId === s.playerId)?.name ?? ''}</Name>
              </strong>{' '}
              {suspensionText(s)}
            </p>
          ))}
        </div>
      )}
      <button type="button" className="btn btn-primary btn-block" onClick={() => void save()}>
        {t('admin-match.lineup.save', { team: isolate(team.name) })}
      </button>
    </section>
  );
}

export function LineupPanel({
  game,
  suspended,
  onMessage,
}: {
  game: GameCardModel;
  suspended: readonly SuspendedPlayer[];
  onMessage: OnMessage;
}) {
  return (
    <>
      {SIDES.map((side) => (
        <SideLineup key={side} game={game} side={side} suspended={suspended} onMessage={onMessage} />
      ))}
    </>
  );
}
