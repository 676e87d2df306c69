import type { ReactNode } from 'react';
import { NETWORK_STATUS } from '../../data/api';
import { formatError } from '../../i18n';
import { EmptyState } from '../states';
import './page-state.css';

/** A whole-page message with a title and an optional explanation (not found, failed to load). */
export function PageState({
  title,
  detail,
  tone = 'info',
  children,
}: {
  title: string;
  detail?: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
}) {
  return (
    <div className={`state page-state page-state--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="page-state__title">{title}</p>
      {detail ? <p className="page-state__detail">{detail}</p> : null}
      {children}
    </div>
  );
}

/**
 * A tab whose data could not be loaded. Offline with nothing saved, the visitor is told so (and
 * that connecting will load it) instead of a failure they can do nothing about.
 */
export function LoadFailed({ error, title }: { error: { status: number; message: string; code?: string }; title: string }) {
  if (error.status === NETWORK_STATUS) return <PageState title={formatError(error)} />;
  return <PageState tone="error" title={title} />;
}

/** An empty list's text inside a tab or section. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>;
}
