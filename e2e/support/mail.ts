import { mailHttpUrl } from './servers.ts'

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface Mail {
  subject: string
  text: string
  /** The files attached (the scheduled reports' PDF and CSV). */
  attachments: MailAttachment[]
}

type StoredMail = Omit<Mail, 'attachments'> & { attachments: (Omit<MailAttachment, 'content'> & { content: string })[] }

/** How long an email may take to arrive: the app sends some in the background after answering. */
const arrivalLimitMs = 10_000
const pollEveryMs = 100

/**
 * How many messages each address has already handed to a test. Every test uses its own addresses, so this
 * worker-local count is enough to tell a new message from one read before.
 */
const takenCount = new Map<string, number>()

async function messagesTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${mailHttpUrl}/messages?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`The mail receiver answered ${response.status}`)
  return (await response.json()) as StoredMail[]
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
      return {
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })),
      }
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

/** The 6-digit code of a sign-in email. */
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
