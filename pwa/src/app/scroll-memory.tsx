import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * What the data router's ScrollRestoration did, for the declarative router: a new page opens at
 * its top (or at its #anchor), Back returns to where the reader was on the previous page.
 */
export function ScrollMemory() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (type === 'POP') {
      const y = positions.get(key);
      if (y === undefined) return;
      window.scrollTo(0, y);
      // The page's data may arrive a moment later: try again once it has had time to render.
      const again = setTimeout(() => window.scrollY < y && window.scrollTo(0, y), 300);
      return () => clearTimeout(again);
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, type]);

  return null;
}
