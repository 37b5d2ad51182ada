import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on 127.0.0.1 the server processes send to (SMTP_URL): what a mailbox would get. */
export interface MailReceiver {
  smtpUrl: string
  /** The text of the next email to `to` not taken yet, waiting up to 15 s for it. */
  nextText(to: string): Promise<string>
  close(): Promise<void>
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const received: { to: string[]; text: string }[] = []
  const wakers = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    // The servers connect over plain smtp:// on loopback.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            text: parsed.text ?? '',
          })
          for (const wake of wakers) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    nextText(to) {
      const wanted = to.toLowerCase()
      return new Promise((resolve, reject) => {
        const take = () => {
          const index = received.findIndex((mail) => mail.to.includes(wanted))
          if (index === -1) return
          wakers.delete(take)
          clearTimeout(timer)
          resolve(received.splice(index, 1)[0]!.text)
        }
        const timer = setTimeout(() => {
          wakers.delete(take)
          reject(new Error(`No email to ${to} within 15 s`))
        }, 15_000)
        wakers.add(take)
        take()
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
