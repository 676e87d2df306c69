import type { FairPlayEntry, RankingEntry } from '@pitchside/shared';
import { FairPlayTable } from './fair-play-table';
import { TeamLogo } from '../team/team-logo';
import { PageLoading } from '../states';
import { NETWORK_STATUS } from '../../data/api';
import { EmptyText, LoadFailed } from './page-state';
import { TabPanel, Tabs } from '../tabs';
import { useT } from '../../i18n';
import './rankings-tab.css';
import { Name } from '../name';

export type RankingKey = 'goals' | 'wins' | 'fairPlay';

const ITEMS = [
  { key: 'goals' as const, label: 'event.rankings.topScorers' },
  { key: 'wins' as const, label: 'event.rankings.bestTeams' },
  // In the later texts, which the event page loads with this tab.
  { key: 'fairPlay' as const, label: 'match.fairPlay.tab' },
];

interface Props {
  // `fairPlay` is absent from an answer saved on the device before the table existed.
  rankings: { goals: RankingEntry[]; wins: RankingEntry[]; fairPlay?: FairPlayEntry[] } | undefined;
  loading: boolean;
  error: { status: number; message: string; code?: string } | null;
  refreshing: boolean;
  /** The list asked for (the page's `rank` parameter): none, or one the tab does not have, is the top scorers. */
  selected: string | null;
  onSelect: (key: RankingKey) => void;
  onRefresh: () => void;
}

export function RankingsTab({ rankings, loading, error, refreshing, selected: asked, onSelect, onRefresh }: Props) {
  const selected: RankingKey = ITEMS.find((i) => i.key === asked)?.key ?? 'goals';
  // Failures to load rankings show as empty lists (spec section 7).
  const list = selected === 'fairPlay' ? [] : (rankings?.[selected] ?? []);
  const t = useT();
  return (
    <section className="rankings-tab" aria-labelledby="rankings-title">
      <div className="rankings-tab__head">
        <h2 id="rankings-title" className="tab-heading">
          {t('event.rankings.title')}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? t('event.rankings.refreshing') : t('event.rankings.refresh')}
        </button>
      </div>
      <Tabs
        idBase="rankings"
        label={t('event.rankings.lists')}
        variant="sub"
        items={ITEMS.map((i) => ({ key: i.key, label: t(i.label) }))}
        selected={selected}
        onSelect={onSelect}
      />
      <TabPanel idBase="rankings" selected={selected}>
        {!rankings && loading ? (
          <PageLoading text={t('event.rankings.loading')} />
        ) : !rankings && error?.status === NETWORK_STATUS ? (
          <LoadFailed error={error} title={t('event.noData')} />
        ) : selected === 'fairPlay' ? (
          <FairPlayTable rows={rankings?.fairPlay ?? []} />
        ) : list.length === 0 ? (
          <EmptyText>{t('event.noData')}</EmptyText>
        ) : (
          <ol className="ranking-list">
            {list.map((r) => (
              <li key={r._id} className="ranking-row">
                <span className={`ranking-row__rank${r.rank <= 3 ? ` ranking-row__rank--${r.rank}` : ''}`}>{r.rank}</span>
                <TeamLogo
                  src={r.avatar ?? r.portrait ?? r.logo}
                  name={r.name}
                  size={40}
                  kind={selected === 'goals' ? 'portrait' : 'logo'}
                />
                <span className="ranking-row__who">
                  <Name className="ranking-row__name">{r.name}</Name>
                  {selected === 'goals' && r.team ? (
                    <span className="ranking-row__team">
                      <TeamLogo src={r.teamLogo} name={r.team} size={16} />
                      <Name>{r.team}</Name>
                    </span>
                  ) : r.location ? (
                    <Name className="ranking-row__team">{r.location}</Name>
                  ) : null}
                </span>
                <span className="ranking-row__value">
                  {r.value}
                  <small>{t(selected === 'goals' ? 'event.rankings.goals' : 'event.rankings.wins', { n: r.value })}</small>
                </span>
              </li>
            ))}
          </ol>
        )}
      </TabPanel>
    </section>
  );
}
