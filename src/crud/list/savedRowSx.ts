// How the row just saved stands out: a tint that fades within seconds (none where motion is reduced) and a bar
// at its start that stays until the list's view changes.
import { alpha, keyframes, type Theme } from '@mui/material/styles';

const fade = (theme: Theme) => keyframes`
  from { background-color: ${alpha(theme.palette.primary.main, 0.2)}; }
  to { background-color: transparent; }
`;

export const savedRowSx = (theme: Theme) => ({
  boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  animation: `${fade(theme)} 4s ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** Brings the saved row into view once it is drawn (a stable ref callback: called once per row drawn). */
export const bringIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' });
