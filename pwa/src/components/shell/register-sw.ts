import type { RegisterServiceWorker } from './update-prompt';

/** vite-plugin-pwa's workbox-window registration; nothing to register in development. */
export const registerServiceWorker: RegisterServiceWorker = async (options) => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const { registerSW } = await import('virtual:pwa-register');
  return registerSW(options);
};
