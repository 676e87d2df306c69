import { useState, type FormEvent } from 'react';
import { CARD_KINDS, checkCard, type CardKind, type Side, isolate } from '@pitchside/shared';
import { CARD_KEYS, CardIcon } from '../../components/match/card-icon';
import { Name } from '../../components/name';
import { useSyncRuntime } from '../../sync/sync-context';
import { useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { errorText } from '../flash';
import { parseMinute, type GameCardModel } from './game-list';
import { cardKindFor, liveCards, minuteText } from './match-report';

type OnMessage = (text: string, tone?: 'success' | 'error') => void;

const REJECTION_KEYS = {
  secondYellowWithoutYellow: 'admin-match.cards.secondYellowWithoutYellow',
  playerAlreadySentOff: 'admin-match.cards.alreadySentOff',
} as const;

/**
 * Cards courtside: yellow, second yellow (a sending-off) and direct red, with the player, the minute
 * (the clock's while it has started, editable) and an optional reason. A yellow for a player already
 * cautioned in the game is recorded as his second yellow.
 */
export function CardsPanel({ game, onMessage }: { game: GameCardModel; onMessage: OnMessage }) {
  const rt = useSyncRuntime();
  const t = useT();
  const [side, setSide] = useState<Side | ''>('');
  const [playerId, setPlayerId] = useState('');
  const [kind, setKind] = useState<CardKind>('yellow');
  const [minute, setMinute] = useState(() => minuteText(game.view));
  const [reason, setReason] = useState('');
  const team = side ? game[side] : null;
  const cards = liveCards(game.view);
  const nameOf = (s: Side, id: string) => game[s].players.find((p) => p.id === id)?.name ?? t('admin-match.aPlayer');
  const effective = playerId ? cardKindFor(game.view, playerId, kind) : kind;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const m = parseMinute(minute);
    if (!side || !playerId) return onMessage(t('admin-match.cards.pickPlayer'), 'error');
    if (!m.ok) return onMessage(t('admin-match.cards.minuteInvalid'), 'error');
    const rejection = checkCard(cards, playerId, effective);
    if (rejection) return onMessage(t(REJECTION_KEYS[rejection]), 'error');
    try {
      await rt.mutate('card.add', {
        gameId: game.id,
        cardId: crypto.randomUUID(),
        side,
        playerId,
        kind: effective,
        minute: m.minute,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      onMessage(t('admin-match.cards.added', { card: t(CARD_KEYS[effective]), name: isolate(nameOf(side, playerId)), minute: m.minute }));
      setPlayerId('');
      setReason('');
      setKind('yellow');
      setMinute(minuteText(game.view));
    } catch (err) {
      onMessage(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

  const remove = async (cardId: string) => {
    try {
      await rt.mutate('card.remove', { gameId: game.id, cardId });
      onMessage(t('admin-match.cards.removed'));
    } catch (err) {
      onMessage(errorText(err, t('admin-common.networkError')), 'error');
    }
  };

  return (
    <section className="mr-cards" aria-label={t('admin-match.cards.title')}>
      {cards.length === 0 ? (
        <p className="muted">{t('admin-match.cards.none')}</p>
      ) : (
        <ul className="mr-card-list">
          {cards.map((c) => (
            <li key={c.id}>
              <span className="gm-goal-minute" dir="ltr">
                {c.minute}&apos;
              </span>
              <CardIcon kind={c.kind} />
              <span className="mr-card-who">
                <Name>{nameOf(c.side, c.playerId)}</Name> <span className="muted">({t(CARD_KEYS[c.kind])})</span>
                {c.kind === 'secondYellow' && <strong className="mr-sent-off"> {t('admin-match.cards.sentOff')}</strong>}
                {c.reason && <span className="muted"> · {c.reason}</span>}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t('admin-match.cards.remove', { name: isolate(nameOf(c.side, c.playerId)), minute: c.minute })}
                onClick={() => void remove(c.id)}
              >
                {t('admin-games.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="gm-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="gm-form-grid">
          <SelectField
            label={t('admin-games.side')}
            value={side}
            onChange={(e) => {
              setSide(e.target.value as Side | '');
              setPlayerId('');
            }}
          >
            <option value="">{t('admin-games.selectSide')}</option>
            <option value="home">{t('admin-games.homeSide', { team: isolate(game.home.name) })}</option>
            <option value="away">{t('admin-games.awaySide', { team: isolate(game.away.name) })}</option>
          </SelectField>
          <SelectField
            label={t('admin-match.cards.player')}
            value={playerId}
            disabled={!team}
            onChange={(e) => setPlayerId(e.target.value)}
          >
            <option value="">{team ? t('admin-match.cards.selectPlayer') : t('admin-games.sideFirst')}</option>
            {team?.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.shirtNumber !== null ? `${p.shirtNumber}. ` : ''}
                {p.name}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t('admin-games.minute')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={minute}
            onChange={(e) => setMinute(e.target.value)}
          />
          <InputField label={t('admin-match.cards.reason')} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </div>
        <fieldset className="mr-card-kinds">
          <legend>{t('admin-match.cards.kind')}</legend>
          {CARD_KINDS.map((k) => (
            <label key={k} className={`mr-card-kind${kind === k ? ' is-picked' : ''}`}>
              <input type="radio" name={`card-kind-${game.id}`} value={k} checked={kind === k} onChange={() => setKind(k)} />
              <CardIcon kind={k} labelled={false} /> {t(CARD_KEYS[k])}
            </label>
          ))}
        </fieldset>
        {playerId && effective !== kind && (
          <p className="mr-card-becomes" role="status">
            {t('admin-match.cards.becomesSecondYellow')}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block">
          {t('admin-match.cards.add')}
        </button>
      </form>
    </section>
  );
}
