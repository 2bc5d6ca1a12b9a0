// The email's availability check on the user form: asked once typing settles, its answers shown as the
// field's message, never asked for the user's own email on edit.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { EMAIL_CHECK_DELAY_MS } from '../../../src/crud/fields/useEmailCheck.ts';
import { memoryApi, renderCrud, type ApiAnswer } from './crudHarness.tsx';
import { aUserRow } from './userRows.ts';
import { scaled } from '../../timeouts.ts';

/** Long enough for the check's pause and its answer, however slow the machine. */
const ANSWERED = { timeout: scaled(5_000) };

const renderAdd = (emailCheck: ApiAnswer) => {
  const api = memoryApi({ email_check: emailCheck });
  renderCrud('/UserCreate', api.http);
  return api;
};

const checks = (api: ReturnType<typeof memoryApi>) => api.calls.filter((call) => call.path === 'email_check');

const typeEmail = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.tab();
};

describe('the email check', () => {
  it('asks the server only once typing has paused, and once for the whole email', async () => {
    const api = renderAdd({ success: true });
    const input = await screen.findByLabelText('Email');
    // Timers under the test's control: no machine is too slow to type the email within the pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const email = 'asha@example.org';
      // Key by key, as typing changes the value; every prefix from 'asha@example.or' on is a valid email.
      for (let length = 1; length <= email.length; length++)
        fireEvent.change(input, { target: { value: email.slice(0, length) } });
      expect(checks(api)).toEqual([]);
      await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(checks(api)).toHaveLength(1));
    expect(checks(api)[0]).toEqual({
      path: 'email_check',
      method: 'POST',
      body: { email: 'asha@example.org' },
    });
  });

  it("shows 'Email already exists' when the server says the email is taken", async () => {
    const user = userEvent.setup();
    renderAdd({ success: false });
    await typeEmail(user, 'taken@example.org');
    expect(await screen.findByText('Email already exists', {}, ANSWERED)).toBeInTheDocument();
  });

  it('keeps the form from saving while the email is taken', async () => {
    const user = userEvent.setup();
    const api = renderAdd({ success: false });
    await typeEmail(user, 'taken@example.org');
    await screen.findByText('Email already exists', {}, ANSWERED);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    expect(api.calls.filter((call) => call.path === 'users_add')).toEqual([]);
  });

  it('shows no message for a free email', async () => {
    const user = userEvent.setup();
    const api = renderAdd({ success: true });
    await typeEmail(user, 'asha@example.org');
    await waitFor(() => expect(checks(api)).toHaveLength(1), ANSWERED);
    expect(screen.queryByText('Email already exists')).not.toBeInTheDocument();
  });

  it("shows 'Error checking email. Try again.' when the check fails", async () => {
    const user = userEvent.setup();
    renderAdd(new HttpError(500, {}));
    await typeEmail(user, 'asha@example.org');
    expect(await screen.findByText('Error checking email. Try again.', {}, ANSWERED)).toBeInTheDocument();
  });

  it('does not ask about a malformed email, which gets its own message', async () => {
    const user = userEvent.setup();
    const api = renderAdd({ success: true });
    await typeEmail(user, 'asha@example');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(checks(api)).toEqual([]);
  });

  it("does not check the user's own email on edit", async () => {
    const user = userEvent.setup();
    const api = memoryApi({ 'get_user/4': [aUserRow(4)], email_check: { success: false } });
    renderCrud('/UserEdit/4', api.http);
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    expect(checks(api)).toEqual([]);
    expect(screen.queryByText('Email already exists')).not.toBeInTheDocument();
  });
});
