import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import type { Language } from '@wifi/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { preferredLanguage } from '../mail/language.ts'
import { csvComment, csvFileName, type CsvAbout } from './csv-heading.ts'
import { label } from './labels.ts'
import { vietnamTimestamp } from './vietnam-time.ts'

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
  // ISO 8601 for spreadsheets, in the zone the file's first line states (docs/decisions/054).
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : vietnamTimestamp(value)
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

/** A byte-order mark and the file's first two lines: what it is (csv-heading.ts), then the columns' headings. */
export const csvHead = (about: CsvAbout, headers: readonly string[], language: Language, now: Date) =>
  byteOrderMark +
  csvLine([csvComment(about, language, now)]) +
  csvLine(headers.map((header) => label(language, header)))

export interface CsvExport<Row> {
  /** What the file holds, its period and filters: its name and first line say them (csv-heading.ts). */
  about: CsvAbout
  columns: readonly CsvColumn<Row>[]
  /** Calls `write` with the rows batch after batch; `write` waits while the client is behind. */
  produce: (write: (rows: Row[]) => Promise<void>) => Promise<void>
}

/**
 * Answers `request` with a CSV file streamed as it is read: a byte-order mark, a comment line saying what the file
 * holds, the header row — both in the reader's language (the one its Accept-Language ranks highest) — then the rows.
 * The file's name says the same. Memory stays bounded however long the list; a client that goes away stops the reading.
 */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, csv: CsvExport<Row>): FastifyReply {
  const language = preferredLanguage(request.headers['accept-language'])
  const now = new Date()
  const stream = new PassThrough()
  const write = async (text: string) => {
    if (stream.destroyed) throw new Error('The client went away during the export')
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), once(stream, 'close')])
  }
  const run = async () => {
    await write(
      csvHead(
        csv.about,
        csv.columns.map((column) => column.header),
        language,
        now,
      ),
    )
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
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      // Safe ASCII (csv-heading.ts), so the plain quoted form is enough.
      .header('content-disposition', `attachment; filename="${csvFileName(csv.about, language, now)}"`)
      .send(stream)
  )
}
