// The words of a user's password reset on the edit screen: the button, its confirmation and the one-time password.

export const resetPasswordTexts = {
  button: 'Reset password',
  confirmTitle: 'Reset password?',
  confirmText:
    'The user gets a new one-time password and is signed out everywhere. Their current password stops working.',
  confirm: 'Reset',
  cancel: 'Cancel',
  resetting: 'Please wait...',
  doneTitle: 'One-time password',
  doneText:
    'Give this password to the user. It is shown only once, and it must be changed at the next sign-in.',
  passwordLabel: 'One-time password',
  copy: 'Copy',
  copied: 'Copied',
  close: 'Close',
  failedTitle: 'Error',
  failed: 'The password could not be reset.',
} as const;
