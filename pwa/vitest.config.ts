import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './i18n-catalogs';

export default defineConfig({
  plugins: [compiledCatalogs(), react()],
  test: {
    name: 'pwa',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
  },
});
