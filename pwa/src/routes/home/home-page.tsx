import { eventPagePath, HOME_COUNTER_TARGETS, STATS_COUNTS_PATH, type StatsCountsResponse } from '@pitchside/shared';
import { useEffect } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { Link } from '../../components/link';
import { FEATURED_EVENT_SLUG, useEventSeries } from '../../data/events';
import { prefetch, useApi } from '../../data/use-api';
import { useFormat, useT } from '../../i18n';
import { useCountUp } from './count-up';
import './home.css';
import { SITE_NAME, useDocumentTitle } from '../../app/use-title';

type CountKey = keyof typeof HOME_COUNTER_TARGETS;

const IMPACT: { key: CountKey; label: string; icon: IconName }[] = [
  { key: 'futsalGames', label: 'home.impact.futsalGames', icon: 'ball' },
  { key: 'goalsScored', label: 'home.impact.goalsScored', icon: 'goal' },
  { key: 'streetGames', label: 'home.impact.streetGames', icon: 'city' },
  { key: 'players', label: 'home.impact.players', icon: 'person' },
  { key: 'tournaments', label: 'home.impact.tournaments', icon: 'trophy' },
  { key: 'teams', label: 'home.impact.teams', icon: 'shield' },
];

const FEATURES: { title: string; text: string; icon: IconName }[] = [
  { title: 'home.feature.coverage.title', text: 'home.feature.coverage.text', icon: 'pin' },
  { title: 'home.feature.live.title', text: 'home.feature.live.text', icon: 'bolt' },
  { title: 'home.feature.fairPlay.title', text: 'home.feature.fairPlay.text', icon: 'check' },
  { title: 'home.feature.community.title', text: 'home.feature.community.text', icon: 'people' },
];

function ImpactCard({ label, icon, target }: { label: string; icon: IconName; target: number | null }) {
  const value = useCountUp(target);
  const format = useFormat();
  return (
    <li className="impact-card">
      <Icon name={icon} size={28} className="impact-icon" />
      <span className="impact-value" aria-hidden="true" dir="ltr">
        {format.number(value)}+
      </span>
      {target !== null && <span className="visually-hidden">{format.number(target)}+</span>}
      <span className="impact-label">{label}</span>
    </li>
  );
}

export default function HomePage() {
  const t = useT();
  useDocumentTitle([SITE_NAME, t('shell.footer.tagline')]);
  const stats = useApi<StatsCountsResponse>(STATS_COUNTS_PATH);
  const { series } = useEventSeries();
  const newest = series[0];
  // The schools tournament when this database has it (or before the list is known), else the
  // newest edition: on a database without the demo, the fixed slug is "Event not found".
  const explore = series.length === 0 || series.some((e) => e.slug === FEATURED_EVENT_SLUG) ? FEATURED_EVENT_SLUG : newest!.slug;

  // The spec's targets stand in only on a device that has never loaded the real numbers.
  const counts = stats.data?.counts ?? (stats.error ? HOME_COUNTER_TARGETS : null);

  // Fans usually open the featured tournament (and the newest) next; having them on the device makes
  // them open offline.
  useEffect(() => {
    void prefetch(eventPagePath(FEATURED_EVENT_SLUG));
    if (newest && newest.slug !== FEATURED_EVENT_SLUG) void prefetch(eventPagePath(newest.slug));
  }, [newest]);

  return (
    <div className="home">
      <section className="hero">
        <img src="/icons/icon-192.png" alt={t('home.logoAlt')} className="hero-logo" width="128" height="128" />
        <h1>Pitchside</h1>
        <p>{t('home.intro')}</p>
      </section>

      <section className="page impact" aria-labelledby="impact-title">
        <h2 id="impact-title" className="section-title">
          {t('home.impact.title')}
        </h2>
        <ul className="impact-grid">
          {IMPACT.map((c) => (
            <ImpactCard
              key={c.key}
              label={t(c.label, { n: counts ? counts[c.key] : 0 })}
              icon={c.icon}
              target={counts ? counts[c.key] : null}
            />
          ))}
        </ul>
      </section>

      <section className="ready" aria-labelledby="ready-title">
        <div className="page">
          <h2 id="ready-title">{t('home.ready.title')}</h2>
          <p>{t('home.ready.text')}</p>
          <Link to={`/events/${explore}`} className="btn btn-gold">
            {t('home.ready.cta')}
          </Link>
        </div>
      </section>

      <section className="page features" aria-label={t('home.features.label')}>
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="card feature-card">
              <Icon name={f.icon} size={32} className="feature-icon" />
              <h3>{t(f.title)}</h3>
              <p>{t(f.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
