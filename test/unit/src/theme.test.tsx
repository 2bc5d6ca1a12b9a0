// Every field is drawn one way, filled: the login's, a text field and a date picker, under the app's theme.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginField } from '../../../src/pages/login/LoginField.tsx';
import { themeOptions } from '../../../src/theme.ts';

const inTheme = (children: ReactNode) =>
  render(
    <ThemeProvider theme={createTheme(themeOptions)}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>{children}</LocalizationProvider>
    </ThemeProvider>,
  ).container;

const outlined = (container: HTMLElement) =>
  container.querySelectorAll('.MuiOutlinedInput-root, .MuiPickersOutlinedInput-root').length;
const filled = (container: HTMLElement) =>
  container.querySelectorAll('.MuiFilledInput-root, .MuiPickersFilledInput-root').length;

describe('the fields under the app’s theme', () => {
  it.each([
    [
      'the login’s username',
      <LoginField
        label="Username"
        name="username"
        value=""
        error={undefined}
        onChange={() => undefined}
        onBlur={() => undefined}
      />,
    ],
    ['a text field', <TextField label="First name" />],
    ['a date picker', <DatePicker label="Date of birth" />],
  ])('draws %s filled, not outlined', (_, field) => {
    const container = inTheme(field);
    expect(filled(container)).toBe(1);
    expect(outlined(container)).toBe(0);
  });
});
