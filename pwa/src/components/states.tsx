import type { ReactNode } from 'react';
import { NETWORK_STATUS } from '../data/api';
import { formatError, useT } from '../i18n';

/** Shared loading / empty / error blocks so every page speaks the same way. */
export function PageLoading({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text ?? t('common.loading')}
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
  error: { status: number; message: string; code?: string };
  children?: ReactNode;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div className={`state state-error ${error.status === NETWORK_STATUS ? 'is-offline' : ''}`} role="alert">
      <p>{formatError(error)}</p>
      {children}
      {onRetry && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
