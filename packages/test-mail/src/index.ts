/**
 * The mailbox of the tests: a real SMTP server on 127.0.0.1 that the app under test sends to (its SMTP_URL), which
 * parses every message and keeps it by recipient. The API tests start one in their own process, the production
 * tests one beside their servers, and the browser tests one process with an HTTP side (e2e/support/mail-server.ts).
 */
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface ReceivedMail {
  /** The envelope's recipients, in lower case. */
  to: string[]
  /** The envelope's sender. */
  from: string
  subject: string
  text: string
  /** The files attached, as sent (the scheduled reports' PDF and CSV). */
  attachments: MailAttachment[]
}

export interface MailReceiverOptions {
  /** The SMTP port on 127.0.0.1; 0 (the default) takes a free one. */
  port?: number
  /** How long `next` waits for a message unless told otherwise: 10 s by default (the app sends some after answering). */
  waitMs?: number
}

export interface MailReceiver {
  /** `smtp://127.0.0.1:<port>`: the app's SMTP_URL. */
  smtpUrl: string
  port: number
  /** Every message to `to` so far, oldest first, taken or not. */
  messagesTo(to: string): ReceivedMail[]
  /** The messages to `to` that arrived and that `next(to)` has not returned yet, oldest first. */
  pending(to: string): ReceivedMail[]
  /** The next message to `to` that no earlier `next(to)` returned, waiting for it to arrive if needed. */
  next(to: string, options?: { waitMs?: number }): Promise<ReceivedMail>
  /** Stops the server; a `next` still waiting fails. */
  close(): Promise<void>
}

const defaultWaitMs = 10_000

export async function startMailReceiver(options: MailReceiverOptions = {}): Promise<MailReceiver> {
  const mailboxes = new Map<string, { messages: ReceivedMail[]; taken: number }>()
  /** Called whenever a message arrives, and with an error when the receiver closes. */
  const waiters = new Set<(closed?: Error) => void>()
  const mailbox = (to: string) => {
    const address = to.toLowerCase()
    let box = mailboxes.get(address)
    if (!box) mailboxes.set(address, (box = { messages: [], taken: 0 }))
    return box
  }

  const server = new SMTPServer({
    authOptional: true,
    // The app connects over plain smtp:// on loopback; offering STARTTLS would need a certificate for nothing.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          }
          for (const address of new Set(mail.to)) mailbox(address).messages.push(mail)
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  // A client dropping its connection is the client's business; listening errors are thrown below.
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    messagesTo: (to) => [...mailbox(to).messages],
    pending(to) {
      const box = mailbox(to)
      return box.messages.slice(box.taken)
    },
    next(to, { waitMs = options.waitMs ?? defaultWaitMs } = {}) {
      const box = mailbox(to)
      return new Promise((resolve, reject) => {
        const settle = (closed?: Error) => {
          const mail = box.messages[box.taken]
          if (!mail && !closed) return false
          waiters.delete(settle)
          clearTimeout(timer)
          if (mail) {
            box.taken += 1
            resolve(mail)
          } else reject(closed)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(settle)
          reject(new Error(`No email to ${to} arrived within ${waitMs} ms`))
        }, waitMs)
        if (!settle()) waiters.add(settle)
      })
    },
    close() {
      const closed = new Error('The mail receiver closed')
      for (const wake of waiters) wake(closed)
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A message as the HTTP side of the browser tests' receiver sends it: each attachment's content in base64. */
export type MailJson = Omit<ReceivedMail, 'attachments'> & {
  attachments: (Omit<MailAttachment, 'content'> & { content: string })[]
}

export const mailToJson = (mail: ReceivedMail): MailJson => ({
  ...mail,
  attachments: mail.attachments.map((file) => ({ ...file, content: file.content.toString('base64') })),
})

export const mailFromJson = (mail: MailJson): ReceivedMail => ({
  ...mail,
  attachments: mail.attachments.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })),
})

/** The 6-digit code of a sign-in email (in its subject, and again in its text). */
export function codeFrom(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`No 6-digit code in: ${text}`)
  return code
}

/** The first link of an email (a reset email has exactly one: `${PUBLIC_URL}/reset-password?token=…`). */
export function linkFrom(text: string): string {
  const link = /https?:\/\/[^\s<>"]+/.exec(text)?.[0]
  if (!link) throw new Error(`No link in: ${text}`)
  return link
}
