import type { AdminRequest } from '@pitchside/shared';
import { Name } from '../../components/name';
import { roleLabelKey, useFormat, useT } from '../../i18n';
import { FIELD_LABELS } from './labels';

const PHOTOS = ['portraitImage', 'idFrontPicture', 'idBackPicture'] as const;

/** One pending request: the applicant, their details, the photos (tap to enlarge) and the two actions. */
export function RequestCard({
  request: r,
  busy,
  onEnlarge,
  onApprove,
  onDecline,
}: {
  request: AdminRequest;
  busy: boolean;
  onEnlarge: (src: string, label: string) => void;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const t = useT();
  const fmt = useFormat();
  const shirts = [r.primaryShirtNumber, r.secondaryShirtNumber].filter((n): n is number => n !== null);
  return (
    <article className="card request-card" aria-label={r.userId.fullName}>
      <header className="request-card__head">
        <h2>
          <Name>{r.userId.fullName}</Name>
        </h2>
        <small className="muted">{fmt.relative(r.createdAt)}</small>
      </header>
      <dl className="request-card__facts">
        <div>
          <dt>{t('admin-requests.role')}</dt>
          <dd>{t(roleLabelKey(r.userId.userRole))}</dd>
        </div>
        <div>
          <dt>{t('admin-requests.email')}</dt>
          <dd>{r.userId.email ? <Name ltr>{r.userId.email}</Name> : '—'}</dd>
        </div>
        <div>
          <dt>{t('admin-requests.phone')}</dt>
          <dd>{r.userId.phoneNumber ? <Name ltr>{r.userId.phoneNumber}</Name> : '—'}</dd>
        </div>
        <div>
          <dt>{t(FIELD_LABELS.dateOfBirth)}</dt>
          <dd>{fmt.date(`${r.dateOfBirth}T12:00:00Z`)}</dd>
        </div>
        <div>
          <dt>{t(FIELD_LABELS.instagramUsername)}</dt>
          <dd>{r.instagramUsername ? <Name ltr>@{r.instagramUsername}</Name> : '—'}</dd>
        </div>
        {shirts.length > 0 ? (
          <div>
            <dt>{t('admin-requests.shirts')}</dt>
            <dd>{shirts.join(' / ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('admin-requests.type')}</dt>
          <dd>{t(r.registrationType === 'old' ? 'admin-requests.type.old' : 'admin-requests.type.new')}</dd>
        </div>
        {r.selectedOldPlayerId ? (
          <div>
            <dt>{t('admin-requests.oldProfile')}</dt>
            <dd>
              <Name>{r.selectedOldPlayerId.fullName}</Name>
              {r.selectedOldPlayerId.team.length > 0 ? (
                <small>
                  {' · '}
                  <Name>{r.selectedOldPlayerId.team.map((x) => x.name).join(', ')}</Name>
                </small>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="request-card__photos">
        {PHOTOS.map((f) => {
          const src = r[f];
          const label = t(FIELD_LABELS[f]);
          return src ? (
            <button
              key={f}
              type="button"
              className="request-photo"
              onClick={() => onEnlarge(src, label)}
              aria-label={t('admin-requests.enlarge', { label })}
            >
              <img src={src} alt={label} loading="lazy" />
              <span>{label}</span>
            </button>
          ) : (
            <span key={f} className="request-photo is-missing">
              {label}: —
            </span>
          );
        })}
      </div>
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onApprove}>
          {t('admin-requests.approve')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onDecline}>
          {t('admin-requests.decline')}
        </button>
      </div>
    </article>
  );
}
