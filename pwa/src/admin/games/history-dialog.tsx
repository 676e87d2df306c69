import { useCallback, useEffect, useState } from 'react';
import { historyResponseSchema, type HistoryEntry } from '@pitchside/sync';
import { formatDate, type Locale } from '@pitchside/shared';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { Dialog } from '../../components/dialog';
import { EmptyState, ErrorState, PageLoading } from '../../components/states';
import { ApiError, apiRequest } from '../../data/api';
import { useOnline } from '../../data/online';
import { apiText, currentLocale, serverMessage, useT } from '../../i18n';
import { historyChangeText, historySourceText } from '../describe';
import type { GameCardModel } from './game-list';
import { HistoryAuthor } from './history-author';

export const HISTORY_OFFLINE = 'History needs a connection';
export const HISTORY_EMPTY = 'No changes recorded yet';

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'signIn' }
  | { kind: 'failed'; message: string | null; code?: string; params?: Record<string, string | number> | undefined }
  | { kind: 'ready'; entries: HistoryEntry[] };

/**
 * "14:32" today, "21 Nov 14:32" on another day: a tournament runs over several days. Beirut time, as
 * everywhere else, whatever the clock of the device the admin holds.
 */
export function historyTime(iso: string, now = new Date(), locale: Locale = currentLocale()): string {
  const time = formatDate(iso, 'time', locale);
  if (formatDate(iso, 'date', locale) === formatDate(now, 'date', locale)) return time;
  return `${formatDate(iso, 'shortDate', locale)} ${time}`;
}

/**
 * History of one game: every change the server recorded, newest first, who made it and whether it
 * came from a device sync or the web form. It is read from the server only: the device keeps no
 * audit trail, so offline the dialog says so instead of showing a partial list.
 */
export function HistoryDialog({ game, onClose }: { game: GameCardModel; onClose: () => void }) {
  const online = useOnline();
  const { openLogin } = useAuthDialogs();
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const url = `/api/events/${encodeURIComponent(game.view.eventId)}/games/${encodeURIComponent(game.id)}/audit`;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!navigator.onLine) return setState({ kind: 'offline' });
      setState({ kind: 'loading' });
      try {
        const res = await apiRequest(url, { signal });
        const parsed = historyResponseSchema.safeParse(res.data);
        setState(parsed.success ? { kind: 'ready', entries: parsed.data.audit } : { kind: 'failed', message: null });
      } catch (err) {
        if (signal?.aborted) return;
        if (err instanceof ApiError && err.status === 401) return setState({ kind: 'signIn' });
        if (err instanceof ApiError && !err.isNetwork)
          return setState({ kind: 'failed', message: err.message || null, ...(err.code ? { code: err.code, params: err.params } : {}) });
        setState({ kind: 'offline' });
      }
    },
    [url],
  );

  // Loads on opening, and again when the signal comes back or the game changes under the admin.
  const version = game.view.goals.length + game.view.status + String(game.view.mvpId) + JSON.stringify(game.view.penalties);
  useEffect(() => {
    if (!online) {
      setState((s) => (s.kind === 'ready' ? s : { kind: 'offline' }));
      return;
    }
    const ctl = new AbortController();
    void load(ctl.signal);
    return () => ctl.abort();
  }, [online, load, version]);

  let body;
  if (state.kind === 'loading') body = <PageLoading text={t('admin-games.historyLoading')} />;
  else if (state.kind === 'offline')
    body = <ErrorState error={{ status: 0, message: t('admin-games.historyOffline') }} onRetry={() => void load()} />;
  else if (state.kind === 'signIn')
    body = (
      <ErrorState error={{ status: 401, message: apiText('sessionExpired') }}>
        <button type="button" className="btn btn-primary btn-sm" onClick={openLogin}>
          {t('common.logIn')}
        </button>
      </ErrorState>
    );
  else if (state.kind === 'failed')
    body = (
      <ErrorState
        error={{
          status: 500,
          message: state.message ? serverMessage(state.code, state.params, state.message) : t('admin-games.historyFailed'),
        }}
        onRetry={() => void load()}
      />
    );
  else if (state.entries.length === 0) body = <EmptyState>{t('admin-games.historyEmpty')}</EmptyState>;
  else {
    const now = new Date();
    body = (
      <ol className="gm-history" aria-label={t('admin-games.historyList')}>
        {state.entries.map((e) => (
          <li key={e.id} className="gm-history-item">
            <span className="gm-history-line">
              <time dateTime={e.at}>{historyTime(e.at, now)}</time> · <HistoryAuthor user={e.user} /> · {historyChangeText(e.change)}
            </span>
            <span className="gm-history-source muted">{historySourceText(e.source)}</span>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Dialog title={t('admin-games.historyTitle', { home: game.home.name, away: game.away.name })} onClose={onClose} className="gm-dialog">
      {state.kind === 'ready' && !online && (
        <p className="gm-offline-note" role="status">
          {t('admin-games.historyOfflineNote')}
        </p>
      )}
      {game.waiting > 0 && <p className="muted gm-history-waiting">{t('admin-games.historyWaiting', { n: game.waiting })}</p>}
      {body}
    </Dialog>
  );
}
