import { useEffect } from 'react';

export const SITE_NAME = 'Pitchside';

/** The page's own title ("Beirut Futsal Cup 2nd Edition · U14 · Standings"); the site name until it is known. */
export function useDocumentTitle(parts: ReadonlyArray<string | null | undefined | false>): void {
  const title = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ') || SITE_NAME;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);
}
