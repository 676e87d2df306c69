import { useCallback, useEffect, useState } from 'react';
import { eventPagePath, type EventPageResponse, type GamesListResponse, type Locale } from '@pitchside/shared';
import { useApi, type UseApiResult } from '../../data/use-api';
import { useLiveEvent } from '../../data/use-live-event';
import { useLiveRefresh } from '../../data/use-live-refresh';
import { activateLocale, currentLocale } from '../../i18n';
import { ageGroupLabel } from '../../components/event/event-header';
import type { KnockoutSlot } from '../../components/schedule/pitches-now';
import { placedSlots } from '../../components/schedule/schedule-model';
import type { AgePage } from './board-rotation';

/** What the rotating panels and the pitches' next games read of the age groups. */
export interface AgeGroupData {
  agePages: AgePage[];
  slots: KnockoutSlot[];
}

interface Props {
  slug: string;
  edition: string | null;
  lang: Locale | null;
  page: EventPageResponse;
  games: UseApiResult<GamesListResponse>;
  event: UseApiResult<EventPageResponse>;
  /** Each age group's page as it arrives (tables, bracket), and the knockout games placed before their teams are known. */
  onAgeGroupData: (data: AgeGroupData) => void;
}

/**
 * What keeps the board current once it is up: the event's live stream (a change refreshes the games,
 * the event and every age group's page), each age group's page loaded and kept on the device, the
 * language its address asks for, and the service worker. It draws nothing.
 */
export default function BoardLive({ slug, edition, lang, page, games, event, onAgeGroupData }: Props) {
  const [liveTick, setLiveTick] = useState(0);
  const live = useLiveRefresh(games, event);
  useLiveEvent(page.event._id, (change) => {
    live(change);
    setLiveTick((n) => n + 1);
  });
  useEffect(() => {
    // `?lang=ar` shows the board in the event's language whatever the TV's browser prefers, without remembering it.
    if (lang && lang !== currentLocale()) void activateLocale(lang, { laterTexts: 'now' });
  }, [lang]);

  useEffect(() => {
    // The board is drawn without the site's layout, which registers the service worker: it does so
    // here, so a TV reopens the board without signal. Nobody taps Reload on a TV: a new version is
    // taken at once (the board reopens from the device in a moment).
    // Only a built app has a service worker (and its registration module) to register.
    if (!import.meta.env.PROD) return;
    let update: ((reload?: boolean) => Promise<void>) | null = null;
    let waiting = false;
    void import('../../components/shell/register-sw').then(({ registerServiceWorker }) =>
      registerServiceWorker({
        onNeedRefresh: () => {
          waiting = true;
          void update?.(true);
        },
        onOfflineReady: () => undefined,
      }).then((fn) => {
        update = fn;
        if (waiting) void fn?.(true);
      }),
    );
  }, []);

  const [pages, setPages] = useState<Record<string, EventPageResponse>>({});
  const onPage = useCallback((ag: string, p: EventPageResponse) => setPages((prev) => (prev[ag] === p ? prev : { ...prev, [ag]: p })), []);
  useEffect(() => {
    const agePages: AgePage[] = page.ageGroups.length
      ? page.ageGroups.flatMap((ag) => (pages[ag.slug] ? [{ ageGroup: ag, page: pages[ag.slug]! }] : []))
      : [{ ageGroup: null, page }];
    const slots = agePages.flatMap(({ ageGroup, page: p }) =>
      placedSlots(p.activeKnockoutStage, ageGroup && { name: ageGroupLabel(ageGroup) }),
    );
    onAgeGroupData({ agePages, slots });
  }, [page, pages, onAgeGroupData]);
  return (
    <>
      {page.ageGroups.map((ag) => (
        <AgeGroupPage key={ag.slug} slug={slug} edition={edition} ageGroup={ag.slug} refreshKey={liveTick} onPage={onPage} />
      ))}
    </>
  );
}

/** Loads (and keeps current, and on the device) one age group's event page for the rotating panels. */
function AgeGroupPage({
  slug,
  edition,
  ageGroup,
  refreshKey,
  onPage,
}: {
  slug: string;
  edition: string | null;
  ageGroup: string;
  refreshKey: number;
  onPage: (ageGroup: string, page: EventPageResponse) => void;
}) {
  const { data } = useApi<EventPageResponse>(eventPagePath(slug, { edition, ageGroup }), { refreshKey });
  useEffect(() => {
    if (data) onPage(ageGroup, data);
  }, [ageGroup, data, onPage]);
  return null;
}
