import { useEffect, useState } from 'react';
import type { Translate } from '../../i18n';

/** "just now", "5 min ago", "3 h ago", "2 days ago": how old a saved copy or a score is. */
export function ageText(t: Translate, at: number, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return t('offline.age.justNow');
  if (minutes < 60) return t('offline.age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('offline.age.hours', { n: hours });
  return t('offline.age.days', { n: Math.floor(hours / 24) });
}

/** Re-renders every half minute so an age on screen ("5 min ago") keeps counting while shown. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
