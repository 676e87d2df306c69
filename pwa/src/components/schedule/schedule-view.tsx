import type { ReactNode } from 'react';
import type { PublicGame, PublicVenue } from '@pitchside/shared';
import { useFormat, useT } from '../../i18n';
import { dayTitle, groupByDayAndPitch, type KnockoutSlot } from './schedule-model';
import { PitchTag } from './pitch-tag';
import './schedule.css';

interface Props {
  /** The games, and the knockout games placed before their teams are known. */
  games: readonly (PublicGame | KnockoutSlot)[];
  venues?: readonly PublicVenue[] | undefined;
  /** Only this pitch's games, or every pitch's. */
  pitchId: string | null;
  renderGame: (game: PublicGame | KnockoutSlot) => ReactNode;
}

/** The Games tab by day (Beirut time) and, within a day, by pitch in the organiser's order. */
export function ScheduleView({ games, venues, pitchId, renderGame }: Props) {
  const t = useT();
  const format = useFormat();
  const shown = pitchId ? games.filter((g) => g.pitch?._id === pitchId) : games;
  const days = groupByDayAndPitch(shown, venues);
  return (
    <div className="schedule-view">
      {days.map(({ day, pitches }) => {
        const headingId = `schedule-day-${day ?? 'none'}`;
        return (
          <section key={day ?? 'none'} className="schedule-day" aria-labelledby={headingId}>
            <h2 id={headingId} className="schedule-day__title">
              {day ? <time dateTime={day}>{dayTitle(day, format.locale)}</time> : t('schedule.day.unknown')}
            </h2>
            {pitches.map(({ pitch, games: list }) => (
              <div key={pitch?._id ?? 'none'} className="schedule-pitch">
                <h3 className="schedule-pitch__title">
                  {pitch ? <PitchTag pitch={pitch} /> : t('schedule.pitch.unknown')}
                  <span className="schedule-pitch__count">{t('schedule.pitch.games', { count: list.length })}</span>
                </h3>
                <ul className="game-cards">
                  {list.map((g) => (
                    <li key={g._id}>{renderGame(g)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
