// Entry point: mounts the app.
// Hindi's font, for devices without one: each weight's file is fetched only when Devanagari text is drawn.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getLocale } from './i18n/locale.ts';
import { installInputRules } from './inputRules/installInputRules.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The global input rules (SPEC 5) act on every field of both areas, so they go in before anything renders.
installInputRules(document);
// The chosen language, for screen readers and the browser, before anything renders (setLocale keeps it up to date).
document.documentElement.lang = getLocale();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
