// The SPA build, with .br and .gz beside every file for the server to send as they are, and the installable app
// shell: a web app manifest and a service worker that precaches every built file (decision 033); in development
// the dev server proxies /api to the API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './src/appShell/appManifest.ts';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // A new version waits for the user's "Reload" (src/appShell/serviceWorkerUpdates.ts registers the worker).
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifest: appManifest,
      workbox: {
        // Every chunk the app can load, so that a screen opened for the first time offline finds its code.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The largest chunk is under the build's 2,000 kB warning limit.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // A client route (/sitCreate, /helthEdit/3) opened offline gets the app; the API never does.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // The first install takes the open page at once; an update waits (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // No runtimeCaching: the API is never cached by the service worker.
      },
    }),
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), 'brotliCompress'],
      threshold: 512,
    }),
  ],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    // Every module the entry loads at start in one file: split among the chunks the signed-in app shares, the sign-in
    // page took ten files (149 KiB on the wire, each answer's headers near 1 KB); in one, 134 KiB.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
});
