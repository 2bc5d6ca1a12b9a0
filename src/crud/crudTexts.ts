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
} as const;
