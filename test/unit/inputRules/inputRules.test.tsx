// The global input rules on real rendered inputs, driven the way a user types and pastes.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installInputRules } from '../../../src/inputRules/installInputRules.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installInputRules(document);
});
afterEach(() => uninstall());

const renderFields = () => {
  render(
    <form>
      <input aria-label="name" type="text" />
      <input aria-label="age" type="number" />
      <textarea aria-label="notes" />
      <input aria-label="email" type="email" />
    </form>,
  );
  return {
    name: screen.getByLabelText<HTMLInputElement>('name'),
    age: screen.getByLabelText<HTMLInputElement>('age'),
    notes: screen.getByLabelText<HTMLTextAreaElement>('notes'),
    email: screen.getByLabelText<HTMLInputElement>('email'),
  };
};

describe('number inputs', () => {
  it.each(['e', 'E', '+', '-'])('refuse the key %s', (key) => {
    const { age } = renderFields();
    const notPrevented = fireEvent.keyDown(age, { key });
    expect(notPrevented).toBe(false);
  });

  it('keep a typed exponent or sign out of the value', async () => {
    const { age } = renderFields();
    await userEvent.type(age, '-1e2');
    expect(age.value).toBe('12');
  });

  it('let the same keys through in a text field', () => {
    const { name } = renderFields();
    expect(fireEvent.keyDown(name, { key: 'e' })).toBe(true);
  });

  it('accept digits and a decimal point', async () => {
    const { age } = renderFields();
    await userEvent.type(age, '64.5');
    expect(age.value).toBe('64.5');
  });
});

describe('spaces and leading whitespace', () => {
  it('refuse a space typed into an empty field', async () => {
    const { name } = renderFields();
    await userEvent.type(name, '  Ravi');
    expect(name.value).toBe('Ravi');
  });

  it('refuse a space typed into an empty textarea', async () => {
    const { notes } = renderFields();
    await userEvent.type(notes, ' Visit');
    expect(notes.value).toBe('Visit');
  });

  it('keep spaces between words', async () => {
    const { name } = renderFields();
    await userEvent.type(name, 'Ravi Kumar');
    expect(name.value).toBe('Ravi Kumar');
  });

  it('strip leading whitespace from pasted text', async () => {
    const { name } = renderFields();
    await userEvent.click(name);
    await userEvent.paste('   Ravi Kumar');
    expect(name.value).toBe('Ravi Kumar');
  });

  it('strip the whitespace left at the start when the first word is deleted', async () => {
    const { notes } = renderFields();
    await userEvent.type(notes, 'Ravi Kumar');
    await userEvent.type(notes, '{Backspace}{Backspace}{Backspace}{Backspace}', {
      initialSelectionStart: 4,
      initialSelectionEnd: 4,
    });
    expect(notes.value).toBe('Kumar');
  });
});

describe('emoji', () => {
  it.each(['😀', '🇮🇳', '👍🏽', '❤️'])('refuse %s typed into a text field', async (emoji) => {
    const { name } = renderFields();
    await userEvent.type(name, `Ra${emoji}vi`);
    expect(name.value).toBe('Ravi');
  });

  it('remove a ZWJ sequence an on-screen keyboard inserted in one go', () => {
    const { name } = renderFields();
    fireEvent.input(name, { target: { value: 'Ra👨‍👩‍👧vi' } });
    expect(name.value).toBe('Ravi');
  });

  it('refuse a paste that holds an emoji, leaving the field as it was', async () => {
    const { notes } = renderFields();
    await userEvent.type(notes, 'Visit ');
    await userEvent.paste('done 👍🏽');
    expect(notes.value).toBe('Visit ');
  });

  it('refuse emoji in an email field', async () => {
    const { email } = renderFields();
    await userEvent.type(email, 'ravi😀@example.org');
    expect(email.value).toBe('ravi@example.org');
  });
});

describe('autocomplete', () => {
  it('is off on forms and fields present at start and added later', async () => {
    const { name, notes } = renderFields();
    const late = document.createElement('input');
    late.setAttribute('autocomplete', 'username');
    document.body.append(late);
    await Promise.resolve();
    expect(name.closest('form')).toHaveAttribute('autocomplete', 'off');
    expect(notes).toHaveAttribute('autocomplete', 'off');
    expect(late).toHaveAttribute('autocomplete', 'off');
    late.remove();
  });

  it('is switched back off when a component sets its own value', async () => {
    const { name } = renderFields();
    name.setAttribute('autocomplete', 'email');
    await Promise.resolve();
    expect(name).toHaveAttribute('autocomplete', 'off');
  });
});
