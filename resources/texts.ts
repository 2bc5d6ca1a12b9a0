// Texts every resource screen shares (SPEC 2 and 8); a resource's own texts live in its config.

export const commonTexts = {
  searchPlaceholder: 'Search ...',
  loadingRecord: 'Loading user details...',
  back: 'Back',
  save: 'Save',
  addedTitle: 'Added!',
  updatedTitle: 'Updated!',
  deletedTitle: 'Deleted!',
  confirmTitle: 'Are you sure?',
  /** The spec's one delete confirmation, whatever the entity (SPEC 8). */
  deleteConfirm: 'This action will delete the user.',
  confirmDelete: 'Yes, delete it',
  confirmCancel: 'No',
} as const;
