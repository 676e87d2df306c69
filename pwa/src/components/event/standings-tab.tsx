import { useMemo } from 'react';
import type { EventPageResponse, PublicGame } from '@pitchside/shared';
import { FullTable, GroupStage } from './group-stage';
import { recomputeGroups } from './group-table';
import { FinalRanking } from './final-ranking';
import { KnockoutBracket } from './knockout-bracket';
import { EmptyText } from './page-state';
import { TabPanel, Tabs } from '../tabs';
import { useT } from '../../i18n';

export type StageKey = 'group' | 'knockout';

interface Props {
  slug: string;
  page: EventPageResponse;
  /** The event's games as held on the device; tables are rebuilt from them when present. */
  games: readonly PublicGame[] | undefined;
  stage: StageKey | null;
  onStage: (stage: StageKey) => void;
  openGroupId: string | null;
  onOpenGroup: (groupId: string | null) => void;
}

export function StandingsTab({ slug, page, games, stage, onStage, openGroupId, onOpenGroup }: Props) {
  const t = useT();
  const stageType = page.activeAgeGroup?.stageType ?? page.event.stageType;
  const serverGroups = page.activeGroupStage?.groups;
  const ag = page.activeAgeGroup;
  const rules = useMemo(
    () => ({
      tiebreakers: ag?.tiebreakers ?? page.tiebreakers,
      pointsAdjustments: ag?.pointsAdjustments ?? page.pointsAdjustments,
      drawingOfLots: ag?.drawingOfLots,
    }),
    [ag, page.tiebreakers, page.pointsAdjustments],
  );
  // The server's tables are right when fetched; rebuilding them from the games on the device lets a
  // result recorded since then show at once, and offline keeps showing the last known tables.
  const groups = useMemo(
    () => (serverGroups && games ? recomputeGroups(serverGroups, games, { rules }) : (serverGroups ?? [])),
    [serverGroups, games, rules],
  );
  const league = useMemo(() => {
    const rows = page.leagueTable;
    if (!rows) return null;
    if (!games) return rows;
    return recomputeGroups([{ _id: 'league', groupName: 'League', teams: rows }], games, { league: true, rules })[0]!.teams;
  }, [page.leagueTable, games, rules]);
  const ranking = page.customRanking && page.customRanking.length > 0 ? <FinalRanking rows={page.customRanking} /> : null;

  if (stageType === 'League' || (league && groups.length === 0 && !page.activeKnockoutStage)) {
    if (!league || league.length === 0) return ranking ?? <EmptyText>{t('event.noData')}</EmptyText>;
    return (
      <section aria-labelledby="league-title">
        {ranking}
        <h2 id="league-title" className="tab-heading">
          {t('event.leagueTable')}
        </h2>
        <FullTable rows={league} caption={t('event.leagueCaption')} />
      </section>
    );
  }

  const hasGroups = groups.length > 0;
  const knockout = page.activeKnockoutStage;
  const hasKnockout = knockout !== null && knockout.bracket.rounds.length > 0;
  if (!hasGroups && !hasKnockout) return ranking ?? <EmptyText>{t('event.noGroups')}</EmptyText>;

  const items = [
    ...(hasGroups ? [{ key: 'group' as const, label: t('event.stage.group') }] : []),
    ...(hasKnockout ? [{ key: 'knockout' as const, label: t('event.stage.knockout') }] : []),
  ];
  const current: StageKey = items.some((i) => i.key === stage) ? stage! : items[0]!.key;
  return (
    <div className="standings-tab">
      {ranking}
      <Tabs idBase="stage" label={t('event.stage')} variant="sub" items={items} selected={current} onSelect={onStage} />
      <TabPanel idBase="stage" selected={current}>
        {current === 'group' ? (
          <GroupStage groups={groups} openGroupId={openGroupId} onOpen={onOpenGroup} />
        ) : (
          <KnockoutBracket slug={slug} bracket={knockout!.bracket} plannedTeams={ag?.knockoutTeams} />
        )}
      </TabPanel>
    </div>
  );
}
