import type { BracketView, GroupStanding, PublicGame, StandingTeam } from '@pitchside/shared';
import { FullTable } from '../../components/event/group-stage';
import { padRows, signed } from '../../components/event/group-table';
import { KnockoutBracket } from '../../components/event/knockout-bracket';
import { beirutDay } from '../../components/event/games-filter';
import { Name } from '../../components/name';
import { TeamLogo } from '../../components/team/team-logo';
import { isSlot, type KnockoutSlot } from '../../components/schedule/pitches-now';
import { roundText, useFormat, useT } from '../../i18n';

/** One rotating panel of the board: the games coming up, or an age group's tables or bracket. */
export type BoardSlide =
  | { kind: 'upcoming'; key: string; games: (PublicGame | KnockoutSlot)[] }
  | { kind: 'groups'; key: string; title: string; groups: GroupStanding[] }
  | { kind: 'league'; key: string; title: string; rows: StandingTeam[] }
  | { kind: 'bracket'; key: string; title: string; slug: string; bracket: BracketView; plannedTeams: number | null | undefined };

export function BoardSlideView({ slide }: { slide: BoardSlide }) {
  const t = useT();
  switch (slide.kind) {
    case 'upcoming':
      return <UpcomingSlide games={slide.games} />;
    case 'groups':
      return (
        <section className="board-slide" aria-labelledby={`board-slide-${slide.key}`}>
          <h2 id={`board-slide-${slide.key}`} className="board-slide__title">
            {slide.title} · {t('event.stage.group')}
          </h2>
          <div className="board-groups" data-count={Math.min(slide.groups.length, 4)}>
            {slide.groups.map((g) => (
              <BoardGroupTable key={g._id} group={g} />
            ))}
          </div>
        </section>
      );
    case 'league':
      return (
        <section className="board-slide board-slide--league" aria-labelledby={`board-slide-${slide.key}`}>
          <h2 id={`board-slide-${slide.key}`} className="board-slide__title">
            {slide.title} · {t('event.leagueTable')}
          </h2>
          <FullTable rows={slide.rows} caption={`${slide.title} · ${t('event.leagueTable')}`} />
        </section>
      );
    case 'bracket':
      return (
        <section className="board-slide board-slide--bracket" aria-labelledby={`board-slide-${slide.key}`}>
          <h2 id={`board-slide-${slide.key}`} className="board-slide__title">
            {slide.title} · {t('event.stage.knockout')}
          </h2>
          <KnockoutBracket slug={slide.slug} bracket={slide.bracket} plannedTeams={slide.plannedTeams} />
        </section>
      );
  }
}

/** The games still to come across the pitches, by kick-off (Beirut time). */
function UpcomingSlide({ games }: { games: (PublicGame | KnockoutSlot)[] }) {
  const t = useT();
  const format = useFormat();
  const today = beirutDay(new Date());
  return (
    <section className="board-slide" aria-labelledby="board-slide-upcoming">
      <h2 id="board-slide-upcoming" className="board-slide__title">
        {t('schedule.board.upcoming')}
      </h2>
      {games.length === 0 ? (
        <p className="board-empty">{t('schedule.board.noUpcoming')}</p>
      ) : (
        <ol className="board-upcoming">
          {games.map((g) => (
            <li key={g._id} className="board-upcoming__row">
              <time className="board-upcoming__time" dateTime={g.startTime ?? undefined}>
                {g.startTime ? format.date(g.startTime, beirutDay(g.startTime) === today ? 'time' : 'weekdayTime') : ''}
              </time>
              <span className="board-upcoming__pitch">{g.pitch ? <Name>{g.pitch.code}</Name> : null}</span>
              <span className="board-upcoming__teams">
                <Name className="board-upcoming__team">{g.homeTeam?.name ?? t('event.bracket.tbd')}</Name>
                <span className="board-upcoming__vs">{t('event.vs')}</span>
                <Name className="board-upcoming__team">{g.awayTeam?.name ?? t('event.bracket.tbd')}</Name>
              </span>
              <span className="board-upcoming__meta">
                {isSlot(g) ? `${roundText(g.round)}${g.ageGroup ? ' · ' : ''}` : null}
                {g.ageGroup ? <Name>{g.ageGroup.name}</Name> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A group's table as the group card has it (position, team, played, difference, points), sized for a TV. */
function BoardGroupTable({ group }: { group: GroupStanding }) {
  const t = useT();
  const name = roundText(group.groupName);
  return (
    <table className="board-table">
      <caption className="board-table__caption">{name}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className="board-table__team">
            {t('event.col.team')}
          </th>
          <th scope="col">
            <abbr title={t('event.col.gpTitle')}>{t('event.col.gp')}</abbr>
          </th>
          <th scope="col">
            <abbr title={t('event.col.gdTitle')}>{t('event.col.gd')}</abbr>
          </th>
          <th scope="col">
            <abbr title={t('event.col.ptsTitle')}>{t('event.col.pts')}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {padRows(group.teams).map((row, i) =>
          row ? (
            <tr key={row._id}>
              <td>{i + 1}</td>
              <td className="board-table__team">
                <span className="board-table__teamcell">
                  <TeamLogo src={row.logo} name={row.name} size={32} />
                  <Name>{row.name}</Name>
                </span>
              </td>
              <td>{row.groupStageGamesPlayed}</td>
              <td dir="ltr">{signed(row.goalDifference)}</td>
              <td className="board-table__pts">{row.groupStagePts}</td>
            </tr>
          ) : (
            <tr key={`empty-${i}`} aria-hidden="true" className="board-table__empty">
              <td>{i + 1}</td>
              <td className="board-table__team">-</td>
              <td>-</td>
              <td>-</td>
              <td>-</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
