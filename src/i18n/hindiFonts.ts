// Hindi's font files (src/i18n/devanagariFont.css), fetched before Hindi text is first drawn. Drawn while its weight was still
// loading, a text could stay as empty boxes after the file arrived, on a device without a Devanagari font of its
// own (seen in Chromium: the app bar's title, a home card's heading).
const WEIGHTS = [400, 500, 600, 700];
let loading: Promise<unknown> | undefined;

/** Settles once every weight has loaded, or failed to (then the text shows as the device can draw it). */
export const loadHindiFonts = (): Promise<unknown> =>
  (loading ??= Promise.all(
    // Not in every environment (jsdom has no document.fonts).
    WEIGHTS.map((weight) => document.fonts?.load(`${weight} 1em "Noto Sans Devanagari"`, 'हि')),
  ).catch(() => undefined));
