import type { CardKind } from '@pitchside/shared';
import { useT } from '../../i18n';
import './match.css';

export const CARD_KEYS: Record<CardKind, string> = {
  yellow: 'match.card.yellow',
  secondYellow: 'match.card.secondYellow',
  red: 'match.card.red',
};

/** The letters inside the card shape: the kind is told by text and shape, never by colour alone. */
const LETTERS: Record<CardKind, string> = { yellow: 'Y', secondYellow: '2Y', red: 'R' };

/** A card as a small upright rectangle with its letter, named for screen readers. */
export function CardIcon({ kind, labelled = true }: { kind: CardKind; labelled?: boolean }) {
  const t = useT();
  return (
    <span
      className={`match-card match-card-${kind}`}
      {...(labelled ? { role: 'img', 'aria-label': t(CARD_KEYS[kind]) } : { 'aria-hidden': true })}
    >
      <span dir="ltr">{LETTERS[kind]}</span>
    </span>
  );
}
