import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../data/api';
import { formatError, serverMessage } from '../i18n';

export interface FlashMessage {
  text: string;
  tone: 'success' | 'error';
}

/**
 * The Games Manager's result line. The spec's texts ('Goal added', 'Penalty scores cleared') do not
 * contain "successful", so the tone is given by the caller rather than read from the text.
 */
export function Flash({ message }: { message: FlashMessage | null }) {
  return (
    <div className="admin-flash-slot" aria-live="polite">
      {message && (
        <p
          className={`form-message ${message.tone === 'success' ? 'is-success' : 'is-error'}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

/** A message that clears itself after a while, so an old 'Goal added' is not read as a new one. */
export function useFlash(ms = 5000) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string, tone: FlashMessage['tone'] = 'success') => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}

/** A failure as the admin should read it: a server answer by its code in their language. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return formatError(err);
  // A change the device refused itself (the shared mutation checks) carries the code of its reason.
  if (!(err instanceof Error) || !err.message) return fallback;
  const { code, params } = err as { code?: unknown; params?: Record<string, string> };
  return serverMessage(typeof code === 'string' ? code : null, params, err.message);
}
