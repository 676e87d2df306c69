import { type LeaderboardEntry, type LeaderboardResponse } from '@pitchside/shared';
import { useState } from 'react';
import { Link } from '../../components/link';
import { useSession } from '../../app/session';
import { Icon } from '../../components/icon';
import { Avatar } from '../../components/profile/avatar';
import { ErrorState, PageLoading } from '../../components/states';
import { TabPanel, Tabs, useTabIds } from '../../components/tabs';
import { NETWORK_STATUS } from '../../data/api';
import { useApi } from '../../data/use-api';
import { apiText, useFormat, useT } from '../../i18n';
import './rankings.css';
import { Name } from '../../components/name';
import { useDocumentTitle } from '../../app/use-title';

type ListKey = keyof LeaderboardResponse['rankings'];

const TABS: { key: ListKey; label: string; unit: string }[] = [
  { key: 'goals', label: 'rankings.tab.goals', unit: 'rankings.unit.goals' },
  { key: 'assists', label: 'rankings.tab.assists', unit: 'rankings.unit.assists' },
  { key: 'wins', label: 'rankings.tab.wins', unit: 'rankings.unit.wins' },
  { key: 'goalkeeperSaves', label: 'rankings.tab.saves', unit: 'rankings.unit.saves' },
];

const HIDDEN_ROWS = 5;

function Row({ entry }: { entry: LeaderboardEntry }) {
  const format = useFormat();
  return (
    <li className={`rank-row rank-${entry.rank <= 3 ? entry.rank : 'other'}`}>
      <span className="rank-pos">{entry.rank}</span>
      <Avatar src={entry.avatar} name={entry.logo || entry.name} size={40} />
      <span className="rank-name">
        <Name as="strong">{entry.logo || entry.name}</Name>
        {entry.team && entry.team !== (entry.logo || entry.name) && <Name as="small">{entry.team}</Name>}
      </span>
      <span className="rank-value">{format.number(entry.value)}</span>
    </li>
  );
}

function LockedRest() {
  const t = useT();
  return (
    <div className="rank-locked">
      {/* Placeholder rows only: the server never sent the hidden entries. */}
      <ul className="rank-list rank-blurred" aria-hidden="true">
        {Array.from({ length: HIDDEN_ROWS }, (_, i) => (
          <li key={i} className="rank-row">
            <span className="rank-pos">{i + 4}</span>
            <span className="avatar avatar-initials" style={{ width: 40, height: 40 }} />
            <span className="rank-name">
              <strong>{t('rankings.locked.name')}</strong>
              <small>{t('rankings.locked.team')}</small>
            </span>
            <span className="rank-value">00</span>
          </li>
        ))}
      </ul>
      <div className="rank-lock">
        <Icon name="lock" size={36} className="rank-lock-icon" />
        <p>{t('rankings.locked.text')}</p>
        <div className="actions">
          <Link to="/loyalty-card" className="btn btn-gold">
            {t('rankings.locked.subscribe')}
          </Link>
          <Link to="/loyalty-card" className="btn btn-primary">
            {t('rankings.locked.upgrade')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export default function RankingsPage() {
  const { user } = useSession();
  const t = useT();
  useDocumentTitle([t('rankings.title')]);
  const [tab, setTab] = useState<ListKey>('goals');
  const [refreshing, setRefreshing] = useState(false);
  const idBase = useTabIds();
  // Who is asking changes the answer (Gold sees everything), so a login or an upgrade fetches again.
  const res = useApi<LeaderboardResponse>('/api/rankings', { refreshKey: `${user?.id ?? ''}:${user?.isGold ?? false}` });
  const current = TABS.find((t) => t.key === tab)!;
  const rows = res.data?.rankings[tab] ?? [];
  const locked = res.data?.locked ?? false;

  async function refresh() {
    setRefreshing(true);
    await res.refresh();
    setRefreshing(false);
  }

  return (
    <section className="page rankings">
      <div className="rankings-head">
        <h1 className="page-title">{t('rankings.title')}</h1>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void refresh()} disabled={refreshing}>
          <Icon name="refresh" size={18} /> {refreshing ? t('rankings.refreshing') : t('rankings.refresh')}
        </button>
      </div>

      {locked && (
        <p className="gold-banner" role="note">
          <Icon name="star" size={20} /> {apiText('goldRequired')}
        </p>
      )}

      <Tabs
        items={TABS.map((tb) => ({ key: tb.key, label: t(tb.label) }))}
        selected={tab}
        onSelect={setTab}
        label={t('rankings.title')}
        idBase={idBase}
      />
      <TabPanel idBase={idBase} selected={tab}>
        {res.data ? (
          rows.length === 0 ? (
            <p className="state state-empty">{t('rankings.noData')}</p>
          ) : (
            <div className="card rank-card">
              <div className="rank-header" aria-hidden="true">
                <span>#</span>
                <span>{tab === 'wins' ? t('rankings.col.team') : t('rankings.col.player')}</span>
                <span>{t(current.unit)}</span>
              </div>
              <ol className="rank-list" aria-label={t(current.label)}>
                {rows.map((r) => (
                  <Row key={r._id} entry={r} />
                ))}
              </ol>
              {locked && <LockedRest />}
            </div>
          )
        ) : res.error?.status === NETWORK_STATUS ? (
          <ErrorState error={res.error} onRetry={() => void refresh()} />
        ) : res.error ? (
          // The spec treats a failed rankings load as empty lists.
          <p className="state state-empty">{t('rankings.noData')}</p>
        ) : (
          <PageLoading text={t('rankings.loading')} />
        )}
      </TabPanel>
    </section>
  );
}
