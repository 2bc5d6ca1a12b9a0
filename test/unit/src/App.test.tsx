import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App.tsx';
// Loaded up front so the app's lazy import of it resolves at once instead of counting against a test's time.
import '../../../src/admin/AdminApp.tsx';
import { fakeApi } from '../dataProvider/fakeApi.ts';

const startAt = (path: string, token?: string, user: Record<string, unknown> = {}) => {
  if (token) localStorage.setItem('token', JSON.stringify(token));
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, name: 'Asha Rao', email: 'asha@example.org', role_id: 1, ...user }),
  );
  window.history.replaceState({}, '', path);
  vi.stubGlobal('fetch', fakeApi(() => ({ status: 200, body: { state: [] } }), '/api/').fetch);
  render(<App />);
};

describe('App start-up routing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the login page instead of a logged-in page when no token is held', async () => {
    startAt('/home');
    expect(await screen.findByRole('heading', { name: 'Health Program' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows the privacy policy without a token', async () => {
    startAt('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('takes a signed-in user from the login page to the home page of the admin app', async () => {
    startAt('/login', 't1');
    expect(await screen.findByRole('link', { name: /Old Age Care/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
  });

  it('shows only the change-password form while a printed password is due to be changed', async () => {
    startAt('/user', 't1', { must_change_password: true });
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage Users' })).toBeNull();
  });

  it('shows the 404 page on an unknown path when signed in', async () => {
    startAt('/no/such/page', 't1');
    expect(await screen.findByText("Look like you're lost", {})).toBeInTheDocument();
  });
});
