import type { GamePitch, PublicGame } from '@pitchside/shared';
import { beirutDay } from '../../components/event/games-filter';
import { Name } from '../../components/name';
import { TeamLogo } from '../../components/team/team-logo';
import { isSlot, type KnockoutSlot } from '../../components/schedule/pitches-now';
import { roundText, useFormat, useT } from '../../i18n';
import { GameClock } from './game-clock';

interface Props {
  pitch: GamePitch;
  current: PublicGame | KnockoutSlot | null;
  next: PublicGame | KnockoutSlot | null;
  now: Date;
}

/** One pitch on the board: the game on it with its score and clock, and the next one with its time. */
export function BoardPitch({ pitch, current, next, now }: Props) {
  const t = useT();
  const format = useFormat();
  const id = `board-pitch-${pitch._id}`;
  return (
    <section className="board-pitch" aria-labelledby={id} data-pitch={pitch.code}>
      <h2 id={id} className="board-pitch__title">
        <Name className="board-pitch__code">{pitch.code}</Name>
        <Name className="board-pitch__name">{pitch.name}</Name>
      </h2>
      <div className="board-pitch__now">
        {current && !isSlot(current) ? (
          <>
            <Team name={current.homeTeam.name} logo={current.homeTeam.logo} />
            <p className="board-score">
              <span className="board-score__value">
                <bdi>{current.homeScore}</bdi>-<bdi>{current.awayScore}</bdi>
              </span>
              <GameClock game={current} />
            </p>
            <Team name={current.awayTeam.name} logo={current.awayTeam.logo} />
          </>
        ) : (
          <p className="board-pitch__nothing">{t('schedule.now.nothing')}</p>
        )}
      </div>
      <div className="board-pitch__next">
        <span className="board-pitch__label">{t('schedule.now.next')}</span>
        {next ? (
          <span className="board-pitch__nextgame">
            {next.startTime ? (
              <time className="board-pitch__time" dateTime={next.startTime}>
                {format.date(next.startTime, beirutDay(next.startTime) === beirutDay(now) ? 'time' : 'weekdayTime')}
              </time>
            ) : null}
            <Name className="board-pitch__team">{next.homeTeam?.name ?? t('event.bracket.tbd')}</Name>
            <span>{t('event.vs')}</span>
            <Name className="board-pitch__team">{next.awayTeam?.name ?? t('event.bracket.tbd')}</Name>
            {isSlot(next) ? <span className="board-pitch__round">{roundText(next.round)}</span> : null}
          </span>
        ) : (
          <span>{t('schedule.now.noNext')}</span>
        )}
      </div>
    </section>
  );
}

function Team({ name, logo }: { name: string; logo: string | null }) {
  return (
    <p className="board-team">
      <TeamLogo src={logo} name={name} size={64} />
      <Name className="board-team__name">{name}</Name>
    </p>
  );
}
