import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'

interface EmailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  /** Files sent with it (the scheduled reports' PDF and CSV). */
  attachments?: readonly EmailAttachment[]
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>
  close(): void
}

/** Sends through SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async send(email) {
      await transport.sendMail({ from, ...email, attachments: email.attachments?.map((file) => ({ ...file })) })
    },
    close: () => transport.close(),
  }
}

/**
 * Without SMTP_URL, each email is printed to the log as one line instead, so a fresh install can sign in
 * with nothing else set up. This is the one place a code or link is deliberately logged.
 */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text, attachments = [] }) {
      const body = text.replace(/\s*\n\s*/g, ' | ')
      const files = attachments.length ? ` — attached: ${attachments.map((file) => file.filename).join(', ')}` : ''
      log.info({ mailTo: to }, `Email (not sent: SMTP_URL is unset) to ${to} — ${subject} — ${body}${files}`)
    },
    close: () => {},
  }
}
