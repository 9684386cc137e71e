// CSV files the console exports (leads, analytics tables): RFC 4180 quoting, formulas
// neutralized (CSV injection), a BOM for spreadsheets.

/** Makes spreadsheets open the file as UTF-8 (Urdu names stay readable in Excel). */
export const CSV_BOM = "\uFEFF";

/** Records end with CRLF (RFC 4180); line breaks inside a quoted value are kept as they are. */
export const CSV_RECORD_SEPARATOR = "\r\n";

/** A spreadsheet would run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One value: a value a spreadsheet would read as a formula is neutralized with a leading `'`,
 * then the value is wrapped in double quotes with inner quotes doubled.
 */
export function csvValue(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}
