import type { TeamStatsFields } from '@pitchside/shared';
import { useFormat, useT } from '../../i18n';
import './team-stats.css';

export function TeamStats({ title, stats }: { title: string; stats: TeamStatsFields | null }) {
  const cells: [string, number | null][] = [
    ['team.stat.games', stats?.games_played ?? null],
    ['team.stat.wins', stats?.wins ?? null],
    ['team.stat.draws', stats?.draws ?? null],
    ['team.stat.losses', stats?.losses ?? null],
    ['team.stat.goalsScored', stats?.goals_scored ?? null],
    ['team.stat.goalsConceded', stats?.goals_conceided ?? null],
  ];
  const t = useT();
  const format = useFormat();
  return (
    <section className="team-stats" aria-labelledby="team-stats-title">
      <h2 id="team-stats-title" className="team-section-title">
        {title}
      </h2>
      <dl className="team-stats__grid">
        {cells.map(([label, value]) => (
          <div key={label} className="team-stats__cell">
            <dt>{t(label)}</dt>
            <dd>{format.number(value ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
