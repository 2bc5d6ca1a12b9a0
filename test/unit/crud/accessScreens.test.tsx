// The generic screens as the access policy lets a role use them, through the real auth provider's canAccess on
// the area the profile answers: routes, row actions, the read-only view and the location selects.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Area } from '../../../resources/access.ts';
import { createAuthProvider } from '../../../authProvider/index.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { areas } from '../authProvider/areas.ts';
import { memoryApi, renderCrud, testMasterData, useDesktopPointer, type ApiAnswer } from './crudHarness.tsx';
import { aSiteRow } from './fieldOpsHarness.tsx';

beforeEach(useDesktopPointer);

const session = createSessionStore(localStorage);
beforeEach(() => session.setToken('t1'));

/** The screens at `path` for a user of this area, the API answering `answers` and their profile. */
const renderAs = (area: Area, path: string, answers: Record<string, ApiAnswer> = {}) => {
  const profile = { id: area.userId, name: 'Asha', email: 'asha@test.local', role_id: area.roleId, area };
  const api = memoryApi({ profile, ...answers });
  const authProvider = createAuthProvider({ http: api.http, session, loginUrl: 'http://app.test/login' });
  renderCrud(path, api.http, testMasterData, authProvider);
  return api;
};

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;
const optionsOf = async (label: string) => {
  screen.getByRole('combobox', { name: label }).focus();
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).toBeEnabled());
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.setup().click(screen.getByRole('combobox', { name: label }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent).filter((text) => text?.trim());
};

describe('the screens for a District Coordinator', () => {
  const home = { state_id: 2, district_id: 20, block_id: 201 };
  const elsewhere = { state_id: 2, district_id: 21, block_id: 211 };

  it('start an add form with their state and district chosen, offering no other district', async () => {
    renderAs(areas.districtCoordinator, '/sitCreate');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'District' })).toHaveTextContent('Patna'),
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Bihar');
    expect(await optionsOf('District')).toEqual(['Patna']);
  });

  it('give a row of their district Edit and Delete, and a row elsewhere View alone', async () => {
    renderAs(areas.districtCoordinator, '/site', {
      sites: [
        aSiteRow(1, { ...home, site_name: 'Mine' }),
        aSiteRow(2, { ...elsewhere, site_name: 'Theirs' }),
      ],
    });
    const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
    const mine = await row('Mine');
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Edit' })).toBeInTheDocument());
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const theirs = await row('Theirs');
    await waitFor(() =>
      expect(within(theirs).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/siteView/2'),
    );
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('open a row of another district read-only on a click', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    renderAs(areas.districtCoordinator, '/site', {
      sites: [
        aSiteRow(1, { ...home, site_name: 'Mine' }),
        aSiteRow(2, { ...elsewhere, site_name: 'Theirs' }),
      ],
    });
    await user.click(await screen.findByRole('cell', { name: 'Theirs' }));
    await waitFor(() => expect(currentPath()).toBe('/siteView/2'));
  });

  it('open a row of their own district to edit on a click', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    renderAs(areas.districtCoordinator, '/site', { sites: [aSiteRow(1, { ...home, site_name: 'Mine' })] });
    await user.click(await screen.findByRole('cell', { name: 'Mine' }));
    await waitFor(() => expect(currentPath()).toBe('/siteEdit/1'));
  });

  it('send a screen the role may not open to the 403 page', async () => {
    renderAs(areas.districtCoordinator, '/user');
    await waitFor(() => expect(currentPath()).toBe('/no-access'));
  });
});

describe('the screens for a Program Manager', () => {
  it('show a list without Add, Import or a row’s Edit and Delete', async () => {
    renderAs(areas.programManager, '/site', { sites: [aSiteRow(1, { state_id: 2 })] });
    await screen.findByRole('heading', { name: 'Manage Site' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'View' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Add Site' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('open a site’s edit address as its read-only view: fields disabled, no Save', async () => {
    renderAs(areas.programManager, '/siteEdit/4', {
      'get_site/4': [aSiteRow(4, { state_id: 2, district_id: 20, block_id: 201 })],
    });
    await waitFor(() => expect(currentPath()).toBe('/siteView/4'));
    expect(await screen.findByRole('heading', { name: 'View Site 4' })).toBeInTheDocument();
    expect(screen.getByLabelText('Site name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('open their own program to edit, and another program read-only', async () => {
    const program = (id: number) => ({
      id,
      program_name: `Program ${id}`,
      program_code: `P${id}`,
      state_id: 2,
    });
    renderAs(areas.programManager, '/programEdit/9', { 'get_program/9': [program(9)] });
    await waitFor(() => expect(currentPath()).toBe('/programView/9'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('edit their own program', async () => {
    renderAs(areas.programManager, '/programEdit/7', {
      'get_program/7': [{ id: 7, program_name: 'Memory Care', program_code: 'MC', state_id: 2 }],
    });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(currentPath()).toBe('/programEdit/7');
  });

  it('send the add form to the 403 page', async () => {
    renderAs(areas.programManager, '/sitCreate');
    await waitFor(() => expect(currentPath()).toBe('/no-access'));
  });
});
