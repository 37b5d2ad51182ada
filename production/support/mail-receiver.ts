import { startMailReceiver as startTestMailReceiver, type MailReceiver as TestMailReceiver } from '@wifi/test-mail'

/** The tests' SMTP receiver (@wifi/test-mail) the server processes send to (SMTP_URL): what a mailbox would get. */
export interface MailReceiver extends TestMailReceiver {
  /** The text of the next email to `to` not taken yet, waiting up to 15 s for it. */
  nextText(to: string): Promise<string>
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const receiver = await startTestMailReceiver({ waitMs: 15_000 })
  return { ...receiver, nextText: async (to) => (await receiver.next(to)).text }
}
