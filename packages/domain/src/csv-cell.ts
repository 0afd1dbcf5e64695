// Text cells of the CSV files the app writes and reads. A spreadsheet runs a cell that starts with
// '=', '+', '-', '@', a tab or a carriage return as a formula ('=HYPERLINK(...)' typed into a vehicle
// or a log summary would run on the computer of whoever opens the export). Following OWASP's CSV
// injection advice, every export writes such a text cell with a single quote in front (the
// spreadsheet shows it as text), and the import takes exactly that quote off again, so an export
// imports as the same text. Numbers the app writes are not text and go out as they are.

/**
 * Text a spreadsheet would run, or that starts with quotes in front of such text: "'=1" is written
 * "''=1", so the import's one quote off gives "'=1" back rather than "=1".
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell as an export writes it: a leading "'" when a spreadsheet would run it. */
export function csvTextCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text an exported cell stands for (csvTextCell undone): one leading "'" off, only that one. */
export function textOfCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Text as typed or imported, with the spaces and line ends around it trimmed, except a leading tab
 * or carriage return: in a spreadsheet that is what makes '\t=1+1' a formula, so trimming it would
 * turn stored text into a different text than the cell had (the export then writes it escaped).
 */
export function trimCellText(text: string): string {
  const trimmed = text.trimEnd();
  return /^[\t\r]/.test(trimmed) ? trimmed : trimmed.trimStart();
}
