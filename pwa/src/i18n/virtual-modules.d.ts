/** The English texts of the server's message codes, made from MSG at build time (i18n-catalogs.ts). */
declare module 'virtual:server-texts-en' {
  import type { Messages } from '@lingui/core';

  const texts: Messages;
  export default texts;
}
