// The look shared by the login page and the admin app: calm teal for care, a warm accent, rounded surfaces.
// Colours meet WCAG AA contrast on white and on the filled inputs' grey; every focused control shows a ring.
import type { ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';

/** Teal 800: 5.4:1 as label text on a hovered filled input, where teal 700 had 4.3:1. */
const primary = { main: '#00695c', light: '#439889', dark: '#003d33', contrastText: '#ffffff' };
/** Red 800: 4.9:1 as an invalid field's label on its grey, where MUI's red 700 had 4.4:1. */
const error = { main: '#c62828', contrastText: '#ffffff' };

/** A keyboard focus ring on everything focusable (MUI's buttons and menu items set `outline: 0`). */
const focusRing = {
  'body *:focus-visible': { outline: `3px solid ${primary.dark}`, outlineOffset: 2 },
  // On the teal app bar the ring takes the white of the text.
  'body .MuiAppBar-root *:focus-visible': { outlineColor: 'currentColor' },
  // Inside menus and lists the ring is drawn within the item, which the menu's paper would clip.
  'body :is(.MuiMenuItem-root, .MuiListItemButton-root, .MuiPickersDay-root):focus-visible': {
    outlineOffset: -3,
  },
  // Text fields show focus by their own thick underline or border and coloured label.
  'body :is(.MuiFilledInput-input, .MuiOutlinedInput-input, .MuiInput-input):focus-visible': { outline: 0 },
};

/**
 * Every field is filled, as react-admin draws its inputs inside <Admin>: the same defaults for the fields it does
 * not draw, the login's and the first password's (outside <Admin>) and the date pickers' (not MUI's TextField).
 */
const fieldDefaults = { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } as const;

export const themeOptions: ThemeOptions = {
  palette: {
    primary,
    secondary: { main: '#e07a2f', contrastText: '#ffffff' },
    error,
    background: { default: '#f4f7f6', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Noto Sans Devanagari (src/i18n/devanagariFont.css) covers Devanagari only, so Latin text passes it by. It comes
    // first: after a font the device has (Arial), Chromium kept drawing Devanagari as empty boxes once it loaded.
    fontFamily: '"Noto Sans Devanagari", "Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: focusRing },
    MuiTextField: { defaultProps: fieldDefaults },
    MuiFormControl: { defaultProps: fieldDefaults },
    MuiPickersTextField: { defaultProps: fieldDefaults },
  },
};
