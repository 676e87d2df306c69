import { Name } from '../../components/name';
import { useFormat, useT } from '../../i18n';
import { EntryRound, EntryTeams, pitchLabel } from './day-grid';
import { dayPlan, teamsOfDay } from './day-plan';
import type { PitchOption, ScheduleEntry } from './schedule-api';

/**
 * The day's schedule on paper: one A4 page per pitch, then one per team, the knockout games still
 * waiting for their teams in their places. Hidden on screen; the print stylesheet shows only these
 * sheets (schedule.css).
 */
export function PrintSheets({
  title,
  games,
  pitches,
  day,
}: {
  title: string;
  games: ScheduleEntry[];
  pitches: PitchOption[];
  day: string;
}) {
  const t = useT();
  const format = useFormat();
  const plan = dayPlan(games, pitches, day);
  const dayText = format.date(`${day}T12:00:00Z`, 'date');
  const time = (g: ScheduleEntry) => (g.startTime ? format.date(g.startTime, 'time') : '');
  return (
    <div className="sched-print">
      {plan.columns.map((p) => {
        const list = plan.times.flatMap((tm) => plan.cell(tm, p?._id ?? null));
        if (list.length === 0) return null;
        return (
          <section key={p?._id ?? 'none'} className="sched-sheet">
            <h2>
              <Name>{title}</Name> · {dayText}
            </h2>
            <h3>
              <Name>{pitchLabel(p, t('admin-schedule.noPitch'))}</Name>
              {p && (
                <>
                  {' · '}
                  <Name>{p.venue.name}</Name>
                </>
              )}
            </h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('admin-schedule.grid.time')}</th>
                  <th scope="col">{t('admin-schedule.print.game')}</th>
                  <th scope="col">{t('admin-schedule.print.round')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((g) => (
                  <tr key={g._id}>
                    <td>{time(g)}</td>
                    <td>
                      <EntryTeams entry={g} />
                    </td>
                    <td>
                      <EntryRound entry={g} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      {teamsOfDay(games, day).map(({ team, games: list }) => (
        <section key={team._id} className="sched-sheet">
          <h2>
            <Name>{title}</Name> · {dayText}
          </h2>
          <h3>
            <Name>{team.name}</Name>
          </h3>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin-schedule.grid.time')}</th>
                <th scope="col">{t('admin-schedule.print.pitch')}</th>
                <th scope="col">{t('admin-schedule.print.game')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((g) => (
                <tr key={g._id}>
                  <td>{time(g)}</td>
                  <td>
                    <Name>{g.pitch ? pitchLabel(g.pitch, '') : 'location' in g ? (g.location ?? '') : ''}</Name>
                  </td>
                  <td>
                    <EntryTeams entry={g} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
