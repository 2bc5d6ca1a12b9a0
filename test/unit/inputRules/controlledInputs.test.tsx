// The input rules reach the form state, not only the DOM: react-hook-form and react-admin inputs hold the cleaned value.
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, TextInput, defaultI18nProvider, type RaRecord } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installInputRules } from '../../../src/inputRules/installInputRules.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installInputRules(document);
});
afterEach(() => uninstall());

/** A react-hook-form form with a controlled MUI field; `onSubmit` receives the form state. */
const HookForm = ({ onSubmit }: { onSubmit: (values: { name: string }) => void }) => {
  const { control, handleSubmit } = useForm({ defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="name"
        control={control}
        render={({ field }) => <TextField label="Name" {...field} />}
      />
      <button type="submit">Save</button>
    </form>
  );
};

const submitted = (): { name: string } => {
  let values: { name: string } | undefined;
  render(<HookForm onSubmit={(v) => (values = v)} />);
  return {
    get name() {
      return values?.name ?? 'not submitted';
    },
  };
};

describe('a react-hook-form controlled input', () => {
  it('holds the typed text without the emoji and the leading space', async () => {
    const state = submitted();
    await userEvent.type(screen.getByLabelText('Name'), ' Ra😀vi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.name).toBe('Ravi'));
  });

  it('holds pasted text without its leading whitespace', async () => {
    const state = submitted();
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.paste('   Ward 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.name).toBe('Ward 4'));
  });

  it('holds the text without a flag an on-screen keyboard inserted', async () => {
    const state = submitted();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Goa🇮🇳' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.name).toBe('Goa'));
  });
});

describe('a react-admin TextInput', () => {
  it('submits the cleaned value', async () => {
    let saved: RaRecord | undefined;
    render(
      <AdminContext i18nProvider={defaultI18nProvider}>
        <Form onSubmit={(values: Record<string, unknown>) => void (saved = values as RaRecord)}>
          <TextInput source="site_name" label="Site name" />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    const input = screen.getByLabelText('Site name');
    fireEvent.input(input, { target: { value: '  Ward 👍🏽4' } });
    expect(input).toHaveValue('Ward 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved?.site_name).toBe('Ward 4'));
  });
});
