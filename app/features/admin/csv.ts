/**
 * One CSV cell: always quoted, quotes doubled, and a leading = + - @ tab or
 * carriage return defused with an apostrophe so a spreadsheet shows the text
 * instead of running it as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** A CSV document (RFC 4180 line endings) from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
