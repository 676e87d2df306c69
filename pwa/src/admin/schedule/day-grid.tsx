import { Name } from '../../components/name';
import { useId, useState } from 'react';
import { utcToBeirutParts } from '@pitchside/shared';
import { roundText, useFormat, useT } from '../../i18n';
import { SelectField } from '../field';
import { isSlot } from '../../components/schedule/schedule-model';
import { dayPlan } from './day-plan';
import type { PitchOption, ScheduleEntry, ScheduleGame } from './schedule-api';

export const pitchLabel = (p: PitchOption | null, none: string) => (p ? `${p.name} (${p.code})` : none);

/** The two teams, a team still to come of a knockout game "TBD" as on the bracket. */
export function EntryTeams({ entry }: { entry: ScheduleEntry }) {
  const t = useT();
  return (
    <>
      <Name>{entry.homeTeam?.name ?? t('event.bracket.tbd')}</Name> – <Name>{entry.awayTeam?.name ?? t('event.bracket.tbd')}</Name>
    </>
  );
}

/** The age group and the round ("Under 12 · Final"). */
export function EntryRound({ entry }: { entry: ScheduleEntry }) {
  return (
    <>
      {entry.ageGroup && (
        <>
          <Name>{entry.ageGroup.name}</Name> ·{' '}
        </>
      )}
      {roundText(entry.round)}
    </>
  );
}

/**
 * One day's games with pitches as columns and start times as rows. On a phone (390 px) one pitch shows
 * at a time, picked with the switcher; each game opens its move dialog. A knockout game still waiting
 * for its teams holds its place too; it moves once its game is made.
 */
export function DayGrid({
  games,
  pitches,
  day,
  onPick,
}: {
  games: ScheduleEntry[];
  pitches: PitchOption[];
  day: string;
  onPick: (game: ScheduleGame) => void;
}) {
  const t = useT();
  const format = useFormat();
  const ids = useId();
  const plan = dayPlan(games, pitches, day);
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, Math.max(plan.columns.length - 1, 0));
  if (plan.times.length === 0) return <p className="muted">{t('admin-schedule.grid.empty')}</p>;
  const timeOf = (time: string) => {
    const game = plan.columns.flatMap((p) => plan.cell(time, p?._id ?? null))[0];
    return game?.startTime ? format.date(game.startTime, 'time') : time;
  };
  return (
    <div className="sched-grid-wrap">
      {plan.columns.length > 1 && (
        <div className="sched-switcher">
          <SelectField
            label={t('admin-schedule.grid.pitchShown')}
            value={String(current)}
            onChange={(e) => setShown(Number(e.target.value))}
          >
            {plan.columns.map((p, i) => (
              <option key={p?._id ?? 'none'} value={i}>
                {pitchLabel(p, t('admin-schedule.noPitch'))}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <table className="sched-grid" aria-describedby={`${ids}-caption`}>
        <caption id={`${ids}-caption`} className="visually-hidden">
          {t('admin-schedule.grid.caption', { day: format.date(`${day}T12:00:00Z`, 'date') })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin-schedule.grid.time')}</th>
            {plan.columns.map((p, i) => (
              <th key={p?._id ?? 'none'} scope="col" className={i === current ? 'is-current' : 'is-other'}>
                <Name>{pitchLabel(p, t('admin-schedule.noPitch'))}</Name>
                {p && (
                  <span className="muted sched-venue">
                    <Name>{p.venue.name}</Name>
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.times.map((time) => (
            <tr key={time}>
              <th scope="row">{timeOf(time)}</th>
              {plan.columns.map((p, i) => (
                <td key={p?._id ?? 'none'} className={i === current ? 'is-current' : 'is-other'}>
                  {plan.cell(time, p?._id ?? null).map((g) =>
                    isSlot(g) ? (
                      <div key={g._id} className="sched-cell sched-cell--slot">
                        <span>
                          <EntryTeams entry={g} />
                        </span>
                        <span className="muted">
                          <EntryRound entry={g} />
                        </span>
                      </div>
                    ) : (
                      <button
                        key={g._id}
                        type="button"
                        className="sched-cell"
                        onClick={() => onPick(g)}
                        aria-label={t('admin-schedule.grid.moveGame', {
                          home: g.homeTeam.name,
                          away: g.awayTeam.name,
                          time: utcToBeirutParts(g.startTime!)?.time ?? '',
                        })}
                      >
                        <span>
                          <EntryTeams entry={g} />
                        </span>
                        <span className="muted">
                          <EntryRound entry={g} />
                        </span>
                      </button>
                    ),
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
