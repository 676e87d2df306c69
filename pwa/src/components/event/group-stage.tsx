import { useEffect, useRef } from 'react';
import { Link } from '../link';
import type { GroupStanding, StandingTeam } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { RowNotes } from './final-ranking';
import { cardName, neighbourIndex, padRows, signed } from './group-table';
import { EmptyText } from './page-state';
import { roundText, useT } from '../../i18n';
import './group-stage.css';
import { Name } from '../name';

interface Props {
  groups: readonly GroupStanding[];
  /** The group whose detailed table is open, or null for the cards. */
  openGroupId: string | null;
  onOpen: (groupId: string | null) => void;
}

export function GroupStage({ groups, openGroupId, onOpen }: Props) {
  const t = useT();
  // Back from a group's table: focus returns to that group's card, not to the page's body.
  const lastOpen = useRef(openGroupId);
  useEffect(() => {
    if (openGroupId === null && lastOpen.current !== null) {
      document.querySelector<HTMLElement>(`[data-group-open="${CSS.escape(lastOpen.current)}"]`)?.focus();
    }
    lastOpen.current = openGroupId;
  }, [openGroupId]);
  if (groups.length === 0) return <EmptyText>{t('event.noGroups')}</EmptyText>;
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
  const t = useT();
  const name = roundText(group.groupName);
  return (
    // The whole card opens on a tap; the heading button is the keyboard and screen-reader way in.
    <article className="group-card" onClick={onOpen}>
      <h3 className="group-card__title">
        <button
          type="button"
          className="group-card__open"
          data-group-open={group._id}
          onClick={(e) => (e.stopPropagation(), onOpen())}
          aria-label={t('event.group.open', { group: name })}
        >
          {name}
          <span aria-hidden="true"> ›</span>
        </button>
      </h3>
      <table className="standings-table standings-table--card">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="standings-table__team">
              {t('event.col.team')}
            </th>
            <th scope="col">{t('event.col.gd')}</th>
            <th scope="col">{t('event.col.pts')}</th>
          </tr>
        </thead>
        <tbody>
          {padRows(group.teams).map((row, i) =>
            row ? (
              <tr key={row._id}>
                <td>{i + 1}</td>
                <td className="standings-table__team">
                  <span className="standings-table__teamcell" title={row.name}>
                    <TeamLogo src={row.logo} name={row.name} size={22} />
                    <Name>{cardName(row.name)}</Name>
                  </span>
                </td>
                <td dir="ltr">{signed(row.goalDifference)}</td>
                <td className="standings-table__pts">{row.groupStagePts}</td>
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
  const t = useT();
  const name = roundText(group.groupName);
  // The table replaces the card that had focus: its heading takes focus, so the reader is told where they are.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="group-detail" aria-labelledby="group-detail-title">
      <div className="group-detail__bar">
        <button type="button" className="btn btn-ghost btn-sm group-detail__back" onClick={() => onOpen(null)}>
          {t('event.group.back')}
        </button>
      </div>
      <h3 id="group-detail-title" className="group-detail__title" ref={heading} tabIndex={-1}>
        {name}
      </h3>
      <FullTable rows={group.teams} caption={t('event.group.caption', { group: name })} />
      <div className="group-detail__nav">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(prev._id)}>
          {t('event.group.prev')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(next._id)}>
          {t('event.group.next')}
        </button>
      </div>
    </section>
  );
}

/** The detailed table (GP, GF, GA, W, D, L, GD, Pts), also used for League age groups. */
export function FullTable({ rows, caption }: { rows: readonly StandingTeam[]; caption: string }) {
  const t = useT();
  return (
    <div className="table-scroll">
      <table className="standings-table standings-table--full">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="standings-table__team">
              {t('event.col.team')}
            </th>
            <th scope="col">
              <abbr title={t('event.col.gpTitle')}>{t('event.col.gp')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.gfTitle')}>{t('event.col.gf')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.gaTitle')}>{t('event.col.ga')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.wTitle')}>{t('event.col.w')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.dTitle')}>{t('event.col.d')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.lTitle')}>{t('event.col.l')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.gdTitle')}>{t('event.col.gd')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('event.col.ptsTitle')}>{t('event.col.pts')}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row._id}>
              <td>{i + 1}</td>
              <td className="standings-table__team">
                <Link to={`/teams/${row._id}`} className="standings-table__teamcell">
                  <TeamLogo src={row.logo} name={row.name} size={24} />
                  <Name>{row.name}</Name>
                </Link>
                <RowNotes rows={rows} index={i} />
              </td>
              <td>{row.groupStageGamesPlayed}</td>
              <td>{row.groupStageGoalsScored}</td>
              <td>{row.groupStageGoalsConceided}</td>
              <td>{row.groupStageWins}</td>
              <td>{row.groupStageDraws}</td>
              <td>{row.groupStageLosses}</td>
              <td dir="ltr">{signed(row.goalDifference)}</td>
              <td className="standings-table__pts">{row.groupStagePts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
