import type { Messages } from '@lingui/core';

// Texts no first paint of a public page needs (the server's messages, sign-in and account dialogs,
// member pages): they follow right after it, and the pages and dialogs using them wait for them.
const areas = import.meta.glob<Messages>(
  '../locales/fr/{api,loyalty,contact,account,verification,auth,profile,players,saved,schedule,match}.json',
  {
    eager: true,
    import: 'default',
  },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;
