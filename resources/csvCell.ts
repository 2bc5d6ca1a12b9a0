// A cell of an exported CSV file: text a spreadsheet would run as a formula is kept as text.

/** What a spreadsheet reads as the start of a formula (=, +, -, @) or of a hidden one (tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cell's text, prefixed with ' when a spreadsheet would otherwise run it (OWASP's advice for CSV files).
 * @example safeCsvCell('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 */
export const safeCsvCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
