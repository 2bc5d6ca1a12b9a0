// The words of the history dialog, the activity page and the restore bin (the server's own are in resources).

export const auditTexts = {
  historyButton: 'History',
  historyTitle: 'History',
  /** What the empty history and activity call their rows: "No changes yet." */
  changeThings: 'changes',
  /** The empty bin's: "No deleted records yet." */
  deletedThings: 'deleted records',
  historyFailed: 'The history could not be loaded.',
  close: 'Close',
  unknownUser: 'unknown user',
  activityHeading: 'Activity',
  activityMenu: 'Activity',
  binHeading: 'Deleted records',
  binMenu: 'Deleted records',
  exportButton: 'Export',
  restoreButton: 'Restore',
  restoring: 'Please wait...',
  erasedHint: 'Its personal data has been erased: it cannot be restored.',
  allResources: 'All',
  allUsers: 'All',
  loadFailed: 'The records could not be loaded.',
  filters: { resource: 'Resource', user: 'User', from: 'From', to: 'To' },
  columns: {
    when: 'When',
    resource: 'Resource',
    record: 'Record',
    action: 'Action',
    user: 'User',
    changes: 'Changes',
    deletedAt: 'Deleted on',
    deletedBy: 'Deleted by',
  },
} as const;
