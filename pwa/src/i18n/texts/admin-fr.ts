import type { Messages } from '@lingui/core';

// The admin areas' texts of one language in one module, loaded with the admin screens: the public
// entry then carries one loader per language instead of one per admin area.
const areas = import.meta.glob<Messages>('../locales/fr/admin-*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Messages;
