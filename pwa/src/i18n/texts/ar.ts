import type { Messages } from '@lingui/core';

// All of this language's public texts in one module: one request before the first paint, not eighteen.
const areas = import.meta.glob<Messages>(
  [
    '../locales/ar/*.json',
    '!../locales/ar/admin-*.json',
    '!../locales/ar/{api,loyalty,contact,account,verification,auth,profile,players,saved,schedule,match}.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;
