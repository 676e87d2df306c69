/**
 * Texts the device shows when no answer came. Every page can show them, so they live apart: a page
 * importing them does not carry the whole catalogue (MSG spreads them in).
 */
export const DEVICE_MSG = {
  network: 'Network error. Please try again.',
  offlineNoData: "You're offline and this page hasn't been saved on this device yet. Connect to load it.",
} as const;
