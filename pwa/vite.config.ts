import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { adminOnlyFiles } from './scripts/admin-only-files';
import { compiledCatalogs } from './i18n-catalogs';
import { shakeableRouter } from './shakeable-router';

const THEME = '#0f7b3f';

/**
 * Writes `admin-files.json`: the build files only admins run. They stay out of the precache, whose
 * every byte each fan's first visit pays for; an admin's device fetches this list when an admin signs
 * in and caches every file on it (src/admin/warm-admin-code.ts) into the runtime cache below, so each
 * admin screen opens offline, even one never opened on that phone. Not precached itself (json), and
 * served with no-cache, so a device always reads the list of the build it runs.
 */
function adminFilesList(): Plugin {
  return {
    name: 'pitchside-admin-files',
    apply: 'build',
    writeBundle(options) {
      const dist = options.dir ?? fileURLToPath(new URL('./dist', import.meta.url));
      // Code and styles only: the Arabic font's files are cached by their own route when a page uses them.
      const files = [...adminOnlyFiles(dist)]
        .filter((f) => /\.(js|css)$/.test(f))
        .sort()
        .map((f) => `/${f}`);
      writeFileSync(path.join(dist, 'admin-files.json'), JSON.stringify({ files }));
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    compiledCatalogs(),
    shakeableRouter(),
    adminFilesList(),
    react(),
    VitePWA({
      // The app asks before swapping code (UpdatePrompt), which registers the worker once the page has loaded.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Pitchside',
        short_name: 'Pitchside',
        description:
          'Futsal and street football tournaments in Lebanon: fixtures, live scores, standings and leaderboards, even without signal.',
        theme_color: THEME,
        background_color: '#f4f7f5',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        lang: 'en',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Fonts are not precached: the Arabic font is fetched only by pages with Arabic text (its
        // unicode-range), then kept by the runtime cache below for offline reading.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Web Push (notifications of followed games): a small handler beside the generated worker.
        importScripts: ['/push-sw.js'],
        // Fans never run admin code or zod: they stay out of the precache (see adminOnlyFiles).
        manifestTransforms: [
          (entries) => {
            const adminOnly = adminOnlyFiles(fileURLToPath(new URL('./dist', import.meta.url)));
            // push-sw.js is fetched with the worker itself (importScripts), never by a page.
            const skip = (url: string) => adminOnly.has(url) || url === 'push-sw.js';
            return { manifest: entries.filter((e) => !skip(e.url.replace(/^\//, ''))), warnings: [] };
          },
        ],
        // API JSON is deliberately absent: Dexie holds it so screens can say how old it is.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.woff2'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'pitchside-fonts',
              expiration: { maxEntries: 8, maxAgeSeconds: 60 * 60 * 24 * 365 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Hashed build files outside the precache (the admin area): put here when an admin signs
            // in (adminFilesList above) and kept once fetched, so every admin screen opens courtside
            // without signal.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'pitchside-admin-code',
              // Files warmed on sign-in are put here directly and pruned by build there; the cap
              // only bounds what this route adds by itself.
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Public images only: ID photos (/api/admin/uploads/...) never match, so no cache keeps them.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'pitchside-images',
              // Logos and portraits only: a cap keeps a long season from filling a cheap phone.
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // react-router's package exports give every bundler its development build (extra checks and
    // warnings); the production build it ships beside it is what phones should get.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : [],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports preloads modules itself; the polyfill would be in every first load.
    modulePreload: { polyfill: false },
    // Lets the benchmark tell which chunks each public route loads (dist/.vite/manifest.json).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @pitchside/shared is pure (constants, texts, zod schemas); without this hint the bundler keeps
        // every schema, and zod with them, in the public entry although the PWA only reads types.
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id),
      },
      output: {
        // No vendor group: one file of every library would put code a route does not run (the local
        // database, which loads after the first paint) into every first load.
        codeSplitting: {
          // A module shared by lazy chunks stays its own chunk: a re-export (shared's slugify, whose
          // transliteration tables only admins need) must not drag its module into the public files.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui)[\\/]/ },
            // The app's own modules the entry runs before any page: one file compresses better than
            // fifteen small ones, and the phone asks for fewer. main.tsx stays in the entry: it awaits
            // the first page's code, which imports this chunk, so in here it would wait on itself.
            { name: 'shell', tags: ['$initial'], test: /[\\/](pwa|shared)[\\/]src[\\/](?!main\.tsx$)|vite[\\/]preload-helper/ },
            // The small parts the event, game and team pages share (tabs, the event header, team logos,
            // the page states, the live stream): one file instead of eight, each of which a first visit
            // paid gzip's start-up for, and asked for separately.
            {
              name: 'public-pages',
              test: /[\\/]pwa[\\/]src[\\/](components[\\/](tabs|picture|event[\\/](event-header|page-state)|team[\\/]team-logo|offline[\\/]offline-help)\.tsx|data[\\/]use-live-event\.ts)$|[\\/]shared[\\/]src[\\/]format\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
