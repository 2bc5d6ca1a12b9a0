// The dialog texts every resource screen shares that the resource configs do not carry (SPEC 2, 4 and 8).
import { UNEXPECTED_ERROR } from '../pages/login/loginFailureMessage.ts';

export const crudTexts = {
  listLoading: 'Loading...',
  deleting: 'Deleting...',
  saving: 'Please wait...',
  addErrorTitle: 'Error!',
  addErrorText: UNEXPECTED_ERROR,
  addErrorButton: 'Try Again',
  errorTitle: 'Error',
  errorText: 'Something went wrong',
  exportButton: 'Export',
  exportFailed: 'The list could not be exported. Please try again.',
  /** The read-only view's heading, of the record's name. */
  viewHeading: 'View %{record}',
  /** A row's action for a record the role may read but not change. */
  viewButton: 'View',
} as const;
