// The user form: which fields each role shows and requires, the cascade clearing (add and edit differ),
// several districts for role 2, the add and edit bodies, and the edit placeholders.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAME, PLACEHOLDER_PASSWORD } from '../../../resources/index.ts';
import { memoryApi, renderCrud, testMasterData } from './crudHarness.tsx';
import { chooseOption } from './fillForm.ts';
import { aUserRow, chooseRole, fillUserBasics } from './userRows.ts';

const added = { message: 'Added!', subMessage: 'User added successfully.', id: 3 };
const free = { success: true };

const renderAdd = () => {
  const api = memoryApi({ users_add: added, email_check: free, users: [] });
  renderCrud('/UserCreate', api.http);
  return api;
};

/** The add form, opened, with the District Coordinator role chosen (state, district and block to fill). */
const addDistrictCoordinator = async (user: ReturnType<typeof userEvent.setup>) => {
  const api = renderAdd();
  await screen.findByRole('heading', { name: 'Add User' });
  await chooseRole(user, 'District Coordinator');
  return api;
};

const renderEdit = (row: Record<string, unknown>) => {
  const api = memoryApi({ 'get_user/4': [row], 'users_edit/4': { message: 'Updated' }, users: [] });
  renderCrud('/UserEdit/4', api.http);
  return api;
};

const isDisabled = (label: string) =>
  screen.getByRole('combobox', { name: label }).getAttribute('aria-disabled') === 'true';
const shownLabels = (labels: string[]) => labels.filter((label) => screen.queryByLabelText(label));
const placeLabels = ['State', 'District', 'Block', 'City/Village'];
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));
const comboboxText = (label: string) => screen.getByRole('combobox', { name: label }).textContent;

describe('the user form', () => {
  it('shows no place, program or project field until a role is chosen', async () => {
    renderAdd();
    await screen.findByRole('heading', { name: 'Add User' });
    expect(shownLabels([...placeLabels, 'Program', 'Project'])).toEqual([]);
  });

  it.each([
    ['State Coordinator', placeLabels],
    ['District Coordinator', placeLabels],
    ['Program Manager', ['Program']],
    ['Project Manager', ['Project']],
    ['Administrator', []],
  ])('shows for the role %s exactly its own fields', async (role, labels) => {
    const user = userEvent.setup();
    renderAdd();
    await screen.findByRole('heading', { name: 'Add User' });
    await chooseRole(user, role);
    expect(shownLabels([...placeLabels, 'Program', 'Project'])).toEqual(labels);
  });

  it('requires state, district, block and city/village of a location role on Save', async () => {
    const user = userEvent.setup();
    const api = await addDistrictCoordinator(user);
    await save(user);
    for (const message of ['State is required', 'District is required', 'Block is required'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('City/Village is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'users_add')).toEqual([]);
  });

  it('requires a program of role 3 and a project of role 4', async () => {
    const user = userEvent.setup();
    renderAdd();
    await screen.findByRole('heading', { name: 'Add User' });
    await chooseRole(user, 'Program Manager');
    await save(user);
    expect(await screen.findByText('Program is required')).toBeInTheDocument();
    await chooseRole(user, 'Project Manager');
    await save(user);
    expect(await screen.findByText('Project is required')).toBeInTheDocument();
  });

  it('offers only the districts of the chosen state and the blocks of the chosen district', async () => {
    const user = userEvent.setup();
    await addDistrictCoordinator(user);
    await chooseOption(user, 'State', 'Goa');
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Patna');
    await user.click(screen.getByRole('option', { name: 'North Goa' }));
    await user.click(screen.getByRole('combobox', { name: 'Block' }));
    expect(screen.getByRole('option', { name: 'Bardez' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Danapur' })).not.toBeInTheDocument();
  });

  it('clears the district and block when the state changes', async () => {
    const user = userEvent.setup();
    await addDistrictCoordinator(user);
    await chooseOption(user, 'State', 'Bihar');
    await chooseOption(user, 'District', 'Patna');
    await chooseOption(user, 'Block', 'Danapur');
    await chooseOption(user, 'State', 'Goa');
    expect(comboboxText('District')).not.toContain('Patna');
    expect(comboboxText('Block')).not.toContain('Danapur');
  });

  it('clears state, district and block when the role changes on add', async () => {
    const user = userEvent.setup();
    await addDistrictCoordinator(user);
    await chooseOption(user, 'State', 'Bihar');
    await chooseOption(user, 'District', 'Patna');
    await chooseRole(user, 'State Coordinator');
    expect(comboboxText('State')).not.toContain('Bihar');
    expect(screen.queryByText('Patna')).not.toBeInTheDocument();
  });

  it('keeps the state but clears district and block when the role changes on edit', async () => {
    const user = userEvent.setup();
    renderEdit(aUserRow(4));
    await waitFor(() => expect(comboboxText('Block')).toContain('Danapur'));
    await chooseRole(user, 'State Coordinator');
    expect(comboboxText('State')).toContain('Bihar');
    expect(screen.queryByText('Patna')).not.toBeInTheDocument();
    expect(comboboxText('Block')).not.toContain('Danapur');
  });

  it('lets role 2 choose several districts, offers the blocks of all, and sends them comma-joined on add', async () => {
    const user = userEvent.setup();
    const api = renderAdd();
    await screen.findByRole('heading', { name: 'Add User' });
    await fillUserBasics(user);
    await chooseRole(user, 'State Coordinator');
    await chooseOption(user, 'State', 'Bihar');
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    await user.click(await screen.findByRole('option', { name: 'Patna' }));
    await user.click(screen.getByRole('option', { name: 'Gaya' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Block' }));
    expect(screen.getByRole('option', { name: 'Danapur' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Bodh Gaya' }));
    await user.type(screen.getByLabelText('City/Village'), 'Gaya');
    await save(user);
    await screen.findByRole('dialog', { name: 'Added!' });
    expect(api.posted('users_add')).toEqual({
      id: '',
      name: 'Asha Rao',
      email: 'asha@example.org',
      password: 'secret1',
      mobile_number: '9876543210',
      role_id: 2,
      state_id: 2,
      district_id: '20,21',
      block_id: 211,
      city_village: 'Gaya',
      program_id: null,
      project_id: null,
    });
  });

  it('pre-selects the stored block, disables the email and sends the placeholder password on edit', async () => {
    const user = userEvent.setup();
    const api = renderEdit(aUserRow(4, { name: '' }));
    await waitFor(() => expect(comboboxText('Block')).toContain('Danapur'));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue(PLACEHOLDER_NAME);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Updated!' });
    expect(within(dialog).getByText('Updated')).toBeInTheDocument();
    // The row as loaded, with the placeholders for what the person left as it was.
    const { id: _id, ...loaded } = aUserRow(4, { name: PLACEHOLDER_NAME });
    expect(api.posted('users_edit/4')).toEqual({ ...loaded, password: PLACEHOLDER_PASSWORD });
  });

  it('on edit disables only the block while it has no options (SPEC 4), never the district', async () => {
    // A state with no districts loaded yet: its district select is empty but stays usable.
    const masterData = {
      ...testMasterData,
      state: [...testMasterData.state, { state_id: 3, state_name: 'Assam' }],
    };
    const api = memoryApi({
      'get_user/4': [aUserRow(4, { state_id: 3, district_id: null, block_id: null })],
      users: [],
    });
    renderCrud('/UserEdit/4', api.http, masterData);
    await waitFor(() => expect(comboboxText('State')).toContain('Assam'));
    expect(isDisabled('District')).toBe(false);
    expect(isDisabled('Block')).toBe(true);
  });
});
