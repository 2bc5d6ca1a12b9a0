// Fills the project form the way a person does: typing, picking dates in the field, choosing from the select.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types a date as dd/mm/yyyy digits into the date field with this label. */
export const typeDate = async (user: UserEvent, label: string, digits: string) => {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(digits);
};

export const chooseOption = async (user: UserEvent, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

export interface ProjectInput {
  name: string;
  code: string;
  state: string;
  start: string;
  end: string;
}

export const fillProject = async (user: UserEvent, input: ProjectInput) => {
  await user.type(screen.getByLabelText('Name'), input.name);
  await typeDate(user, 'Start Date', input.start);
  await typeDate(user, 'End Date', input.end);
  await user.type(screen.getByLabelText('Project Code'), input.code);
  await chooseOption(user, 'State', input.state);
};
