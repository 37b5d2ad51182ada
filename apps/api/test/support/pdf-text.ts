import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * A PDF's text as pdftotext (poppler-utils) lays it out — a table's row on one line, a form feed between pages — each
 * line trimmed of spaces and its runs of spaces made one: what a person copying it out of a viewer would read.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'pdf-text-'))
  try {
    const file = join(scratch, 'report.pdf')
    await writeFile(file, pdf)
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])
    return stdout
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').replace(/^ | $/g, ''))
      .join('\n')
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** A table row as pdftotext writes it: its cells in order, separated by spaces. */
export const pdfRow = (...cells: (string | number)[]) => `\n${cells.join(' ')}\n`
