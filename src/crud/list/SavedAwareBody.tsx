// The list table's body (react-admin's own, through DataTable's `body`), whose row holding the record just saved
// stands out and comes into view, and whose rows' checkboxes are named where a screen reader looks for it.
import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useLocaleState,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useIsSavedRow } from './savedRow.ts';
import { bringIntoView, savedRowSx } from './savedRowSx.ts';

/**
 * react-admin's row checkbox carries its name ("Select this row") on its wrapper, where it is not allowed, and
 * leaves the checkbox itself unnamed (axe: aria-prohibited-attr, label): the name moves onto the checkbox.
 */
const nameRowCheckbox = (row: HTMLTableRowElement | null) => {
  const wrapper = row?.querySelector('.select-item[aria-label]');
  const checkbox = wrapper?.querySelector('input[type="checkbox"]');
  if (!wrapper || !checkbox) return;
  checkbox.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
  wrapper.removeAttribute('aria-label');
};

const Row = (props: DataTableRowProps) => {
  const saved = useIsSavedRow(useRecordContext());
  const row = useRef<HTMLTableRowElement | null>(null);
  // Again whenever the language changes the name react-admin gives the wrapper.
  const [locale] = useLocaleState();
  useLayoutEffect(() => nameRowCheckbox(row.current), [locale]);
  const ref = useCallback(
    (element: HTMLTableRowElement | null) => {
      row.current = element;
      if (saved) bringIntoView(element);
    },
    [saved],
  );
  if (!saved) return <DataTableRow {...props} ref={ref} />;
  // data-saved-row: the row browser tests look for.
  return <DataTableRow {...props} ref={ref} data-saved-row="" sx={savedRowSx} />;
};

export const SavedAwareBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;
