import { createRequire } from 'node:module'
import { setImmediate as eventLoopTurn } from 'node:timers/promises'
import type { Language } from '@wifi/contract'
import PDFDocument from 'pdfkit'
import { createSlots } from '../modules/media/processing-slots.ts'

/**
 * The server's PDF reports (an ad's proof of delivery; the scheduled reports' summary): an A4 document in the
 * console's typeface with every Vietnamese letter intact, a title block, headings, paragraphs and tables that go on
 * over as many pages as they need, their header row repeated, and "page N of M" at each page's foot. Numbers, days
 * and moments are written as the console writes them in the reader's language (ADR 029).
 */

const require = createRequire(import.meta.url)

/**
 * Inter, the console's own typeface, as TrueType files shipped in an npm package (not a system font): its glyphs
 * cover Vietnamese, and pdfkit embeds only the glyphs a document uses. A font split into unicode-range subsets (the
 * web's woff2) would lose the letters outside the subset it was given. Each path is a `require.resolve` of a spelled-out
 * name, which knip reads as a use of the package.
 */
const fontFiles = {
  regular: () => require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: () => require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
}
type FontName = keyof typeof fontFiles
const fontPath = (font: FontName) => fontFiles[font]()

const colors = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', headerFill: '#f3f4f6' }
const sizes = { title: 18, subtitle: 13, heading: 12, body: 10, table: 9, footer: 8 }
const margins = { top: 50, bottom: 60, left: 50, right: 50 }
const cellPadding = { x: 5, y: 4 }

/** The Intl locale of a report's language: Vietnamese writes 1.234 and 25/11/2026, English 1,234 and 25 Nov 2026. */
const reportLocale = (language: Language) => (language === 'vi' ? 'vi-VN' : 'en-GB')

const counts = new Map<Language, Intl.NumberFormat>()
/** A whole number in the reader's language: 1.234 in Vietnamese, 1,234 in English. */
export function formatCount(language: Language, value: number): string {
  let format = counts.get(language)
  if (!format) counts.set(language, (format = new Intl.NumberFormat(reportLocale(language))))
  return format.format(value)
}

const dayOptions = (language: Language): Intl.DateTimeFormatOptions =>
  language === 'vi'
    ? { day: '2-digit', month: '2-digit', year: 'numeric' }
    : { day: 'numeric', month: 'short', year: 'numeric' }

/** A calendar day, "2026-11-25": 25/11/2026 in Vietnamese, 25 Nov 2026 in English. */
export const formatDay = (language: Language, day: string) =>
  new Intl.DateTimeFormat(reportLocale(language), { ...dayOptions(language), timeZone: 'UTC' }).format(new Date(day))

/** A moment to the minute in Vietnam time, 24-hour: "14:05 28/11/2026" / "28 Nov 2026, 14:05". */
export const formatMoment = (language: Language, moment: Date) =>
  new Intl.DateTimeFormat(reportLocale(language), {
    ...dayOptions(language),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(moment)

/** A catalog text with its {{name}} placeholders filled in, as the console's i18next fills them. */
export const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

export interface PdfColumn {
  header: string
  /** Its share of the page's width (the shares of a table's columns are added up). */
  width: number
  /** Figures: right-aligned, every digit the same width so that the columns line up. */
  numeric?: boolean
}

export interface PdfReportOptions {
  language: Language
  /** The document's title, also in its properties (shown by viewers in place of the file name). */
  title: string
  subject?: string
  /** The text at each page's foot, in the report's language: "Trang 1/3", "Page 1 of 3". */
  pageLabel: (page: number, pages: number) => string
}

/** A report being written, top to bottom; `finish` gives the PDF file. */
export class PdfReport {
  private readonly doc: PDFKit.PDFDocument
  private readonly chunks: Buffer[] = []
  private readonly done: Promise<Buffer>

  constructor(private readonly options: PdfReportOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins,
      font: fontPath('regular'),
      bufferPages: true,
      lang: reportLocale(options.language),
      displayTitle: true,
      // A key left undefined would break pdfkit's file id, which reads every value given.
      info: { Title: options.title, Creator: 'Wi-Fi Console', ...(options.subject && { Subject: options.subject }) },
    })
    for (const font of Object.keys(fontFiles) as FontName[]) this.doc.registerFont(font, fontPath(font))
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk))
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)))
      this.doc.on('error', reject)
    })
    this.doc.fillColor(colors.text)
  }

  private get left() {
    return this.doc.page.margins.left
  }

  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom
  }

  /** Goes on at the top of a new page unless `height` more still fits on this one. */
  private keepRoom(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage()
  }

  private write(text: string, font: FontName, size: number, color = colors.text) {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, this.left, this.doc.y, { width: this.width })
  }

  /** The report's title, what it is about, and its facts as "label: value" lines (the period, the data's date). */
  titleBlock({ title, subtitle, facts }: { title: string; subtitle?: string; facts: readonly [string, string][] }) {
    this.write(title, 'bold', sizes.title)
    if (subtitle) {
      this.doc.moveDown(0.2)
      this.write(subtitle, 'bold', sizes.subtitle)
    }
    this.doc.moveDown(0.5)
    for (const [label, value] of facts) {
      this.doc
        .font('bold')
        .fontSize(sizes.body)
        .fillColor(colors.muted)
        .text(`${label}: `, this.left, this.doc.y, { width: this.width, continued: true })
        .font('regular')
        .fillColor(colors.text)
        .text(value)
    }
    this.doc.moveDown(0.8)
  }

  /** A section's heading, kept on the same page as the start of what follows it. */
  heading(text: string) {
    this.doc.font('bold').fontSize(sizes.heading)
    this.keepRoom(this.doc.heightOfString(text, { width: this.width }) + 60)
    this.doc.moveDown(0.4)
    this.write(text, 'bold', sizes.heading)
    this.doc.moveDown(0.3)
  }

  paragraph(text: string, { muted = false }: { muted?: boolean } = {}) {
    this.doc.font('regular').fontSize(sizes.body)
    this.keepRoom(this.doc.heightOfString(text, { width: this.width }))
    this.write(text, 'regular', sizes.body, muted ? colors.muted : colors.text)
    this.doc.moveDown(0.5)
  }

  /**
   * A table: a header row, then a row for each of `rows` (texts, one per column), a long text wrapping within its
   * cell. A row that no longer fits goes on the next page, under the header row again. Without rows, `emptyText`
   * in the table's place.
   */
  table(
    columns: readonly PdfColumn[],
    rows: readonly (readonly string[])[],
    { emptyText }: { emptyText?: string } = {},
  ) {
    if (rows.length === 0) {
      if (emptyText) this.paragraph(emptyText, { muted: true })
      return
    }
    const shares = columns.reduce((sum, column) => sum + column.width, 0)
    const widths = columns.map((column) => (column.width / shares) * this.width)
    const lefts = widths.map((_, index) => this.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0))
    const cellOptions = (column: PdfColumn, index: number): PDFKit.Mixins.TextOptions => ({
      width: widths[index]! - 2 * cellPadding.x,
      align: column.numeric ? 'right' : 'left',
      ...(column.numeric && { features: ['tnum'] }),
    })
    const heightOf = (cells: readonly string[], font: FontName) => {
      this.doc.font(font).fontSize(sizes.table)
      const tallest = Math.max(
        ...columns.map((column, index) => this.doc.heightOfString(cells[index] ?? '', cellOptions(column, index))),
      )
      return tallest + 2 * cellPadding.y
    }
    const drawRow = (cells: readonly string[], font: FontName, fill?: string) => {
      const top = this.doc.y
      const height = heightOf(cells, font)
      if (fill) this.doc.rect(this.left, top, this.width, height).fill(fill)
      this.doc.font(font).fontSize(sizes.table).fillColor(colors.text)
      columns.forEach((column, index) => {
        this.doc.text(
          cells[index] ?? '',
          lefts[index]! + cellPadding.x,
          top + cellPadding.y,
          cellOptions(column, index),
        )
      })
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke()
      this.doc.x = this.left
      this.doc.y = top + height
    }
    const headers = columns.map((column) => column.header)
    const drawHeader = () => drawRow(headers, 'bold', colors.headerFill)

    this.keepRoom(heightOf(headers, 'bold') + heightOf(rows[0]!, 'regular'))
    drawHeader()
    for (const row of rows) {
      if (this.doc.y + heightOf(row, 'regular') > this.bottom) {
        this.doc.addPage()
        drawHeader()
      }
      drawRow(row, 'regular')
    }
    this.doc.moveDown(0.8)
  }

  /** Writes each page's foot and ends the document: the PDF file. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange()
    for (let page = start; page < start + count; page++) {
      this.doc.switchToPage(page)
      // Below the bottom margin, where text would otherwise start a new page.
      const bottomMargin = this.doc.page.margins.bottom
      this.doc.page.margins.bottom = 0
      this.doc
        .font('regular')
        .fontSize(sizes.footer)
        .fillColor(colors.muted)
        .text(this.options.pageLabel(page - start + 1, count), this.left, this.doc.page.height - bottomMargin / 2, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        })
      this.doc.page.margins.bottom = bottomMargin
    }
    this.doc.end()
    return this.done
  }
}

/**
 * Two PDFs at once per process, twenty more waiting their turn and any more refused with 503 (issue 35 §6). pdfkit
 * lays a report out and compresses it in one synchronous run of JavaScript, so reports made together held the event
 * loop for all of them: eight "send me one now" at once raised /api/health from 5 ms to 493 ms. Each PDF starts after
 * a turn of the event loop, so the requests that came in meanwhile are answered between PDFs, behind two at most.
 */
const pdfSlots = createSlots(2, 20, 'Too many PDF reports are being made; try again shortly.')

/** Makes a PDF (`render` writes a PdfReport and finishes it) in one of the process's PDF slots. */
export const inPdfSlot = (render: () => Promise<Buffer>): Promise<Buffer> =>
  pdfSlots(async () => {
    await eventLoopTurn()
    return render()
  })
