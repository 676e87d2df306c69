import { useT } from '../../i18n';
import { CardIcon } from './card-icon';
import type { PublicCard } from './public-report';

/** Beside a player in a lineup: the goalkeeper's mark and the player's cards, in words for screen readers. */
export default function PlayerTags({ goalkeeper, cards }: { goalkeeper: boolean; cards: readonly PublicCard[] }) {
  const t = useT();
  return (
    <span className="match-lineup-tags">
      {goalkeeper ? (
        <abbr className="match-gk" title={t('match.goalkeeper')} aria-label={t('match.goalkeeper')}>
          {t('match.gkShort')}
        </abbr>
      ) : null}
      {cards.map((c) => (
        <CardIcon key={c.id} kind={c.kind} />
      ))}
    </span>
  );
}
