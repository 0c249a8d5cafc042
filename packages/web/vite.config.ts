import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, defineConfig } from 'vite';
import { iconsPlugin } from './scripts/icons.js';
import { precompressPlugin } from './scripts/precompress.js';

/** Addresses of the server, never the page's: the service worker leaves them to the network. */
const SERVER_PATHS = /^\/(api|ws|docs|metrics|health|openapi\.json)(\/|$)/;

// The workspace packages are bundled from their TypeScript sources (the `source` export
// condition), so the browser runs exactly the engines the server runs, without a prior tsc.
// esbuild compiles the JSX itself; the React plugin would only add fast refresh in development.
//
// Source maps are written for developers (`dist/assets/*.map`, to read a stack trace from
// production) but not linked from the scripts, and the server does not serve them.
// The service worker (vite-plugin-pwa, Workbox) keeps every file of the build, so that the
// offline game (`/offline`) opens without a network; the icons are drawn at build time.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden', chunkSizeWarningLimit: 600 },
  plugins: [
    iconsPlugin(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeManifestIcons: false,
      manifest: {
        name: 'Tavolo',
        short_name: 'Tavolo',
        description: 'Scala 40 e Burraco: al tavolo, in torneo, e senza rete contro i bot.',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f5132',
        background_color: '#0f5132',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        dontCacheBustURLsMatching: /\/assets\//,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
    precompressPlugin(),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
