// The site form: the day select also sets the hidden day_name, which is sent but never drawn.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApi, useDesktopPointer } from './crudHarness.tsx';
import { aSiteRow, renderFieldOps } from './fieldOpsHarness.tsx';
import { chooseOption } from './fillForm.ts';

beforeEach(useDesktopPointer);

const added = { message: 'Added!', subMessage: 'Site added successfully.', id: 4 };

describe('the site form', () => {
  it('sends the chosen day as days and its name as day_name', async () => {
    const user = userEvent.setup();
    const api = memoryApi({ sites_add: added, sites: [] });
    renderFieldOps('/sitCreate', api.http);
    await user.type(await screen.findByLabelText('Site name'), 'Riverside');
    await user.type(screen.getByLabelText('MHU'), 'MHU-7');
    await user.type(screen.getByLabelText('Site code'), 'RS-1');
    await chooseOption(user, 'Day', 'Tuesday');
    await chooseOption(user, 'State', 'Uttarakhand');
    await chooseOption(user, 'District', 'Dehradun');
    await chooseOption(user, 'Block', 'Raipur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Added!' });
    expect(api.posted('sites_add')).toMatchObject({ days: 702, day_name: 'Tuesday' });
  });

  it('changes day_name with the day on edit', async () => {
    const user = userEvent.setup();
    const api = memoryApi({ 'get_site/4': [aSiteRow(4)], 'sites_edit/4': {}, sites: [] });
    renderFieldOps('/siteEdit/4', api.http);
    await screen.findByLabelText('Site name');
    await chooseOption(user, 'Day', 'Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    expect(api.posted('sites_edit/4')).toMatchObject({ days: 702, day_name: 'Tuesday' });
  });

  it('draws one Day input, the select, and no input for day_name', async () => {
    const { container } = renderFieldOps('/siteEdit/4', memoryApi({ 'get_site/4': [aSiteRow(4)] }).http);
    await screen.findByLabelText('Site name');
    expect(screen.getAllByLabelText('Day')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('Monday');
    expect(container.querySelector('[name="day_name"]')).toBeNull();
  });

  it("says 'site updated successfully.' when the server sends no message", async () => {
    const user = userEvent.setup();
    const api = memoryApi({ 'get_site/4': [aSiteRow(4)], 'sites_edit/4': {}, sites: [] });
    renderFieldOps('/siteEdit/4', api.http);
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Updated!' });
    expect(within(dialog).getByText('site updated successfully.')).toBeInTheDocument();
  });
});
