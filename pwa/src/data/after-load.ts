import { useEffect, useState } from 'react';

let loaded: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the phone is idle: work that nothing on screen waits for
 * (the device database, texts of other screens, the offline status line) must not compete with
 * what the reader came for on a slow link.
 */
export function afterLoad(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return loaded;
}

/** False until the page has loaded and the phone is idle (see afterLoad). */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let on = true;
    void afterLoad().then(() => on && setReady(true));
    return () => {
      on = false;
    };
  }, []);
  return ready;
}
