// One cell of an imported file as a value: blanks and the list's '--' are empty, dates as the list shows them.
import { EMPTY_TEXT } from '../display.ts';
import { isIsoDate } from '../dates.ts';

/** The cell's text, trimmed; '' for a blank cell or the '--' a list shows for nothing. */
export const cellText = (cell: unknown): string => {
  const text = typeof cell === 'string' ? cell.trim() : cell == null ? '' : String(cell).trim();
  return text === EMPTY_TEXT ? '' : text;
};

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date written dd/mm/yyyy (as a list and its export show it) or yyyy-mm-dd, as yyyy-mm-dd; undefined when
 * the text is neither or no real date.
 * @example dateOfCell('04/03/2025') // '2025-03-04'
 */
export const dateOfCell = (text: string): string | undefined => {
  const match = DAY_MONTH_YEAR.exec(text);
  const iso = match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : undefined;
};
