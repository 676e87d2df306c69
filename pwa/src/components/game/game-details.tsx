import { Link } from '../link';
import type { GameDetail } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { EmptyText } from '../event/page-state';
import { goalsTimeline } from './goal-timeline';
import { useT } from '../../i18n';
import './game-details.css';
import { Name } from '../name';
import { readMatchReport } from '../match/public-report';
import { LazyReportSections } from '../match/lazy';
import { Suspense } from 'react';

export function GameDetails({ game }: { game: GameDetail }) {
  const timeline = goalsTimeline(game);
  const report = readMatchReport(game);
  const t = useT();
  return (
    <div className="game-details">
      <section className="mvp card" aria-labelledby="mvp-title">
        <h2 id="mvp-title" className="game-details__heading">
          {t('game.mvp')}
        </h2>
        {game.mvp ? (
          <Link to={`/user/${game.mvp._id}`} className="mvp__player">
            <TeamLogo src={game.mvp.portraitImage} name={game.mvp.fullName} size={64} kind="portrait" />
            <span className="mvp__text">
              <Name className="mvp__name">{game.mvp.fullName}</Name>
              {game.mvp.team ? <Name className="mvp__team">{game.mvp.team.name}</Name> : null}
            </span>
          </Link>
        ) : (
          <p className="mvp__none">{t('game.mvp.none')}</p>
        )}
      </section>
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="game-details__heading">
          {t('game.goals')}
        </h2>
        {timeline.length === 0 ? (
          <EmptyText>{t('game.goals.none')}</EmptyText>
        ) : (
          <ol className="timeline">
            {timeline.map((g) => {
              const team = g.side === 'home' ? game.homeTeam : game.awayTeam;
              return (
                <li key={g._id} className={`timeline__row timeline__row--${g.side}`}>
                  <span className="timeline__minute" dir="ltr">{`${g.minute}′`}</span>
                  <span className="timeline__body">
                    <span className="timeline__scorer">
                      {g.scorer ? (
                        <Link to={`/user/${g.scorer._id}`}>
                          <Name>{g.scorer.fullName}</Name>
                        </Link>
                      ) : (
                        <Name>{g.scorerName}</Name>
                      )}
                    </span>
                    {g.assist || g.assistName ? (
                      <span className="timeline__assist">
                        {t('game.assist')}{' '}
                        {g.assist ? (
                          <Link to={`/user/${g.assist._id}`}>
                            <Name>{g.assist.fullName}</Name>
                          </Link>
                        ) : (
                          <Name>{g.assistName}</Name>
                        )}
                      </span>
                    ) : null}
                    <Name className="timeline__team">{team.name}</Name>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {report.cards.length > 0 || report.fouls || report.timeouts.length > 0 ? (
        <Suspense fallback={null}>
          <LazyReportSections report={report} teams={{ home: game.homeTeam, away: game.awayTeam }} />
        </Suspense>
      ) : null}
    </div>
  );
}
