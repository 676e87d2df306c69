import { useId, useState } from 'react';
import { useOnline } from '../../data/online';
import { useT } from '../../i18n';
import { errorText } from '../flash';
import { send } from '../setup/admin-api';
import type { GameCardModel } from './game-list';
import { compareNames } from '../../i18n/collate';

interface Unpublished {
  /** '' for games outside any age group (an event without age groups). */
  ageGroupId: string;
  name: string | null;
  count: number;
}

/** Not Scheduled games per age group: what one Publish makes visible to fans. */
export function unpublished(cards: readonly GameCardModel[]): Unpublished[] {
  const found = new Map<string, Unpublished>();
  for (const c of cards) {
    if (c.view.status !== 'Not Scheduled') continue;
    const key = c.ageGroup?.id ?? '';
    const entry = found.get(key) ?? { ageGroupId: key, name: c.ageGroup?.name ?? null, count: 0 };
    entry.count++;
    found.set(key, entry);
  }
  return [...found.values()].sort((a, b) => compareNames(a.name, b.name));
}

/**
 * "12 games not published yet [Publish fixtures]": generated fixtures are hidden from fans until
 * published; one press per age group makes all of its Not Scheduled games Upcoming.
 */
export function PublishFixtures({
  eventId,
  cards,
  onDone,
}: {
  eventId: string;
  cards: readonly GameCardModel[];
  onDone: (text: string, tone?: 'success' | 'error') => void;
}) {
  const t = useT();
  const online = useOnline();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState('');
  const groups = unpublished(cards);
  const total = groups.reduce((n, g) => n + g.count, 0);
  if (total === 0) return null;

  const publish = async (g: Unpublished) => {
    if (!online) return onDone(t('admin-games.publish.offline'), 'error');
    setBusy(g.ageGroupId || 'all');
    try {
      const res = await send('POST', `/api/events/${eventId}/games/publish`, g.ageGroupId ? { ageGroup: g.ageGroupId } : {});
      onDone(
        g.name
          ? t('admin-games.publish.doneIn', { n: res.published, ageGroup: g.name })
          : t('admin-games.publish.done', { n: res.published }),
      );
    } catch (err) {
      onDone(errorText(err, t('admin-games.publish.failed')), 'error');
    } finally {
      setBusy('');
    }
  };

  return (
    <div className="gm-publish">
      <p className="gm-publish-line">
        <span>{t('admin-games.publish.waiting', { n: total })}</span>
        <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {t('admin-games.publish.open')}
        </button>
      </p>
      <ul id={id} className="gm-publish-list" hidden={!open}>
        {groups.map((g) => (
          <li key={g.ageGroupId}>
            <span>
              {g.name ? <bdi>{g.name}</bdi> : t('admin-games.publish.allGames')}
              {' · '}
              {t('admin-games.publish.count', { n: g.count })}
            </span>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy !== ''}
              aria-label={g.name ? t('admin-games.publish.inLabel', { ageGroup: g.name, n: g.count }) : undefined}
              onClick={() => void publish(g)}
            >
              {t('admin-games.publish.button')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
