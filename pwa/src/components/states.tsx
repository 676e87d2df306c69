import type { ReactNode } from 'react';
import { NETWORK_STATUS } from '../data/api';

/** Shared loading / empty / error blocks so every page speaks the same way. */
export function PageLoading({ text = 'Loading…' }: { text?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>;
}

export function ErrorState({
  error,
  children,
  onRetry,
}: {
  error: { status: number; message: string };
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div className={`state state-error ${error.status === NETWORK_STATUS ? 'is-offline' : ''}`} role="alert">
      <p>{error.message}</p>
      {children}
      {onRetry && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
