// The driver and health worker forms: '*' markers, the ID card setting the hidden card_holder_id, the site
// filling the MHU and place, the mobile number's keyboard, the body.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ageFromDob } from '../../../resources/index.ts';
import { memoryApi, useDesktopPointer } from './crudHarness.tsx';
import { aDriverRow, formEntries, renderFieldOps } from './fieldOpsHarness.tsx';
import { chooseOption, typeDate } from './fillForm.ts';

beforeEach(useDesktopPointer);

const renderDriverEdit = () => {
  const api = memoryApi({ 'get_driver/7': [aDriverRow(7)], 'drivers_edit/7': {}, drivers: [] });
  const view = renderFieldOps('/driverEdit/7', api.http);
  return { api, view };
};

const save = async (user: ReturnType<typeof userEvent.setup>, dialogTitle: string) => {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('dialog', { name: dialogTitle });
};

describe('the driver and health worker forms', () => {
  it("marks the driver form's fields with ' *'", async () => {
    renderFieldOps('/driverCreate', memoryApi({}).http);
    expect(await screen.findByLabelText('Driver name *')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ID card *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toBeInTheDocument();
  });

  it('marks none of the health worker form fields', async () => {
    renderFieldOps('/helthCreate', memoryApi({}).http);
    expect(await screen.findByLabelText('Health worker name')).toBeInTheDocument();
    expect(screen.queryByText(/\*/)).not.toBeInTheDocument();
  });

  it('sets id_card and card_holder_id from the chosen ID card', async () => {
    const user = userEvent.setup();
    const { api } = renderDriverEdit();
    await screen.findByLabelText('Driver name *');
    await chooseOption(user, 'ID card *', 'Voter ID');
    await save(user, 'Updated!');
    expect(formEntries(api.posted('drivers_edit/7'))).toMatchObject({ id_card: '3', card_holder_id: '3' });
  });

  it('sends card_holder_id without drawing it', async () => {
    const user = userEvent.setup();
    const { api, view } = renderDriverEdit();
    await screen.findByLabelText('Driver name *');
    expect(view.container.querySelector('[name="card_holder_id"]')).toBeNull();
    await save(user, 'Updated!');
    expect(formEntries(api.posted('drivers_edit/7'))).toMatchObject({ card_holder_id: '2' });
  });

  it('fills the MHU, state, district and block from the chosen site, and keeps them', async () => {
    const user = userEvent.setup();
    renderFieldOps('/driverCreate', memoryApi({}).http);
    await screen.findByLabelText('Driver name *');
    await chooseOption(user, 'Site *', 'Riverside');
    expect(screen.getByLabelText('MHU *')).toHaveValue('MHU-R');
    for (const [label, name] of [
      ['State *', 'Uttarakhand'],
      ['District *', 'Dehradun'],
      ['Block *', 'Raipur'],
    ])
      expect(within(screen.getByRole('combobox', { name: label })).getByText(name)).toBeInTheDocument();
  });

  it('leaves what the site filled editable', async () => {
    const user = userEvent.setup();
    renderFieldOps('/helthCreate', memoryApi({}).http);
    await screen.findByLabelText('Health worker name');
    await chooseOption(user, 'Site', 'Riverside');
    const mhu = screen.getByLabelText('MHU');
    await user.clear(mhu);
    await user.type(mhu, 'MHU-9');
    await chooseOption(user, 'Block', 'Sahaspur');
    expect(mhu).toHaveValue('MHU-9');
    expect(within(screen.getByRole('combobox', { name: 'Block' })).getByText('Sahaspur')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'District' })).getByText('Dehradun'),
    ).toBeInTheDocument();
  });

  it('offers a number pad for the mobile number and the age', async () => {
    renderFieldOps('/driverCreate', memoryApi({}).http);
    expect(await screen.findByLabelText('Mobile number *')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Age')).toHaveAttribute('inputmode', 'numeric');
  });

  it('sends every field of the add body as multipart, with the age and no image', async () => {
    const user = userEvent.setup();
    const api = memoryApi({ drivers_add: { message: 'Added!', subMessage: 'Driver added successfully.' } });
    renderFieldOps('/driverCreate', api.http);
    await user.type(await screen.findByLabelText('Driver name *'), 'Ravi');
    await user.type(screen.getByLabelText('MHU *'), 'MHU-7');
    await user.type(screen.getByLabelText('Mobile number *'), '9876543210');
    await user.type(screen.getByLabelText('Spouse/Parent name *'), 'Asha');
    await typeDate(user, 'Date of birth *', '15061990');
    await user.type(screen.getByLabelText('City/Village *'), 'Raipur');
    for (const [label, option] of [
      ['Site *', 'Riverside'],
      ['Gender *', 'Male'],
      ['Relationship *', 'Spouse'],
      ['ID card *', 'Voter ID'],
      ['State *', 'Uttarakhand'],
      ['District *', 'Dehradun'],
      ['Block *', 'Raipur'],
    ])
      await chooseOption(user, label, option);
    await save(user, 'Added!');
    const body = formEntries(api.posted('drivers_add'));
    expect(body).toMatchObject({
      driver_name: 'Ravi',
      card_holder_id: '3',
      id_card: '3',
      site: '3',
      dob: '1990-06-15',
      relationship: '902',
      block_id: '501',
    });
    expect(body.age).toBe(String(ageFromDob('1990-06-15')));
    expect(body).not.toHaveProperty('image');
  });
});
