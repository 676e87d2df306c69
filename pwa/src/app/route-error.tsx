import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to render or its code cannot be loaded (typically offline, new version). */
export function RouteError() {
  const err = useRouteError();
  const chunkFailed =
    err instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(err.message);
  return (
    <main className="page narrow">
      <h1>{isRouteErrorResponse(err) && err.status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {chunkFailed
          ? "This part of the app isn't on your device yet. Connect to the internet and try again."
          : 'Sorry, this page could not be shown.'}
      </p>
      <p className="actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-ghost" reloadDocument>
          Home
        </Link>
      </p>
    </main>
  );
}
