import type { EventPageResponse, StandingTeam, TiebreakReason } from '@pitchside/shared';
import { useT } from '../../i18n';
import { TeamLogo } from '../team/team-logo';
import { Name } from '../name';

type Ranking = NonNullable<EventPageResponse['customRanking']>;

const RULE_KEYS: Record<TiebreakReason, string> = {
  goalDifference: 'event-stages.rule.goalDifference',
  goalsFor: 'event-stages.rule.goalsFor',
  headToHead: 'event-stages.rule.headToHead',
  wins: 'event-stages.rule.wins',
  awayGoals: 'event-stages.rule.awayGoals',
  fairPlay: 'event-stages.rule.fairPlay',
  drawingOfLots: 'event-stages.rule.drawingOfLots',
};

/** The age group's final ranking as the organisers saved it (Custom Rankings Manager). */
export function FinalRanking({ rows }: { rows: Ranking }) {
  const t = useT();
  return (
    <section className="final-ranking card" aria-labelledby="final-ranking-title">
      <h2 id="final-ranking-title" className="tab-heading">
        {t('event-stages.finalRanking')}
      </h2>
      <ol className="final-ranking__list">
        {rows.map((r) => (
          <li key={r.team._id} className="final-ranking__row">
            <span className="final-ranking__pos">{r.position}</span>
            <TeamLogo src={r.team.logo} name={r.team.name} size={24} />
            <Name className="final-ranking__name">{r.team.name}</Name>
            <span className="final-ranking__pts">{t('event-stages.points', { points: r.points })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * What the table owes the reader beyond the figures: which rule separated teams level on points
 * (ahead or behind), and points given or taken off the pitch with the reason.
 */
export function RowNotes({ rows, index }: { rows: readonly StandingTeam[]; index: number }) {
  const t = useT();
  const row = rows[index]!;
  const notes: string[] = [];
  if (row.tiebreak) {
    const above = rows[index - 1];
    const ahead = !(above && above.groupStagePts === row.groupStagePts && above.tiebreak === row.tiebreak);
    notes.push(t(ahead ? 'event-stages.ahead' : 'event-stages.behind', { rule: t(RULE_KEYS[row.tiebreak]) }));
  }
  if (row.pointsAdjustment) {
    notes.push(t('event-stages.adjustment', { points: row.pointsAdjustment, reason: (row.adjustmentReasons ?? []).join('; ') }));
  }
  if (notes.length === 0) return null;
  return (
    <span className="standings-note" title={notes.join(' · ')}>
      {row.pointsAdjustment ? <span aria-hidden="true">*</span> : null}
      <span className="standings-note__text">{notes.join(' · ')}</span>
    </span>
  );
}
