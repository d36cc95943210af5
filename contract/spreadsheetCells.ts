/**
 * A spreadsheet cell that starts like a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) is written as text, after OWASP's CSV injection guidance: a leading apostrophe. An
 * .xlsx keeps a string cell as a string, but the cell becomes a live formula once it is edited or
 * the file is saved as CSV. Every export applies it, the server's and the browser's alike; numbers
 * and dates are cells of their own kind and are left alone.
 */
const formulaStart = /^[=+\-@\t\r]/;

export const asTextCell = <T>(value: T): T | string =>
  typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;
