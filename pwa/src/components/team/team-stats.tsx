import type { TeamStatsFields } from '@pitchside/shared';
import './team-stats.css';

export function TeamStats({ title, stats }: { title: string; stats: TeamStatsFields | null }) {
  const cells: [string, number | null][] = [
    ['Games', stats?.games_played ?? null],
    ['Wins', stats?.wins ?? null],
    ['Draws', stats?.draws ?? null],
    ['Losses', stats?.losses ?? null],
    ['Goals Scored', stats?.goals_scored ?? null],
    ['Goals Conceded', stats?.goals_conceided ?? null],
  ];
  return (
    <section className="team-stats" aria-labelledby="team-stats-title">
      <h2 id="team-stats-title" className="team-section-title">
        {title}
      </h2>
      <dl className="team-stats__grid">
        {cells.map(([label, value]) => (
          <div key={label} className="team-stats__cell">
            <dt>{label}</dt>
            <dd>{value ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
