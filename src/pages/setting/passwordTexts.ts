// The password change's words, on the setting page and on the first sign-in's page alike.

export const passwordTexts = {
  heading: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Change Password',
  saving: 'Please wait...',
  changedTitle: 'Updated!',
  changed: 'Password changed successfully.',
  errorTitle: 'Error',
  errorText: 'Something went wrong',
  tryAgain: 'Try Again',
  firstHeading: 'Change your password',
  firstText: 'Your password was made by the server and shown only once. Choose your own password to go on.',
  logout: 'Logout',
} as const;
