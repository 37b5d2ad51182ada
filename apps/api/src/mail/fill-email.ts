import type { OutgoingEmail } from './mailer.ts'

/** A catalog's email (texts/vi.ts): its subject and its lines. */
interface EmailText {
  subject: string
  text: readonly string[]
}

type Values = Record<string, string | number>

/**
 * A catalog text with its {{name}} placeholders filled (the console's catalogs' notation); one without a value stays
 * as written. Values go in as they are and are not read again, so words a user or guest wrote (an ad's title, a
 * report) cannot fill a placeholder.
 */
export function fillText(text: string, values: Values): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/**
 * The email a catalog entry describes, to `to`. A line that its values leave empty (an optional line, a list with
 * nothing in it) is left out rather than left blank.
 */
export function fillEmail(to: string, entry: EmailText, values: Values): OutgoingEmail {
  const lines = entry.text.flatMap((line) => {
    const filled = fillText(line, values)
    return filled === '' && line !== '' ? [] : [filled]
  })
  return { to, subject: fillText(entry.subject, values), text: lines.join('\n') }
}
