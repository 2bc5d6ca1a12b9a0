// The web app manifest: what a phone shows when the app is installed (name, icons, colours, where it opens).
import type { ManifestOptions } from 'vite-plugin-pwa';
import { themeOptions } from '../theme.ts';

const palette = themeOptions.palette as { primary: { main: string }; background: { default: string } };

export const appManifest: Partial<ManifestOptions> = {
  name: 'Health Program',
  short_name: 'Health Program',
  description: 'Management Information System of a health-outreach programme',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: palette.primary.main,
  background_color: palette.background.default,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
