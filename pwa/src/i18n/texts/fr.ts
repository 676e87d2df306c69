import type { Messages } from '@lingui/core';

// All of this language's public texts in one module: one request before the first paint, not eighteen.
const areas = import.meta.glob<Messages>(
  [
    '../locales/fr/*.json',
    '!../locales/fr/admin-*.json',
    '!../locales/fr/{api,loyalty,contact,account,verification,auth,profile,players,saved,schedule,match}.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;
