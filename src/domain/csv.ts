// RFC 4180 CSV for exports, with a guard against spreadsheet formula injection: device data
// (aliases, log text) must never run as a formula when the file is opened in a spreadsheet.

export type CsvCell = string | number | bigint | boolean | null | undefined;

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
/** Lets Excel detect UTF-8 (accents in aliases and cities); prepend when building the download. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
// `;` too: Dutch and German spreadsheets split a CSV on semicolons.
const NEEDS_QUOTES = /[",;\r\n]/;

/** The text of one cell: numbers stay numbers, text starting like a formula gets a leading '. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'bigint' || typeof cell === 'boolean') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Header plus rows, CRLF line ends (also after the last row), quoting only where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
