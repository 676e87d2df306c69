import { editionLabel, type CareerStats } from '@pitchside/shared';
import { useId, useState } from 'react';

type Row = { goals: number; assists: number; games: number; wins: number; draws: number; losses: number; saves: number };

function totals(c: CareerStats): Row {
  return {
    goals: c.totalGoals,
    assists: c.totalAssists,
    games: c.totalGames,
    wins: c.totalWins,
    draws: c.totalDraws,
    losses: c.totalLosses,
    saves: c.totalSaves,
  };
}

/** Career numbers with an event selector: all events (totals) or one event's line. */
export function CareerStatsPanel({ career }: { career: CareerStats }) {
  const [choice, setChoice] = useState('all');
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
      }
    : totals(career);
  const cells: [string, number][] = [
    ['Games', row.games],
    ['Goals', row.goals],
    ['Assists', row.assists],
    ['Wins', row.wins],
    ['Draws', row.draws],
    ['Losses', row.losses],
    ['Saves', row.saves],
  ];

  return (
    <section className="card profile-section" aria-labelledby={`${selectId}-title`}>
      <div className="section-head">
        <h2 id={`${selectId}-title`}>Career Statistics</h2>
        <label className="field inline-field">
          <span>Event</span>
          <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="all">All events</option>
            {career.events.map((e, i) => (
              <option key={`${e.event._id}-${e.team._id}`} value={String(i)}>
                {e.event.event} · {editionLabel(e.event.event_edition)} · {e.team.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {career.events.length === 0 ? (
        <p className="muted">No data available yet</p>
      ) : (
        <dl className="stat-grid">
          {cells.map(([label, v]) => (
            <div key={label} className="stat">
              <dt>{label}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
