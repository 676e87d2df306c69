import { Link } from '../link';
import type { GameDetail, PlayerRef } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { EmptyText } from '../event/page-state';
import { useT } from '../../i18n';
import './lineups.css';
import { Name } from '../name';
import { Suspense } from 'react';
import { LazyPlayerTags } from '../match/lazy';
import { readMatchReport, type PublicCard, type PublicLineupEntry } from '../match/public-report';

/**
 * A team's players; once the game has a lineup, only those who played, with the shirt they wore, the
 * goalkeeper marked and their cards (shape and letter, not colour alone).
 */
function TeamLineup({
  team,
  lineup,
  cards = [],
}: {
  team: GameDetail['homeTeam'];
  lineup?: readonly PublicLineupEntry[] | undefined;
  cards?: readonly PublicCard[];
}) {
  const t = useT();
  const entry = (id: string) => lineup?.find((e) => e.playerId === id);
  const players = lineup ? team.players.filter((p) => entry(p._id)) : team.players;
  return (
    <section className="lineup card" aria-label={t('game.players', { team: team.name })}>
      <h2 className="lineup__title">
        <TeamLogo src={team.logo} name={team.name} size={28} />
        <Name>{team.name}</Name>
      </h2>
      {players.length === 0 ? (
        <EmptyText>{t('game.players.none')}</EmptyText>
      ) : (
        <ul className="lineup__list">
          {players.map((p: PlayerRef) => {
            const shirt = entry(p._id)?.shirt ?? p.shirtNumber;
            const mine = cards.filter((c) => c.playerId === p._id);
            return (
              <li key={p._id}>
                <Link to={`/user/${p._id}`} className="lineup__player">
                  <TeamLogo src={p.portraitImage} name={p.fullName} size={36} kind="portrait" />
                  <Name className="lineup__name">{p.fullName}</Name>
                  {entry(p._id)?.goalkeeper || mine.length > 0 ? (
                    <Suspense fallback={null}>
                      <LazyPlayerTags goalkeeper={!!entry(p._id)?.goalkeeper} cards={mine} />
                    </Suspense>
                  ) : null}
                  {shirt != null ? (
                    <span className="lineup__shirt" dir="ltr">
                      #{shirt}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function Lineups({ game }: { game: GameDetail }) {
  const report = readMatchReport(game);
  return (
    <div className="lineups">
      <TeamLineup team={game.homeTeam} lineup={report.lineups?.home} cards={report.cards.filter((c) => c.side === 'home')} />
      <TeamLineup team={game.awayTeam} lineup={report.lineups?.away} cards={report.cards.filter((c) => c.side === 'away')} />
    </div>
  );
}
