import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  /** The files attached, as sent. */
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for the app to send to in tests. */
export interface MailCatcher {
  smtpUrl: string
  received: ReceivedMail[]
  /** The next message to `to` not yet taken by an earlier call, waiting for it to arrive if needed. */
  next(to: string): Promise<ReceivedMail>
  /** Messages to `to` that arrived and were not taken yet. */
  pending(to: string): ReceivedMail[]
  close(): Promise<void>
}

const waitLimitMs = 10_000

export async function startMailCatcher(): Promise<MailCatcher> {
  const received: ReceivedMail[] = []
  const taken = new Set<ReceivedMail>()
  const waiters = new Set<() => void>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  const pending = (to: string) => received.filter((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()))

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    pending,
    next(to) {
      return new Promise((resolve, reject) => {
        const take = () => {
          const [mail] = pending(to)
          if (!mail) return false
          taken.add(mail)
          waiters.delete(check)
          clearTimeout(timer)
          resolve(mail)
          return true
        }
        const check = () => void take()
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No email to ${to} arrived`))
        }, waitLimitMs)
        if (!take()) waiters.add(check)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit code of a sign-in email (it is in the subject and the text). */
export function codeFrom(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.subject)
  if (!match?.[1]) throw new Error(`No code in "${mail.subject}"`)
  return match[1]
}

/** The reset token of a reset-link email. */
export function resetTokenFrom(mail: ReceivedMail): string {
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text)
  if (!match?.[1]) throw new Error(`No reset link in "${mail.text}"`)
  return match[1]
}
