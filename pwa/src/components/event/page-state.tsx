import type { ReactNode } from 'react';
import './page-state.css';

/** A whole-page loading, empty or error message, centred where the content would be. */
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
    <div className={`page-state page-state--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="page-state__title">{title}</p>
      {detail ? <p className="page-state__detail">{detail}</p> : null}
      {children}
    </div>
  );
}

/** An empty list's text inside a tab or section. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="empty-text">{children}</p>;
}
