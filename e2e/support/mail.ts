import { mailFromJson, type MailJson, type ReceivedMail } from '@wifi/test-mail'
import { mailHttpUrl } from './servers.ts'

export { codeFrom, linkFrom } from '@wifi/test-mail'

/** An email as a test reads it: its recipients, sender, subject, text and the files attached. */
export type Mail = ReceivedMail

/** How long an email may take to arrive: the app sends some in the background after answering. */
const arrivalLimitMs = 10_000
const pollEveryMs = 100

/**
 * How many messages each address has already handed to a test. Every test uses its own addresses, so this
 * worker-local count is enough to tell a new message from one read before.
 */
const takenCount = new Map<string, number>()

async function messagesTo(address: string): Promise<MailJson[]> {
  const response = await fetch(`${mailHttpUrl}/messages?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`The mail receiver answered ${response.status}`)
  return (await response.json()) as MailJson[]
}

/** The next email to `to` that no earlier call returned, waiting for it to arrive if needed. */
export async function nextMail(to: string): Promise<Mail> {
  const address = to.toLowerCase()
  const taken = takenCount.get(address) ?? 0
  const deadline = Date.now() + arrivalLimitMs
  for (;;) {
    const mail = (await messagesTo(address))[taken]
    if (mail) {
      takenCount.set(address, taken + 1)
      return mailFromJson(mail)
    }
    if (Date.now() > deadline) throw new Error(`No new email to ${to} arrived within ${arrivalLimitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs))
  }
}

/**
 * Counts every email `to` has received so far as handed out, so the next `nextMail(to)` waits for a new one. For
 * an address tests share (the first admin), whose earlier emails this worker may never have read: another
 * worker's, or this one's before Playwright restarted it after a failure.
 */
export async function skipMailSoFar(to: string) {
  const address = to.toLowerCase()
  takenCount.set(address, (await messagesTo(address)).length)
}
