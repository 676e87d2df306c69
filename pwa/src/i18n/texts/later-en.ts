import type { Messages } from '@lingui/core';
import serverTexts from 'virtual:server-texts-en';

// Texts no first paint of a public page needs (the server's messages, sign-in and account dialogs,
// member pages): they follow right after it, and the pages and dialogs using them wait for them.
// The server's messages in English are MSG's own texts, made at build time.
const areas = import.meta.glob<Messages>(
  '../locales/en/{loyalty,contact,account,verification,auth,profile,players,saved,schedule,match}.json',
  {
    eager: true,
    import: 'default',
  },
);
export default Object.assign({}, serverTexts, ...Object.values(areas)) as Messages;
