// Setting: the user's own profile, and the password change with its checks, typing rule and server answers.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError, type HttpRequestInit } from '../../../dataProvider/httpClient.ts';
import { SettingPage } from '../../../src/pages/setting/SettingPage.tsx';
import { fakeHttp, renderPage } from './pageHarness.tsx';
import { scaled } from '../../timeouts.ts';

const profile = {
  id: 4,
  name: 'Asha Devi',
  email: 'asha@example.org',
  role_id: 2,
  role_name: 'State Coordinator',
  mobile_number: '9876543210',
  state_id: 10,
  state_name: 'Bihar',
  district_id: [101],
  block_id: null,
  city_village: 'Danapur',
  program_id: null,
  project_id: null,
};

const api = (changePassword: (init?: HttpRequestInit) => unknown) =>
  fakeHttp((path, init) => (path === 'profile' ? profile : changePassword(init)));

const fill = async (current: string, next: string, confirm = next) => {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
};

describe('the setting page', { timeout: scaled(20_000) }, () => {
  it('shows the signed-in user’s profile with names resolved', async () => {
    renderPage(<SettingPage http={api(() => ({})).http} />);
    expect(await screen.findByText('Asha Devi')).toBeInTheDocument();
    expect(screen.getByText('State Coordinator')).toBeInTheDocument();
    expect(screen.getByText('Patna')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
  });

  it('forces typed passwords to lower case without spaces, like the login form', async () => {
    renderPage(<SettingPage http={api(() => ({})).http} />);
    await userEvent.type(screen.getByLabelText('New Password'), 'New Pass');
    expect(screen.getByLabelText('New Password')).toHaveValue('newpass');
  });

  it('shows the checks and sends nothing while they fail', async () => {
    const { http, calls } = api(() => ({}));
    renderPage(<SettingPage http={http} />);
    await fill('old', 'abc');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['profile']);
  });

  it('shows every field’s message when Change Password is pressed on an empty form', async () => {
    const { http, calls } = api(() => ({}));
    renderPage(<SettingPage http={http} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['profile']);
  });

  it('checks a touched confirmation again as the new password is typed', async () => {
    renderPage(<SettingPage http={api(() => ({})).http} />);
    await userEvent.click(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'newpass');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends the current and new password and shows the server’s message', async () => {
    const { http, calls } = api(() => ({ message: 'Password changed successfully.' }));
    renderPage(<SettingPage http={http} />);
    await fill('oldsecret', 'newsecret');
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      path: 'change_password',
      init: { method: 'POST', body: { current_password: 'oldsecret', new_password: 'newsecret' } },
    });
  });

  it('shows the server’s refusal in the error dialog', async () => {
    const refusal = new HttpError(422, { message: 'Current password is incorrect' });
    renderPage(<SettingPage http={api(() => Promise.reject(refusal)).http} />);
    await fill('wrongone', 'newsecret');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the new password under its field too', async () => {
    const message = 'This password is too common. Please choose another.';
    const refusal = new HttpError(422, { message, errors: { new_password: message } });
    renderPage(<SettingPage http={api(() => Promise.reject(refusal)).http} />);
    await fill('oldsecret', 'password1');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(message);
  });
});
