import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@pitchside/shared';
import { useSession } from '../../app/session';
import { rolesOf } from '../../app/staff-roles';
import { useDocumentTitle } from '../../app/use-title';
import { InputField } from '../../components/field';
import { FormMessage } from '../../components/message';
import { useSubmit } from '../../components/use-submit';
import { apiPost } from '../../data/api';
import { apiText, useT } from '../../i18n';

/** Where the Games Manager reads the event it last showed (games-manager-page.tsx). */
const GAMES_EVENT_KEY = 'admin.games.event';
const NAME_MAX = 60;

/** The edition a volunteer scores: the role that came from a link, else any scorer role. */
export function scoringEdition(user: SessionUser): string | null {
  const roles = rolesOf(user).filter((r) => r.role === 'scorer' && r.editionId);
  return (roles.find((r) => r.viaLink) ?? roles[0])?.editionId ?? null;
}

/**
 * /score-link#<token>, the page a score-entry link (or its printed QR code) opens: the volunteer gives a
 * name for the trail of who recorded what, is signed in as a scorer of the link's games for its time
 * window, and lands in the Games Manager on that event, which lists only the games they may score.
 */
export default function ScoreLinkPage() {
  const t = useT();
  useDocumentTitle([t('admin-staff.landing.title')]);
  // The token rides after '#': browsers never send that part, so it stays out of server and proxy logs.
  const token = useLocation().hash.replace(/^#/, '');
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const submit = useSubmit(
    { name },
    {
      send: () => apiPost('/api/auth/score-link', { token, name: name.trim() }),
      onSuccess: (res) => {
        const edition = scoringEdition(res.user);
        try {
          if (edition) localStorage.setItem(GAMES_EVENT_KEY, edition);
        } catch {
          // No storage: the Games Manager opens on its first event, the volunteer's own.
        }
        setUser(res.user);
        // Replacing the address keeps the link's secret out of the back button's history.
        void navigate('/admin/games', { replace: true });
      },
    },
  );
  return (
    <section className="page narrow">
      <h1 className="page-title">{t('admin-staff.landing.title')}</h1>
      <div className="card">
        <p>{t('admin-staff.landing.intro')}</p>
        {!token && <FormMessage text={apiText('scoreLinkInvalid')} />}
        <form className="auth-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
          <InputField
            label={t('admin-staff.landing.name')}
            hint={t('admin-staff.landing.nameHint')}
            autoComplete="name"
            value={name}
            maxLength={NAME_MAX}
            required
            error={submit.errors.name}
            onChange={(e) => {
              setName(e.target.value);
              submit.clear('name');
            }}
          />
          <FormMessage text={submit.formError ?? ''} />
          <button type="submit" className="btn btn-primary" disabled={submit.busy || !name.trim() || !token}>
            {t('admin-staff.landing.start')}
          </button>
        </form>
      </div>
    </section>
  );
}
