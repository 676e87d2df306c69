import type { ReactNode } from 'react';
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

/** An empty list's text inside a tab or section. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>;
}
