import { GOLD_PRICING, memberId, type MembershipStatusResponse } from '@pitchside/shared';
import { useState } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { useSession } from '../../app/session';
import { LoginPrompt } from '../../components/login-prompt';
import { PageLoading } from '../../components/states';
import { useApi } from '../../data/use-api';
import { useT } from '../../i18n';
import { RedeemDialog } from './redeem-dialog';
import './loyalty.css';
import { useDocumentTitle } from '../../app/use-title';

const BENEFITS: { title: string; text: string; icon: IconName }[] = [
  { title: 'loyalty.benefit.support.title', text: 'loyalty.benefit.support.text', icon: 'headset' },
  { title: 'loyalty.benefit.deals.title', text: 'loyalty.benefit.deals.text', icon: 'tag' },
  { title: 'loyalty.benefit.early.title', text: 'loyalty.benefit.early.text', icon: 'clock' },
  { title: 'loyalty.benefit.warranty.title', text: 'loyalty.benefit.warranty.text', icon: 'shield' },
];

const PLAN_KEYS: Record<(typeof GOLD_PRICING)[number]['id'], string> = {
  '1month': 'loyalty.plan.1month',
  '6months': 'loyalty.plan.6months',
  '1year': 'loyalty.plan.1year',
};

const PARTNERS = [
  { name: 'Cedar Sports Store', discount: 20 },
  { name: 'Hamra Fitness Club', discount: 15 },
  { name: 'Goal Kit Lebanon', discount: 20 },
  { name: 'Byblos Juice Bar', discount: 10 },
];

function GoldCard({ name, id }: { name: string; id: string }) {
  const t = useT();
  return (
    <section className="gold-active" aria-labelledby="gold-title">
      <h1 id="gold-title" className="page-title">
        {t('loyalty.gold.title')}
      </h1>
      <div className="member-card" role="group" aria-label={t('loyalty.gold.cardLabel')}>
        <div className="member-card-top">
          <span className="member-card-brand">Pitchside</span>
          <span className="member-card-tier">{t('loyalty.gold.tier')}</span>
        </div>
        <dl>
          <div>
            <dt>{t('loyalty.gold.member')}</dt>
            <dd className="member-card-name">{name}</dd>
          </div>
          <div className="member-card-row">
            <div>
              <dt>{t('loyalty.gold.memberId')}</dt>
              <dd className="member-card-id" dir="ltr">
                {memberId(id)}
              </dd>
            </div>
            <div>
              <dt>{t('loyalty.gold.status')}</dt>
              <dd>{t('loyalty.gold.active')}</dd>
            </div>
          </div>
        </dl>
        <p className="member-card-footer">{t('loyalty.gold.footer')}</p>
      </div>
    </section>
  );
}

function Upgrade({ onUpgrade }: { onUpgrade: () => void }) {
  const t = useT();
  return (
    <>
      <header className="loyalty-intro">
        <h1 className="page-title">{t('loyalty.title')}</h1>
        <p>{t('loyalty.intro')}</p>
      </header>

      <ul className="pricing">
        {GOLD_PRICING.map((p) => (
          <li key={p.id} className={`card price-card ${p.id === '1year' ? 'is-best' : ''}`}>
            {p.id === '1year' && <span className="price-badge">{t('loyalty.bestValue')}</span>}
            <h2>{t(PLAN_KEYS[p.id])}</h2>
            <p className="price">
              <span className="price-now">${p.price}</span>
              {p.id === '1month' && <span className="price-unit">{t('loyalty.perMonth')}</span>}
              {p.was !== null && (
                <s className="price-was" aria-label={t('loyalty.was', { price: p.was })}>
                  ${p.was}
                </s>
              )}
            </p>
            <button
              type="button"
              className="btn btn-gold btn-block"
              onClick={onUpgrade}
              aria-label={t('loyalty.upgradeLabel', { plan: t(PLAN_KEYS[p.id]) })}
            >
              {t('loyalty.upgrade')}
            </button>
          </li>
        ))}
      </ul>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="loyalty-subtitle">
          {t('loyalty.benefits')}
        </h2>
        <ul className="benefits">
          {BENEFITS.map((b) => (
            <li key={b.title} className="card benefit">
              <Icon name={b.icon} size={28} className="benefit-icon" />
              <h3>{t(b.title)}</h3>
              <p>{t(b.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partners-title">
        <h2 id="partners-title" className="loyalty-subtitle">
          {t('loyalty.partners')}
        </h2>
        <ul className="partners">
          {PARTNERS.map((p) => (
            <li key={p.name} className="card partner">
              <strong>{p.name}</strong>
              <span className="partner-discount">{t('loyalty.partnerDiscount', { discount: p.discount })}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default function LoyaltyPage() {
  const { user } = useSession();
  const t = useT();
  useDocumentTitle([t('loyalty.gold.title')]);
  const [redeeming, setRedeeming] = useState(false);
  const status = useApi<MembershipStatusResponse>(user ? `/api/membership/status/${user.id}` : null);

  if (!user) return <LoginPrompt text={t('loyalty.loginPrompt')} />;
  // The status call decides; if it cannot be loaded the stored user's flag does (spec: failure means not Gold).
  if (status.loading && !user.isGold) return <PageLoading text={t('loyalty.loading')} />;
  const isGold = status.data ? status.data.isGold : user.isGold;

  return (
    <div className="page loyalty">
      {isGold ? <GoldCard name={user.fullName} id={user.id} /> : <Upgrade onUpgrade={() => setRedeeming(true)} />}
      {redeeming && <RedeemDialog onClose={() => setRedeeming(false)} />}
    </div>
  );
}
