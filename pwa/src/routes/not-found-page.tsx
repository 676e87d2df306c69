import { Link } from '../components/link';
import { useT } from '../i18n';
import { useDocumentTitle } from '../app/use-title';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle([t('shell.error.pageNotFound')]);
  return (
    <section className="page narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('shell.error.pageNotFound')}</h1>
      <p>{t('shell.notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('shell.notFound.back')}
      </Link>
    </section>
  );
}
