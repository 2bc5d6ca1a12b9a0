// User rows as the get call answers them, and the add form filled the way a person does.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseOption } from './fillForm.ts';

export const aUserRow = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `User ${id}`,
  email: `user${id}@example.org`,
  mobile_number: '9876543210',
  role_id: 5,
  state_id: 2,
  district_id: 20,
  block_id: 201,
  city_village: 'Danapur',
  program_id: null,
  project_id: null,
  ...overrides,
});

/** Name, email, password and mobile number: the fields every role has. */
export const fillUserBasics = async (user: UserEvent, email = 'asha@example.org') => {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
};

export const chooseRole = (user: UserEvent, role: string) => chooseOption(user, 'Role', role);
