// A user's password reset on the edit screen: confirmed first, the one-time password shown once with a copy
// button, and no button for those who may not edit the user or on one's own record.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useCanAccess, useGetIdentity, type AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { HttpClientContext } from '../../../src/crud/httpClientContext.ts';
import { DialogsProvider } from '../../../src/dialogs/DialogsProvider.tsx';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { ResetPasswordButton } from '../../../src/users/ResetPasswordButton.tsx';
import { memoryApi, renderCrud, useDesktopPointer } from './crudHarness.tsx';
import { aProjectRow } from './projectRows.ts';
import { aUserRow } from './userRows.ts';

beforeEach(useDesktopPointer);

const PASSWORD = 'k7mqw2rxt9vbnh3pz4ae';
const resetAnswer = { message: 'Password reset.', password: PASSWORD };

const renderUserEdit = (answer: unknown = resetAnswer) => {
  const api = memoryApi({ 'get_user/4': [aUserRow(4)], users: [], 'users_reset_password/4': answer });
  renderCrud('/UserEdit/4', api.http);
  return api;
};

/** Says 'answered' once the identity and the access check the button waits for have both come. */
const Answered = () => {
  const access = useCanAccess({ resource: 'user', action: 'edit', record: aUserRow(4) });
  const identity = useGetIdentity();
  return access.isPending || identity.isPending ? null : <output aria-label="answered">yes</output>;
};

/** The button alone, signed in as user `signedInId`, whose authProvider grants `mayEdit`. */
const renderButton = (mayEdit: boolean, signedInId = 1) => {
  const api = memoryApi({ 'users_reset_password/4': resetAnswer });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: signedInId, fullName: 'Signed In' }),
    canAccess: async ({ action, resource }) => mayEdit && action === 'edit' && resource === 'user',
  };
  render(
    <DialogsProvider>
      <HttpClientContext.Provider value={api.http}>
        <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider()}>
          <ResetPasswordButton resource="user" id="4" record={aUserRow(4)} />
          <Answered />
        </AdminContext>
      </HttpClientContext.Provider>
    </DialogsProvider>,
  );
  return api;
};

const resetCalls = (api: ReturnType<typeof memoryApi>) =>
  api.calls.filter((call) => call.path === 'users_reset_password/4');

describe("the user edit screen's password reset", () => {
  it('asks first, then shows the one-time password once, says it must be changed, and copies it', async () => {
    const user = userEvent.setup();
    const api = renderUserEdit();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    const shown = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(resetCalls(api)).toEqual([{ path: 'users_reset_password/4', method: 'POST', body: undefined }]);
    expect(within(shown).getByLabelText('One-time password')).toHaveValue(PASSWORD);
    expect(shown).toHaveTextContent('it must be changed at the next sign-in');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(PASSWORD);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(PASSWORD)).not.toBeInTheDocument();
  });

  it('resets nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const api = renderUserEdit();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resetCalls(api)).toEqual([]);
  });

  it("shows the server's refusal in an error dialog", async () => {
    const user = userEvent.setup();
    renderUserEdit(new HttpError(403, { message: "You don't have permission to do this." }));
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent("You don't have permission to do this.");
    expect(screen.queryByRole('dialog', { name: 'One-time password' })).not.toBeInTheDocument();
  });

  it('is not on the edit screen of a resource without it', async () => {
    const api = memoryApi({ 'get_project/5': [aProjectRow(5)], projects: [] });
    renderCrud('/projectEdit/5', api.http);
    await screen.findByRole('button', { name: 'History' });
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('is offered to someone the authProvider lets edit the user', async () => {
    renderButton(true);
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('is not offered to someone who may not edit the user', async () => {
    renderButton(false);
    await screen.findByLabelText('answered');
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('is not offered on the signed-in user their own record', async () => {
    renderButton(true, 4);
    await screen.findByLabelText('answered');
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
