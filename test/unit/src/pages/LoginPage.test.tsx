import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '../../../../src/dialogs/DialogsProvider.tsx';
import { LoginPage } from '../../../../src/pages/login/LoginPage.tsx';
import { fakeApi, type Handler } from '../../dataProvider/fakeApi.ts';

const user = { id: 1, name: 'Asha Rao', email: 'asha@example.org', role_id: 1 };

const renderLogin = (handler: Handler = () => ({ status: 200, body: { token: 't1', user } })) => {
  const api = fakeApi(handler, '/api/');
  vi.stubGlobal('fetch', api.fetch);
  const onSignedIn = vi.fn();
  render(
    <DialogsProvider>
      <MemoryRouter>
        <LoginPage onSignedIn={onSignedIn} />
      </MemoryRouter>
    </DialogsProvider>,
  );
  return { api, onSignedIn };
};

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title Health Program', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Health Program' })).toBeInTheDocument();
  });

  it('shows no error before a field is touched', () => {
    renderLogin();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
  });

  it('shows the required error once the username field is left empty', async () => {
    renderLogin();
    await userEvent.click(username());
    await userEvent.tab();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
  });

  it('does not show the password error when only the username was touched', async () => {
    renderLogin();
    await userEvent.click(username());
    await userEvent.tab();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('forces lower case and strips spaces while typing', async () => {
    renderLogin();
    await userEvent.type(username(), 'Asha Rao');
    expect(username()).toHaveValue('asharao');
  });

  it('shows both required errors when Login is pressed on an empty form', async () => {
    const { api } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in and stores the session on success', async () => {
    const { onSignedIn } = renderLogin();
    await userEvent.type(username(), 'asha');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('t1');
  });

  it('shows the error dialog with the server message on a failed login', async () => {
    const { onSignedIn } = renderLogin(() => ({
      status: 401,
      body: { message: 'Invalid email or password' },
    }));
    await userEvent.type(username(), 'asha');
    await userEvent.type(password(), 'wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('falls back to the unexpected-error text when the server gives no message', async () => {
    renderLogin(() => ({ status: 500 }));
    await userEvent.type(username(), 'asha');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });
});
