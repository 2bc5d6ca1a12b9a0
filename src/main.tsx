// Entry point: mounts the app.
// Devanagari's web font, in every language: its files load when a Devanagari character is first drawn.
import './i18n/devanagariFont.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedInApp } from './App.tsx';
import { showReloadOnPreloadError } from './appShell/lazyOrReload.ts';
import { registerServiceWorker } from './appShell/serviceWorkerUpdates.ts';
import { getLocale } from './i18n/locale.ts';
import { installInputRules } from './inputRules/installInputRules.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The global input rules (SPEC 5) act on every field of both areas, so they go in before anything renders.
installInputRules(document);
// The chosen language, for screen readers and the browser, before anything renders (setLocale keeps it up to date).
document.documentElement.lang = getLocale();

// A chunk that fails to load shows the Reload prompt; the service worker (built for production only) keeps the app
// shell for offline starts and offers each new version.
showReloadOnPreloadError(window);
if (import.meta.env.PROD) registerServiceWorker();

void preloadSignedInApp().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
