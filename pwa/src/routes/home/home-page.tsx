import { HOME_COUNTER_TARGETS, type StatsCountsResponse } from '@pitchside/shared';
import { useEffect } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { Link } from 'react-router';
import { FEATURED_EVENT_SLUG, useEventSeries } from '../../data/events';
import { prefetch, useApi } from '../../data/use-api';
import { useCountUp } from './count-up';
import './home.css';

type CountKey = keyof typeof HOME_COUNTER_TARGETS;

const IMPACT: { key: CountKey; label: string; icon: IconName }[] = [
  { key: 'futsalGames', label: 'Futsal Games', icon: 'ball' },
  { key: 'goalsScored', label: 'Goals Scored', icon: 'goal' },
  { key: 'streetGames', label: 'Street Games', icon: 'city' },
  { key: 'players', label: 'Total Players', icon: 'person' },
  { key: 'tournaments', label: 'Tournaments', icon: 'trophy' },
  { key: 'teams', label: 'Teams', icon: 'shield' },
];

const FEATURES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Lebanon-Wide Coverage',
    text: 'Futsal and street football tournaments from Beirut to the Bekaa, the North and the South, in one place.',
    icon: 'pin',
  },
  { title: 'Live Updates', text: 'Scores, scorers and standings update as the games are played, right at the pitch.', icon: 'bolt' },
  { title: 'Fair Play', text: 'Clear rules, transparent standings and recorded results for every team and player.', icon: 'check' },
  { title: 'Community', text: 'Players, coaches, parents and fans following the game they love together.', icon: 'people' },
];

function ImpactCard({ label, icon, target }: { label: string; icon: IconName; target: number | null }) {
  const value = useCountUp(target);
  return (
    <li className="impact-card">
      <Icon name={icon} size={28} className="impact-icon" />
      <span className="impact-value" aria-hidden="true">
        {value.toLocaleString('en-US')}+
      </span>
      {target !== null && <span className="visually-hidden">{target.toLocaleString('en-US')}+</span>}
      <span className="impact-label">{label}</span>
    </li>
  );
}

export default function HomePage() {
  const stats = useApi<StatsCountsResponse>('/api/stats/counts');
  const { series } = useEventSeries();
  const newest = series[0];

  // The spec's targets stand in only on a device that has never loaded the real numbers.
  const counts = stats.data?.counts ?? (stats.error ? HOME_COUNTER_TARGETS : null);

  // Fans usually open the featured tournament (and the newest) next; having them on the device makes
  // them open offline.
  useEffect(() => {
    void prefetch(`/api/events/slug/${FEATURED_EVENT_SLUG}`);
    if (newest && newest.slug !== FEATURED_EVENT_SLUG) void prefetch(`/api/events/slug/${encodeURIComponent(newest.slug)}`);
  }, [newest]);

  return (
    <div className="home">
      <section className="hero">
        <img src="/icons/icon-512.png" alt="Pitchside logo" className="hero-logo" width="128" height="128" />
        <h1>Pitchside</h1>
        <p>Amateur futsal and street football tournaments across Lebanon: fixtures, live scores, standings and leaderboards.</p>
      </section>

      <section className="page impact" aria-labelledby="impact-title">
        <h2 id="impact-title" className="section-title">
          OUR IMPACT
        </h2>
        <ul className="impact-grid">
          {IMPACT.map((c) => (
            <ImpactCard key={c.key} label={c.label} icon={c.icon} target={counts ? counts[c.key] : null} />
          ))}
        </ul>
      </section>

      <section className="ready" aria-labelledby="ready-title">
        <div className="page">
          <h2 id="ready-title">Ready to Play?</h2>
          <p>Find your tournament, follow the fixtures and track every goal.</p>
          <Link to={`/events/${FEATURED_EVENT_SLUG}`} className="btn btn-gold">
            Explore Events
          </Link>
        </div>
      </section>

      <section className="page features" aria-label="Why Pitchside">
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="card feature-card">
              <Icon name={f.icon} size={32} className="feature-icon" />
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
