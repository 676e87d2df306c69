import type { CardKind, FairPlayEntry } from '@pitchside/shared';
import { CardIcon } from '../match/card-icon';
import { Link } from '../link';
import { Name } from '../name';
import { TeamLogo } from '../team/team-logo';
import { EmptyText } from './page-state';
import { useFormat, useT } from '../../i18n';

const KINDS: CardKind[] = ['yellow', 'secondYellow', 'red'];

/**
 * The age group's Fair Play table (the rankings answer's `fairPlay`): fairest first, each card kind
 * counted under its icon (shape and letter, never colour alone), the FIFA rule said under it.
 */
export function FairPlayTable({ rows }: { rows: readonly FairPlayEntry[] }) {
  const t = useT();
  const format = useFormat();
  if (rows.length === 0) return <EmptyText>{t('match.fairPlay.none')}</EmptyText>;
  return (
    <div className="fair-play">
      <div className="fair-play__scroll">
        <table className="fair-play__table">
          <caption className="fair-play__caption">{t('match.fairPlay.title')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title={t('match.fairPlay.rank')}>#</abbr>
              </th>
              <th scope="col" className="fair-play__team">
                {t('match.team')}
              </th>
              <th scope="col">{t('match.fairPlay.games')}</th>
              {KINDS.map((k) => (
                <th key={k} scope="col">
                  <CardIcon kind={k} />
                </th>
              ))}
              <th scope="col">{t('match.fairPlay.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r._id}>
                <td>{format.number(r.rank)}</td>
                <th scope="row" className="fair-play__team">
                  <Link to={`/teams/${r._id}`} className="fair-play__link">
                    <TeamLogo src={r.logo} name={r.name} size={24} />
                    <Name>{r.name}</Name>
                  </Link>
                </th>
                <td>{format.number(r.games)}</td>
                {KINDS.map((k) => (
                  <td key={k}>{format.number(r[k])}</td>
                ))}
                <td className="fair-play__points">
                  <span dir="ltr">{format.number(r.points)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="fair-play__rule muted">{t('match.fairPlay.rule')}</p>
    </div>
  );
}
