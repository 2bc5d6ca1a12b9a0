// A button that opens the system's file chooser. Its file input is hidden from view but not from the keyboard:
// Tab reaches it, Enter or Space opens the chooser, and the button around it draws the focus ring.
import Button, { type ButtonProps } from '@mui/material/Button';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** Out of sight, still focusable (an input with `hidden` is skipped by Tab and cannot be opened by keys). */
const offScreen = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface FileButtonProps extends Pick<ButtonProps, 'variant' | 'startIcon' | 'disabled'> {
  children: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}

export const FileButton = ({ children, input, ...button }: FileButtonProps) => (
  <Button
    component="label"
    // The input inside takes the focus and is the control; the label around it is only what the pointer
    // clicks, so it is neither focusable nor a button of its own (axe: nested-interactive).
    tabIndex={-1}
    role={undefined}
    {...button}
    sx={{
      '&:has(input:focus-visible)': (theme) => ({
        outline: `3px solid ${theme.palette.primary.dark}`,
        outlineOffset: 2,
      }),
    }}
  >
    {children}
    <input type="file" style={offScreen} disabled={button.disabled} {...input} />
  </Button>
);
