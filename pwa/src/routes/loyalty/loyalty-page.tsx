import { GOLD_PRICING, memberId, type MembershipStatusResponse } from '@pitchside/shared';
import { useState } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { useSession } from '../../app/session';
import { LoginPrompt } from '../../components/login-prompt';
import { PageLoading } from '../../components/states';
import { useApi } from '../../data/use-api';
import { RedeemDialog } from './redeem-dialog';
import './loyalty.css';

const BENEFITS: { title: string; text: string; icon: IconName }[] = [
  { title: 'Priority Support', text: 'Your questions answered first by the tournament team.', icon: 'headset' },
  { title: 'Exclusive Deals', text: 'Member-only prices with our partner shops and cafés.', icon: 'tag' },
  { title: 'Early Access', text: 'Register for new tournaments before everyone else.', icon: 'clock' },
  { title: 'Extended Warranty', text: 'Longer cover on gear bought from partner stores.', icon: 'shield' },
];

const PARTNERS = [
  { name: 'Cedar Sports Store', discount: 20 },
  { name: 'Hamra Fitness Club', discount: 15 },
  { name: 'Goal Kit Lebanon', discount: 20 },
  { name: 'Byblos Juice Bar', discount: 10 },
];

function GoldCard({ name, id }: { name: string; id: string }) {
  return (
    <section className="gold-active" aria-labelledby="gold-title">
      <h1 id="gold-title" className="page-title">
        Gold Member Active
      </h1>
      <div className="member-card" role="group" aria-label="Digital loyalty card">
        <div className="member-card-top">
          <span className="member-card-brand">Pitchside</span>
          <span className="member-card-tier">GOLD</span>
        </div>
        <dl>
          <div>
            <dt>Member</dt>
            <dd className="member-card-name">{name}</dd>
          </div>
          <div className="member-card-row">
            <div>
              <dt>Member ID</dt>
              <dd className="member-card-id">{memberId(id)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>Active</dd>
            </div>
          </div>
        </dl>
        <p className="member-card-footer">Show this card for in-store discounts</p>
      </div>
    </section>
  );
}

function Upgrade({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <>
      <header className="loyalty-intro">
        <h1 className="page-title">Loyalty Card</h1>
        <p>Go Gold for full leaderboards, partner discounts and a digital membership card.</p>
      </header>

      <ul className="pricing">
        {GOLD_PRICING.map((p) => (
          <li key={p.id} className={`card price-card ${p.id === '1year' ? 'is-best' : ''}`}>
            {p.id === '1year' && <span className="price-badge">Best value</span>}
            <h2>{p.label}</h2>
            <p className="price">
              <span className="price-now">${p.price}</span>
              {p.id === '1month' && <span className="price-unit">per month</span>}
              {p.was !== null && (
                <s className="price-was" aria-label={`was $${p.was}`}>
                  ${p.was}
                </s>
              )}
            </p>
            <button type="button" className="btn btn-gold btn-block" onClick={onUpgrade} aria-label={`Upgrade: ${p.label}`}>
              Upgrade
            </button>
          </li>
        ))}
      </ul>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="loyalty-subtitle">
          Gold Benefits
        </h2>
        <ul className="benefits">
          {BENEFITS.map((b) => (
            <li key={b.title} className="card benefit">
              <Icon name={b.icon} size={28} className="benefit-icon" />
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partners-title">
        <h2 id="partners-title" className="loyalty-subtitle">
          Partner Discounts
        </h2>
        <ul className="partners">
          {PARTNERS.map((p) => (
            <li key={p.name} className="card partner">
              <strong>{p.name}</strong>
              <span className="partner-discount">{p.discount}% off everything</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default function LoyaltyPage() {
  const { user } = useSession();
  const [redeeming, setRedeeming] = useState(false);
  const status = useApi<MembershipStatusResponse>(user ? `/api/membership/status/${user.id}` : null);

  if (!user) return <LoginPrompt text="Please log in to view your loyalty card" />;
  // The status call decides; if it cannot be loaded the stored user's flag does (spec: failure means not Gold).
  if (status.loading && !user.isGold) return <PageLoading text="Loading membership…" />;
  const isGold = status.data ? status.data.isGold : user.isGold;

  return (
    <div className="page loyalty">
      {isGold ? <GoldCard name={user.fullName} id={user.id} /> : <Upgrade onUpgrade={() => setRedeeming(true)} />}
      {redeeming && <RedeemDialog onClose={() => setRedeeming(false)} />}
    </div>
  );
}
