export interface CsvColumn<T> {
  header: string
  value: (row: T) => unknown
}

/** Excel reads a CSV without a byte-order mark in the system code page, which garbles Vietnamese. */
const byteOrderMark = '\uFEFF'

/**
 * Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"), so text that does
 * is prefixed with a quote, which shows the text as typed.
 */
const formulaStart = /^[=+\-@\t\r]/

/** Quoted when it holds a separator, a quote or a line break (RFC 4180), with inner quotes doubled. */
const needsQuotes = /[",\r\n]/

function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  if (typeof value === 'string') return formulaStart.test(value) ? `'${value}` : value
  // Numbers, including negative ones, cannot hold a formula and must stay numbers for the spreadsheet.
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return textOf(JSON.stringify(value))
}

function cell(value: unknown): string {
  const text = textOf(value)
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows as RFC 4180 CSV, CRLF line ends and a byte-order mark, ready for Excel; dates as ISO 8601. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ]
  return byteOrderMark + lines.map((line) => `${line.join(',')}\r\n`).join('')
}

/** Saves text as a file through a temporary link, the one way a page can start a download of its own data. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers cancel a download whose URL is revoked while the click is handled.
  setTimeout(() => URL.revokeObjectURL(url))
}
