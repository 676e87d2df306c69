import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '../i18n';
import { loadEverything } from '../i18n/i18n';

beforeAll(async () => {
  await loadEverything();
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
