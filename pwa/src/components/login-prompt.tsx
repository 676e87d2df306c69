import { useAuthDialogs } from '../app/auth-dialogs';
import { useT } from '../i18n';

/** For member pages opened by a visitor: say why, and offer the login popup in place. */
export function LoginPrompt({ text }: { text: string }) {
  const { openLogin } = useAuthDialogs();
  const t = useT();
  return (
    <section className="page narrow">
      <div className="card login-prompt">
        <p>{text}</p>
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          {t('common.logIn')}
        </button>
      </div>
    </section>
  );
}
