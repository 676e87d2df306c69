import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../i18n';

/** Shown when a page fails to render or its code cannot be loaded (typically offline, new version). */
export function RouteError() {
  const err = useRouteError();
  const t = useT();
  const chunkFailed =
    err instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(err.message);
  return (
    <main className="page narrow">
      <h1>{isRouteErrorResponse(err) && err.status === 404 ? t('shell.error.pageNotFound') : t('shell.error.somethingWrong')}</h1>
      <p>{chunkFailed ? t('shell.error.chunk') : t('shell.error.cannotShow')}</p>
      <p className="actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <Link to="/" className="btn btn-ghost" reloadDocument>
          {t('common.home')}
        </Link>
      </p>
    </main>
  );
}
