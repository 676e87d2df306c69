import { lazy, Suspense } from 'react';
import { Link } from '../link';
import type { PlayerCards, PlayerRef } from '@pitchside/shared';
import { EmptyText } from '../event/page-state';
import { TeamLogo } from './team-logo';
import { useT, withLaterTexts } from '../../i18n';
import './squad.css';
import { Name } from '../name';

// A player's cards: their words are in the later texts, so they come after the first paint.
const SquadCards = lazy(withLaterTexts(() => import('./team-discipline').then((m) => ({ default: m.SquadCards }))));

export function Squad({ players, cards = [] }: { players: readonly PlayerRef[]; cards?: readonly PlayerCards[] }) {
  const t = useT();
  const cardsOf = new Map(cards.map((c) => [c._id, c]));
  if (players.length === 0) return <EmptyText>{t('team.squad.none')}</EmptyText>;
  return (
    <ul className="squad">
      {players.map((p) => (
        <li key={p._id}>
          <Link to={`/user/${p._id}`} className="squad__player">
            <TeamLogo src={p.portraitImage} name={p.fullName} size={56} kind="portrait" />
            <span className="squad__text">
              <Name className="squad__name">{p.fullName}</Name>
              <span className="squad__id">{t('team.playerId', { id: p.playerId !== null ? String(p.playerId) : '-' })}</span>
              {cardsOf.has(p._id) ? (
                <Suspense fallback={null}>
                  <SquadCards cards={cardsOf.get(p._id)!} />
                </Suspense>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
