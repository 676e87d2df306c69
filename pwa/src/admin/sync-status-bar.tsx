import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { type AttentionItem, type Penalties, type Resolution } from '@pitchside/sync';
import { useAuthDialogs } from '../app/auth-dialogs';
import { useOnline } from '../data/online';
import { formatDate } from '@pitchside/shared';
import { apiText, currentLocale, serverMessage, translate, useFormat, useT, type Translate } from '../i18n';
import { useSyncRuntime, useSyncStatus } from '../sync/sync-context';
import { attentionText, gameStatusText } from './describe';
import { SyncStartOver } from './sync-start-over';

interface Lookup {
  player: (id: string) => string | undefined;
  game: (id: string) => string | undefined;
}

/** Names of players and games the device has pulled, to say what a conflict is about. */
function useLookup(items: readonly AttentionItem[]): Lookup {
  const { store } = useSyncRuntime();
  const data = useLiveQuery(async () => {
    const players = new Map<string, string>();
    const games = new Map<string, string>();
    const events = new Set<string>();
    for (const item of items) {
      const gameId = (item.args as { gameId?: string }).gameId;
      if (!gameId || games.has(gameId)) continue;
      const g = await store.getRow('game', gameId);
      if (!g) continue;
      const teams = await store.listRows('team', g.eventId);
      if (!events.has(g.eventId)) {
        events.add(g.eventId);
        for (const t of teams) for (const p of t.players) players.set(p.id, p.name);
      }
      const name = (id: string) => teams.find((t) => t.id === id)?.name;
      games.set(
        gameId,
        translate('admin-sync.gameName', {
          home: name(g.homeTeamId) ?? translate('admin-sync.home'),
          away: name(g.awayTeamId) ?? translate('admin-sync.away'),
        }),
      );
    }
    return { players, games };
  }, [items, store]);
  return { player: (id) => data?.players.get(id), game: (id) => data?.games.get(id) };
}

/** What this admin tried to do, in words. */
export function describeMine(item: AttentionItem, player: (id: string) => string | undefined): string {
  const a = item.args as Record<string, unknown>;
  const who = (id: unknown) => (typeof id === 'string' ? (player(id) ?? translate('admin-sync.aPlayer')) : translate('admin-sync.nobody'));
  switch (item.name) {
    case 'game.setStatus':
      return translate('admin-sync.mine.status', { status: gameStatusText(String(a.status)) });
    case 'game.setMvp':
      return translate('admin-sync.mine.mvp', { who: who(a.value) });
    case 'game.setPenalties': {
      const p = a.value as Penalties | null;
      return p ? translate('admin-sync.mine.penalties', { score: `${p.home}-${p.away}` }) : translate('admin-sync.mine.penaltiesCleared');
    }
    case 'game.setSaves':
      return translate('admin-sync.mine.saves', { who: who(a.playerId), n: String(a.value) });
    case 'goal.add':
      return translate('admin-sync.mine.goal', { name: String(a.scorerName), minute: String(a.minute) });
    case 'goal.remove':
      return translate('admin-sync.mine.goalRemoved');
    case 'game.setSchedule': {
      const v = a.value as { startTime: string | null } | null;
      return translate('admin-sync.mine.schedule', {
        time: v?.startTime ? formatDate(v.startTime, 'time', currentLocale()) : translate('admin-sync.noTime'),
      });
    }
    case 'card.add':
      return translate('admin-sync.mine.card', { who: who(a.playerId), minute: String(a.minute) });
    case 'card.remove':
      return translate('admin-sync.mine.cardRemoved');
    case 'foul.add':
      return translate('admin-sync.mine.foul');
    case 'foul.remove':
      return translate('admin-sync.mine.foulRemoved');
    case 'timeout.add':
      return translate('admin-sync.mine.timeout');
    case 'lineup.set':
      return translate('admin-sync.mine.lineup', { n: String(Array.isArray(a.value) ? a.value.length : 0) });
    case 'game.clock':
      return translate('admin-sync.mine.clock');
    case 'game.confirm':
      return translate('admin-sync.mine.confirm');
  }
}

function AttentionRow({ item, lookup }: { item: AttentionItem; lookup: Lookup }) {
  const rt = useSyncRuntime();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const gameId = (item.args as { gameId?: string }).gameId;
  const game = gameId ? lookup.game(gameId) : undefined;
  const act = async (resolution: Resolution) => {
    setBusy(true);
    try {
      await rt.resolve(item.mutationId, resolution);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`sync-attention-item is-${item.kind}`}>
      {game && <p className="sync-attention-game">{game}</p>}
      <p>{attentionText(item, lookup.player)}</p>
      {item.kind !== 'notice' && <p className="muted">{describeMine(item, lookup.player)}</p>}
      <div className="actions">
        {item.kind === 'notice' ? (
          // Another admin's edit was held: nothing of this admin's to keep or drop, only to read.
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act('discard')}>
            {t('admin-sync.dismiss')}
          </button>
        ) : item.kind === 'duplicate' ? (
          // Two goals a minute apart are often a real brace: neither answer is pushed as the default.
          <>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act('discard')}>
              {t('admin-sync-recovery.keepBoth')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act('removeMine')}>
              {t('admin-sync-recovery.removeMine')}
            </button>
          </>
        ) : item.kind === 'conflict' ? (
          <>
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void act('keepMine')}>
              {t('admin-sync.keepMine')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act('keepTheirs')}>
              {t('admin-sync.keepTheirs')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act('discard')}>
            {t('admin-sync.discard')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * Possible duplicate goals fold into one line, opened on demand: six of them after a sync must not
 * push the game cards below the fold of a phone.
 */
function DuplicatesSummary({ items, lookup }: { items: readonly AttentionItem[]; lookup: Lookup }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <li className="sync-attention-item is-duplicate sync-duplicates">
      <button type="button" className="sync-attention-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('admin-sync-recovery.duplicates', { count: items.length })}
      </button>
      <ul id={id} className="sync-attention-list" hidden={!open}>
        {open && items.map((item) => <AttentionRow key={item.mutationId} item={item} lookup={lookup} />)}
      </ul>
    </li>
  );
}

/** "3 edits by Rami Haddad wait for them to sign in on this device", for each other admin. */
export function describeOthersWaiting(others: readonly { name: string | null; pending: number }[]): string[] {
  return others.map(({ name, pending }) =>
    name ? translate('admin-sync.othersNamed', { n: pending, name }) : translate('admin-sync.othersAnon', { n: pending }),
  );
}

/** Edits other admins queued on this shared device: they push when that admin signs in here again. */
function OthersWaiting() {
  const rt = useSyncRuntime();
  const others = useLiveQuery(() => rt.waitingForOthers(), [rt]) ?? [];
  const t = useT();
  if (!others.length) return null;
  return (
    <ul className="sync-others muted" aria-label={t('admin-sync.others')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {describeOthersWaiting(others).map((text, i) => (
        <li key={others[i]!.clientId}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * The height of the app's sticky header, so the bar sticks just below it rather than under it; the
 * header grows when its menu opens on a phone.
 */
function useHeaderHeight(): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header || getComputedStyle(header).position !== 'sticky') return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(header);
    return () => ro.disconnect();
  }, []);
  return height;
}

/** "Synced 5m ago" in the admin's language, with its plural forms. */
function syncedText(t: Translate, at: number | null, date: (d: number) => string): string {
  if (at === null || Number.isNaN(at)) return t('admin-sync.notYet');
  const seconds = Math.floor((Date.now() - at) / 1000);
  if (seconds < 60) return t('admin-sync.justNow');
  if (seconds < 3600) return t('admin-sync.minutes', { n: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('admin-sync.hours', { n: Math.floor(seconds / 3600) });
  if (seconds < 7 * 86_400) return t('admin-sync.days', { n: Math.floor(seconds / 86_400) });
  return t('admin-sync.on', { date: date(at) });
}

/**
 * Always on admin screens (DESIGN.md section 5): online or offline, edits waiting, the last sync,
 * the conflicts and rejections the admin settles by hand, and edits other admins left on the device.
 */
export function SyncStatusBar() {
  const status = useSyncStatus();
  const browserOnline = useOnline();
  const { openLogin } = useAuthDialogs();
  const listId = useId();
  const [open, setOpen] = useState(true);
  const [, tick] = useState(0);
  const lookup = useLookup(status.attention);
  const headerHeight = useHeaderHeight();
  const t = useT();
  const format = useFormat();

  // "2m ago" must keep moving while the admin waits for signal.
  useEffect(() => {
    const t = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(t);
  }, []);

  const online = browserOnline && status.online;
  const lastText = syncedText(t, status.lastSyncAt ? new Date(status.lastSyncAt).getTime() : null, (d) => format.date(d));
  const count = status.attention.length;
  // A device that never synced and holds no edit has nothing to report: "All edits synced · Not
  // synced yet" read as a contradiction on screens (Event Management, Teams) that save directly.
  const nothingYet = status.pending === 0 && !status.pushing && !status.lastSyncAt;

  return (
    <section className="sync-bar" aria-label={t('admin-sync.label')} style={headerHeight === undefined ? undefined : { top: headerHeight }}>
      <div className="sync-bar-row" role="status">
        <span className={`sync-dot ${online ? 'is-online' : 'is-offline'}`} aria-hidden="true" />
        <span className="sync-state">{online ? t('admin-sync.online') : t('admin-sync.offline')}</span>
        <span className="sync-pending">
          {nothingYet
            ? t('admin-sync.nothingToSync')
            : status.pending === 0
              ? t('admin-sync.allSynced')
              : t('admin-sync.waiting', { n: status.pending })}
        </span>
        {!nothingYet && <span className="sync-last muted">{status.pushing ? t('admin-sync.syncing') : lastText}</span>}
        {count > 0 && (
          <button
            type="button"
            className="sync-attention-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            {t('admin-sync.attention', { n: count })}
          </button>
        )}
      </div>
      <OthersWaiting />
      {status.signInRequired && (
        <div className="sync-bar-alert" role="alert">
          <span>{apiText('sessionExpired')}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={openLogin}>
            {t('common.logIn')}
          </button>
        </div>
      )}
      <SyncStartOver />
      {status.error && !status.signInRequired && !status.gap && (
        <p className="sync-bar-alert" role="alert">
          {serverMessage(status.errorCode, status.errorParams, status.error)}
        </p>
      )}
      {count > 0 && open && (
        <ul id={listId} className="sync-attention-list" aria-label={t('admin-sync.attentionList')}>
          {status.attention
            .filter((item) => item.kind !== 'duplicate')
            .map((item) => (
              <AttentionRow key={item.mutationId} item={item} lookup={lookup} />
            ))}
          <DuplicatesSummary items={status.attention.filter((item) => item.kind === 'duplicate')} lookup={lookup} />
        </ul>
      )}
    </section>
  );
}
