// The dialog texts every resource screen shares that the resource configs do not carry (SPEC 2, 4 and 8).
import { UNEXPECTED_ERROR } from '../pages/login/loginFailureMessage.ts';

export const crudTexts = {
  listLoading: 'Loading...',
  /** In place of a list whose fetch failed without a message of the server's (decision 024). */
  listLoadFailed: 'The list could not be loaded. Please try again.',
  listRetry: 'Retry',
  /** Above a list read offline from the copy kept on the device, with the time the server answered it. */
  offlineFrom: 'Offline — showing data from %{time}',
  /** Above a list's page, over the record just saved when it is not on that page. */
  savedElsewhere: 'Just saved (not on this page):',
  /** Every empty list's sentence (src/crud/list/EmptyList.tsx), of the words its screen calls its records. */
  emptyList: 'No %{things} yet.',
  emptySearch: 'No %{things} match this search.',
  /** When a field filter (with or without a search) left nothing. */
  emptyFilters: 'No %{things} match these filters.',
  deleting: 'Deleting...',
  saving: 'Please wait...',
  addErrorTitle: 'Error!',
  addErrorText: UNEXPECTED_ERROR,
  addErrorButton: 'Try Again',
  errorTitle: 'Error',
  errorText: 'Something went wrong',
  exportButton: 'Export',
  exportFailed: 'The list could not be exported. Please try again.',
  /** A long form's parts' headings on a phone (resources/formSections.ts). */
  sections: { person: 'Person', location: 'Location', posting: 'Posting' },
  /** A list's actions on the rows chosen by their checkboxes. */
  bulk: {
    /** A card's checkbox on a phone, of the record's name. */
    choose: 'Choose %{name}',
    exportChosen: 'Export chosen',
    deleteChosen: 'Delete chosen',
    confirm: 'This action will delete the %{count} chosen records.',
    deleting: 'Deleting %{done} of %{count}...',
    deleted: 'Records deleted: %{count}.',
    refusedTitle: 'Not all were deleted',
    refused: 'Deleted: %{deleted}. Not deleted: %{refused}, each with its reason:',
  },
  /** The read-only view's heading, of the record's name. */
  viewHeading: 'View %{record}',
  /** A row's action for a record the role may read but not change. */
  viewButton: 'View',
  /** A list's field filters beside its search (src/crud/list/ListFilters.tsx). */
  filters: {
    /** A phone's button that opens them, with how many apply. */
    button: 'Filters',
    clear: 'Clear filters',
    close: 'Close',
    /** A filter's value no option has any more (a saved link's removed district). */
    unknown: 'Unknown (%{value})',
    /** Under the empty list, when a filter's value is unknown. */
    gone: 'A filter names something that no longer exists: %{fields}. Clear it to see the list.',
  },
  /** The edit form's dialog when a save finds the record changed by someone else since the form was opened. */
  conflict: {
    title: 'Changed since you opened it',
    // The server's 412 message word for word: a delete's 412, shown as sent, then reads in Hindi too.
    text: 'Someone else changed this record after you opened it.',
    keepTheirs: 'Keep their version',
    saveMine: 'Save mine over it',
  },
} as const;
