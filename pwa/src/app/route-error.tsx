import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n';

/** Shown when a page fails to render or its code cannot be loaded (typically offline, new version). */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <main className="page narrow">
      <h1>{t('shell.error.somethingWrong')}</h1>
      <p>{chunkFailed ? t('shell.error.chunk') : t('shell.error.cannotShow')}</p>
      <p className="actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        {/* A full load: the app's code may be what failed. */}
        <a href="/" className="btn btn-ghost">
          {t('common.home')}
        </a>
      </p>
    </main>
  );
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  // Going to another page leaves the error behind, as the data router did.
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Replaces the whole page (header included) when a page throws or its code fails to load. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
