// The words of the changes made offline: the Save dialog, the header's badge, the waiting changes page and the
// logout question.

export const waitingTexts = {
  /** In place of the spec's server-answer dialog, which needs the server (SPEC 8). */
  savedOnDeviceTitle: 'Saved on this device',
  savedOnDevice: 'Saved on this device; it will be sent when you are back online',
  badge: '%{smart_count} change waiting |||| %{smart_count} changes waiting',
  notKept:
    'This device has no room left to keep the changes waiting: they are kept only while this page is open. Free some space on the device.',
  heading: 'Changes waiting',
  none: 'No changes are waiting: everything made on this device has been sent.',
  kinds: { create: 'Add', update: 'Edit', delete: 'Delete' },
  states: {
    sending: 'Sending',
    waiting: 'Waiting for the network',
    signIn: 'Waiting for a sign-in',
    saved: 'Saved',
    conflict: 'Changed by someone else meanwhile',
    refused: 'Refused',
  },
  savedAt: 'Made at %{time}',
  retry: 'Send again',
  edit: 'Edit',
  resolve: 'Compare',
  discard: 'Discard',
  discardTitle: 'Discard this change?',
  discardText: 'It has not been sent, and it will be lost.',
  clearSaved: 'Clear saved',
  logoutTitle: 'Changes are waiting',
  logoutText:
    '%{smart_count} change made on this device has not been sent yet. |||| %{smart_count} changes made on this device have not been sent yet.',
  logoutKeep: 'Send when back online',
  logoutDiscard: 'Discard',
} as const;
