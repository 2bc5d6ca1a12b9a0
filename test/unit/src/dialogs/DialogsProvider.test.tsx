import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '../../../../src/dialogs/DialogsProvider.tsx';
import type { Dialogs } from '../../../../src/dialogs/dialogsContext.ts';
import { useDialogs } from '../../../../src/dialogs/useDialogs.ts';

const renderDialogs = () => {
  const holder: { dialogs?: Dialogs } = {};
  const Capture = () => {
    holder.dialogs = useDialogs();
    return null;
  };
  render(
    <DialogsProvider>
      <Capture />
    </DialogsProvider>,
  );
  if (!holder.dialogs) throw new Error('dialogs not captured');
  return holder.dialogs;
};

/** Opens a dialog inside act() and hands back its promise. */
const open = <T,>(show: () => Promise<T>): Promise<T> => {
  let settled: Promise<T> | undefined;
  act(() => {
    settled = show();
  });
  if (!settled) throw new Error('dialog not opened');
  return settled;
};

const logoutQuestion = {
  title: 'Are you sure?',
  text: 'You will be logged out!',
  confirmText: 'Yes',
  cancelText: 'No',
};

describe('DialogsProvider', () => {
  it('resolves confirm with true when the user confirms', async () => {
    const dialogs = renderDialogs();
    const answer = open(() => dialogs.confirm(logoutQuestion));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves confirm with false when the user cancels', async () => {
    const dialogs = renderDialogs();
    const answer = open(() => dialogs.confirm(logoutQuestion));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
  });

  it('puts the cancel button on the left of the confirm button', async () => {
    const dialogs = renderDialogs();
    act(() => void dialogs.confirm(logoutQuestion));
    const buttons = within(await screen.findByRole('dialog')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['No', 'Yes']);
  });

  it('shows the confirm title and text', async () => {
    const dialogs = renderDialogs();
    act(() => void dialogs.confirm(logoutQuestion));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure?You will be logged out!');
  });

  it('resolves the error dialog when its button is pressed', async () => {
    const dialogs = renderDialogs();
    const closed = open(() =>
      dialogs.error({ title: 'Error!', text: 'Invalid credentials', button: 'Try Again' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a result dialog open on a click beside it (a double-click on Save) until its button', async () => {
    const dialogs = renderDialogs();
    const closed = vi.fn();
    open(() => dialogs.success({ title: 'Added!' })).then(closed);
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    await userEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(closed).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button'));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
  });

  it('answers No to a question on a click beside it', async () => {
    const dialogs = renderDialogs();
    const answered = open(() =>
      dialogs.confirm({ title: 'Are you sure?', text: 'Really?', confirmText: 'Yes', cancelText: 'No' }),
    );
    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    await expect(answered).resolves.toBe(false);
  });

  it('shows the success title and text', async () => {
    const dialogs = renderDialogs();
    act(() => void dialogs.success({ title: 'Updated!', text: 'Project updated successfully.' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Updated!Project updated successfully.');
  });

  it('shows a wait dialog without any button', async () => {
    const dialogs = renderDialogs();
    act(() => dialogs.wait('Please wait...'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Please wait...');
    expect(within(await screen.findByRole('dialog')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes the wait dialog on close()', async () => {
    const dialogs = renderDialogs();
    act(() => dialogs.wait('Please wait...'));
    act(() => dialogs.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers false to a confirm that another dialog replaces', async () => {
    const dialogs = renderDialogs();
    const answer = open(() => dialogs.confirm(logoutQuestion));
    act(() => dialogs.wait('Deleting...'));
    await expect(answer).resolves.toBe(false);
  });
});
