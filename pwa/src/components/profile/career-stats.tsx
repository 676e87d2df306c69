import type { CareerStats } from '@pitchside/shared';
import { useId, useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { SelectField } from '../field';

type Row = {
  goals: number;
  assists: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  saves: number;
  yellowCards: number;
  redCards: number;
};

function totals(c: CareerStats): Row {
  return {
    goals: c.totalGoals,
    assists: c.totalAssists,
    games: c.totalGames,
    wins: c.totalWins,
    draws: c.totalDraws,
    losses: c.totalLosses,
    saves: c.totalSaves,
    // A career saved on the device before cards were counted has none.
    yellowCards: c.totalYellowCards ?? 0,
    redCards: c.totalRedCards ?? 0,
  };
}

/** Career numbers with an event selector: all events (totals) or one event's line. */
export function CareerStatsPanel({ career }: { career: CareerStats }) {
  const [choice, setChoice] = useState('all');
  const t = useT();
  const format = useFormat();
  const selectId = useId();
  const picked = choice === 'all' ? null : career.events[Number(choice)];
  const row: Row = picked
    ? {
        goals: picked.goalsScored,
        assists: picked.assists,
        games: picked.gamesPlayed,
        wins: picked.wins,
        draws: picked.draws,
        losses: picked.losses,
        saves: picked.saves,
        yellowCards: picked.yellowCards ?? 0,
        redCards: picked.redCards ?? 0,
      }
    : totals(career);
  const cells: [string, number][] = [
    ['profile.stat.games', row.games],
    ['profile.stat.goals', row.goals],
    ['profile.stat.assists', row.assists],
    ['profile.stat.wins', row.wins],
    ['profile.stat.draws', row.draws],
    ['profile.stat.losses', row.losses],
    ['profile.stat.saves', row.saves],
    ['profile.stat.yellowCards', row.yellowCards],
    ['profile.stat.redCards', row.redCards],
  ];

  return (
    <section className="card profile-section" aria-labelledby={`${selectId}-title`}>
      <div className="section-head">
        <h2 id={`${selectId}-title`}>{t('profile.career')}</h2>
        <div className="inline-field">
          <SelectField label={t('profile.event')} id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="all">{t('profile.allEvents')}</option>
            {career.events.map((e, i) => (
              <option key={`${e.event._id}-${e.team._id}`} value={String(i)}>
                {e.event.event} · {format.edition(e.event.event_edition)} · {e.team.name}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {career.events.length === 0 ? (
        <p className="muted">{t('profile.noData')}</p>
      ) : (
        <dl className="stat-grid">
          {cells.map(([label, v]) => (
            <div key={label} className="stat">
              <dt>{t(label)}</dt>
              <dd>{format.number(v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
