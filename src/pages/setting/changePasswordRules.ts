// The change-password form's checks (the server applies the same).
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../../resources/password.ts';

export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const emptyChangePassword: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** The first message per field, or an empty object when the values pass. */
export const changePasswordErrors = (values: ChangePasswordValues): ChangePasswordErrors => {
  const errors: ChangePasswordErrors = {};
  if (!values.current_password) errors.current_password = 'Current password is required';
  if (!values.new_password) errors.new_password = 'New password is required';
  else if (values.new_password.length < MIN_PASSWORD_LENGTH) errors.new_password = PASSWORD_TOO_SHORT;
  if (values.confirm_password !== values.new_password) errors.confirm_password = 'Passwords do not match';
  return errors;
};
