import { type ContactPrivacy } from '@pitchside/shared';
import { useState } from 'react';
import { apiRequest } from '../../data/api';
import { formatError, useT } from '../../i18n';

/**
 * Who sees the Instagram username, on the player's own profile (and for an admin on theirs): an
 * adult chooses, a minor's is never shown publicly (shared/src/privacy/contact.ts).
 */
export function ContactPrivacyPanel({
  userId,
  privacy,
  hasHandle,
  own,
  onChanged,
}: {
  userId: string;
  privacy: ContactPrivacy;
  hasHandle: boolean;
  /** The member's own profile; otherwise an admin sets it for the player. */
  own: boolean;
  onChanged?: () => void;
}) {
  const t = useT();
  const [shown, setShown] = useState(privacy.showInstagram);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (showInstagram: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest(`/api/users/${encodeURIComponent(userId)}/contact-visibility`, {
        method: 'PUT',
        body: { showInstagram },
      });
      setShown(res.data?.contactPrivacy.showInstagram ?? showInstagram);
      onChanged?.();
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  if (!privacy.adult) {
    return (
      <p className="muted contact-privacy" data-testid="contact-privacy">
        {t('profile.contactMinor')}
      </p>
    );
  }
  return (
    <div className="contact-privacy" data-testid="contact-privacy">
      <label className="contact-toggle">
        <input type="checkbox" checked={shown} disabled={busy} onChange={(e) => void save(e.target.checked)} />
        <span>{t(own ? 'profile.showInstagram' : 'profile.showPlayerInstagram')}</span>
      </label>
      <p className="muted" role="status">
        {!hasHandle ? t('profile.contactNoHandle') : shown ? t('profile.contactShown') : t('profile.contactHidden')}
      </p>
      {error && (
        <p className="form-message" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
