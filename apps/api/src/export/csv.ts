import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import type { Language } from '@wifi/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { preferredLanguage } from '../mail/language.ts'
import { label } from './labels.ts'

export interface CsvColumn<Row> {
  /** The console's catalog key of the column's heading ("venues.fields.name"). */
  header: string
  value: (row: Row, language: Language) => unknown
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

/** One RFC 4180 line, CRLF-terminated. */
export const csvLine = (values: readonly unknown[]) => `${values.map(cell).join(',')}\r\n`

export interface CsvExport<Row> {
  /** The file is named `<name>-<yyyy-mm-dd>.csv`. */
  name: string
  columns: readonly CsvColumn<Row>[]
  /** Calls `write` with the rows batch after batch; `write` waits while the client is behind. */
  produce: (write: (rows: Row[]) => Promise<void>) => Promise<void>
}

/**
 * Answers `request` with a CSV file streamed as it is read: a byte-order mark, the header row in the reader's language
 * (the one its Accept-Language ranks highest), then the rows. Memory stays bounded however long the list; a client
 * that goes away stops the reading.
 */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, csv: CsvExport<Row>): FastifyReply {
  const language = preferredLanguage(request.headers['accept-language'])
  const stream = new PassThrough()
  const write = async (text: string) => {
    if (stream.destroyed) throw new Error('The client went away during the export')
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), once(stream, 'close')])
  }
  const run = async () => {
    await write(byteOrderMark + csvLine(csv.columns.map((column) => label(language, column.header))))
    await csv.produce((rows) =>
      write(rows.map((row) => csvLine(csv.columns.map((column) => column.value(row, language)))).join('')),
    )
    stream.end()
  }
  run().catch((error: unknown) => {
    if (stream.destroyed) reply.log.info('CSV export stopped: the client went away')
    else reply.log.error({ err: error }, 'CSV export failed')
    stream.destroy()
  })
  const filename = `${csv.name}-${new Date().toISOString().slice(0, 10)}.csv`
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(stream)
}
