// The look shared by the login page and the admin app: calm teal for care, a warm accent, rounded surfaces.
import type { ThemeOptions } from '@mui/material/styles';

export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#ffffff' },
    secondary: { main: '#e07a2f', contrastText: '#ffffff' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Devanagari (Hindi) falls through the Latin fonts to the bundled Noto Sans Devanagari (src/main.tsx).
    fontFamily: '"Inter", "Segoe UI", Roboto, Helvetica, Arial, "Noto Sans Devanagari", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
};
