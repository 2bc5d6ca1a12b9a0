// The list table's body (react-admin's own, through DataTable's `body`), whose row holding the record just saved
// stands out and comes into view.
import {
  DataTableBody,
  DataTableRow,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useIsSavedRow } from './savedRow.ts';
import { bringIntoView, savedRowSx } from './savedRowSx.ts';

const Row = (props: DataTableRowProps) => {
  const saved = useIsSavedRow(useRecordContext());
  if (!saved) return <DataTableRow {...props} />;
  // data-saved-row: the row browser tests look for.
  return <DataTableRow {...props} ref={bringIntoView} data-saved-row="" sx={savedRowSx} />;
};

export const SavedAwareBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;
