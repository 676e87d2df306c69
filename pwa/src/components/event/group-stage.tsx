import { Link } from 'react-router-dom';
import type { GroupStanding, StandingTeam } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { RowNotes } from './final-ranking';
import { cardName, neighbourIndex, padRows, signed } from './group-table';
import { EmptyText } from './page-state';
import './group-stage.css';

interface Props {
  groups: readonly GroupStanding[];
  /** The group whose detailed table is open, or null for the cards. */
  openGroupId: string | null;
  onOpen: (groupId: string | null) => void;
}

export function GroupStage({ groups, openGroupId, onOpen }: Props) {
  if (groups.length === 0) return <EmptyText>No groups available yet.</EmptyText>;
  const openIndex = openGroupId ? groups.findIndex((g) => g._id === openGroupId) : -1;
  if (openIndex >= 0) return <GroupDetail groups={groups} index={openIndex} onOpen={onOpen} />;
  return (
    <div className="group-cards">
      {groups.map((g) => (
        <GroupCard key={g._id} group={g} onOpen={() => onOpen(g._id)} />
      ))}
    </div>
  );
}

function GroupCard({ group, onOpen }: { group: GroupStanding; onOpen: () => void }) {
  return (
    // The whole card opens on a tap; the heading button is the keyboard and screen-reader way in.
    <article className="group-card" onClick={onOpen}>
      <h3 className="group-card__title">
        <button
          type="button"
          className="group-card__open"
          onClick={(e) => (e.stopPropagation(), onOpen())}
          aria-label={`${group.groupName}: open the full table`}
        >
          {group.groupName}
          <span aria-hidden="true"> ›</span>
        </button>
      </h3>
      <table className="standings-table standings-table--card">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="standings-table__team">
              Team
            </th>
            <th scope="col">GD</th>
            <th scope="col">Pts</th>
          </tr>
        </thead>
        <tbody>
          {padRows(group.teams).map((t, i) =>
            t ? (
              <tr key={t._id}>
                <td>{i + 1}</td>
                <td className="standings-table__team">
                  <span className="standings-table__teamcell" title={t.name}>
                    <TeamLogo src={t.logo} name={t.name} size={22} />
                    {cardName(t.name)}
                  </span>
                </td>
                <td>{signed(t.goalDifference)}</td>
                <td className="standings-table__pts">{t.groupStagePts}</td>
              </tr>
            ) : (
              <tr key={`empty-${i}`} className="standings-table__empty" aria-hidden="true">
                <td>{i + 1}</td>
                <td className="standings-table__team">-</td>
                <td>-</td>
                <td>-</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </article>
  );
}

function GroupDetail({ groups, index, onOpen }: { groups: readonly GroupStanding[]; index: number; onOpen: (id: string | null) => void }) {
  const group = groups[index]!;
  const prev = groups[neighbourIndex(index, groups.length, -1)]!;
  const next = groups[neighbourIndex(index, groups.length, 1)]!;
  return (
    <section className="group-detail" aria-labelledby="group-detail-title">
      <div className="group-detail__bar">
        <button type="button" className="btn btn-ghost btn-sm group-detail__back" onClick={() => onOpen(null)}>
          ‹ Back to Group Stage
        </button>
      </div>
      <h3 id="group-detail-title" className="group-detail__title">
        {group.groupName}
      </h3>
      <FullTable rows={group.teams} caption={`${group.groupName} table`} />
      <div className="group-detail__nav">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(prev._id)}>
          ‹ Previous Group
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(next._id)}>
          Next Group ›
        </button>
      </div>
    </section>
  );
}

/** The detailed table (GP, GF, GA, W, D, L, GD, Pts), also used for League age groups. */
export function FullTable({ rows, caption }: { rows: readonly StandingTeam[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="standings-table standings-table--full">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="standings-table__team">
              Team
            </th>
            <th scope="col">
              <abbr title="Games played">GP</abbr>
            </th>
            <th scope="col">
              <abbr title="Goals for">GF</abbr>
            </th>
            <th scope="col">
              <abbr title="Goals against">GA</abbr>
            </th>
            <th scope="col">
              <abbr title="Wins">W</abbr>
            </th>
            <th scope="col">
              <abbr title="Draws">D</abbr>
            </th>
            <th scope="col">
              <abbr title="Losses">L</abbr>
            </th>
            <th scope="col">
              <abbr title="Goal difference">GD</abbr>
            </th>
            <th scope="col">
              <abbr title="Points">Pts</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t, i) => (
            <tr key={t._id}>
              <td>{i + 1}</td>
              <td className="standings-table__team">
                <Link to={`/teams/${t._id}`} className="standings-table__teamcell">
                  <TeamLogo src={t.logo} name={t.name} size={24} />
                  {t.name}
                </Link>
                <RowNotes rows={rows} index={i} />
              </td>
              <td>{t.groupStageGamesPlayed}</td>
              <td>{t.groupStageGoalsScored}</td>
              <td>{t.groupStageGoalsConceided}</td>
              <td>{t.groupStageWins}</td>
              <td>{t.groupStageDraws}</td>
              <td>{t.groupStageLosses}</td>
              <td>{signed(t.goalDifference)}</td>
              <td className="standings-table__pts">{t.groupStagePts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
